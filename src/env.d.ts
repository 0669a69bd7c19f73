/// <reference types="astro/client" />
import type { SiteData } from './shared/siteData.ts'
import type { SiteSettings } from './shared/schemas/siteSettings.ts'

// Invoker commands (a button that opens or closes a dialog without a script: it works before an
// island runs), which React passes to the page as they are but its types do not know yet.
declare module 'react' {
  // An augmentation repeats the interface's type parameter by name, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
}

declare global {
  namespace App {
    interface Locals {
      site?: SiteData
      /** PUBLIC_SITE_URL of the running server, without a trailing slash (on-demand pages only; Astro.site is the build's). */
      siteUrl?: string
      /** A staff member's preview of the draft site settings (`?preview=site`): the page shows these, and is never kept or shared. */
      previewSettings?: SiteSettings
      /**
       * Set by a page that shows these listings and no list that another listing could join (a
       * listing page, its similar ones aside): the server keeps it while only other listings change.
       */
      shownListings?: number[]
      /**
       * Set by a page whose only list is this search's answer (`site.listListings`), with nothing
       * else that a listing's edit changes but the popular searches' counts: the server keeps it while
       * other listings' edits leave that search's page and those counts as they were (ADR 030).
       */
      shownSearch?: object
    }
  }
}

/// <reference types="astro/client" />
import type { SiteData } from './shared/siteData.ts'
import type { SiteSettings } from './shared/schemas/siteSettings.ts'

declare global {
  namespace App {
    interface Locals {
      site?: SiteData
      /** PUBLIC_SITE_URL of the running server, without a trailing slash (on-demand pages only; Astro.site is the build's). */
      siteUrl?: string
      /** A staff member's preview of the draft site settings (`?preview=site`): the page shows these, and is never kept or shared. */
      previewSettings?: SiteSettings
    }
  }
}

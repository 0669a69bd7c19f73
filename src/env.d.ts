/// <reference types="astro/client" />
import type { SiteData } from './shared/siteData.ts'

declare global {
  namespace App {
    interface Locals {
      site?: SiteData
      /** PUBLIC_SITE_URL of the running server, without a trailing slash (on-demand pages only; Astro.site is the build's). */
      siteUrl?: string
    }
  }
}

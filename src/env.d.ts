/// <reference types="astro/client" />
import type { SiteData } from './shared/siteData.ts'

declare global {
  namespace App {
    interface Locals {
      site?: SiteData
    }
  }
}

import type { SiteSettings } from '../schemas/siteSettings.ts'

// What the site settings API answers staff, shared by the server and the Sitio screen.

/** One entry of GET /api/admin/site-settings/publications, newest (live) first. */
export interface SitePublication {
  id: number
  publishedAt: string
  publisherEmail: string | null
  /** The fields that changed since the publication before (`content.about` for a page's texts). */
  changed: string[]
  restoredFrom: number | null
}

/** GET /api/admin/site-settings. */
export interface SiteDraftState {
  settings: SiteSettings
  updatedAt: string | null
  /** The draft differs from what visitors see (the fields that do). */
  unpublished: string[]
}

import type { SiteSettings } from '../shared/schemas/siteSettings.ts'
import { DEFAULT_SITE_SETTINGS } from '../shared/siteDefaults.ts'

/**
 * The settings a page shows: the draft in a staff preview, else the published ones (read once per
 * content version by the server). Pre-rendered pages, built without a server, get the defaults.
 */
export async function siteSettingsOf(locals: App.Locals): Promise<SiteSettings> {
  if (locals.previewSettings) return locals.previewSettings
  if (!locals.site) return DEFAULT_SITE_SETTINGS
  try {
    return await locals.site.settings()
  } catch (error) {
    // A page still renders with the built-in brand when the database cannot answer.
    console.error('[site] settings failed', error)
    return DEFAULT_SITE_SETTINGS
  }
}

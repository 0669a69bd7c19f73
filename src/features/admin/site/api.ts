import { api } from '../../../lib/api.ts'
import type { SiteDraftState, SitePublication } from '../../../shared/site/siteDraft.ts'
import { sendMultipart } from '../shared/api/upload.ts'
import type { SiteForm } from './model/siteForm.ts'

// The "Sitio" screen's calls (superadmin only): the draft, its publication and the history.

/** The draft as staff read it (GET /api/admin/site-settings). */
export type SiteDraft = SiteDraftState
export type { SitePublication }

/** Read with 'no-cache': another superadmin may have saved or published since. */
export const siteDraft = (signal?: AbortSignal) => api.get('admin/site-settings', { cache: 'no-cache', signal }).json<SiteDraft>()
export const saveSiteDraft = (settings: SiteForm) => api.put('admin/site-settings', { json: settings }).json<SiteDraft>()
export const publishSite = () => api.post('admin/site-settings/publish').json<SitePublication>()
export const sitePublications = (signal?: AbortSignal) => api.get('admin/site-settings/publications', { cache: 'no-cache', signal }).json<SitePublication[]>()
/** Sets this browser's preview cookie: pages asked with `?preview=site` show the draft. */
export const allowSitePreview = () => api.post('admin/site-settings/preview')
export const restoreSitePublication = (id: number) => api.post(`admin/site-settings/publications/${id}/restore`).json<SitePublication>()

/** Stores a logo and its icons; the answer's path goes into the draft's `logo`. */
export function uploadSiteLogo(file: File, onProgress: (fraction: number) => void = () => {}) {
  const form = new FormData()
  form.append('file', file)
  return sendMultipart<{ logo: string }>('POST', 'admin/site-settings/logo', form, onProgress)
}

import type { Language } from '../../../../shared/constants.ts'
import { localizePath } from '../../../../shared/locale.ts'

// "Vista previa": the public pages with the saved draft, in the language the admin is shown in.
// Pages honour `?preview=site` for a browser holding the preview cookie (usePreviewCookie).

export const PREVIEW_PAGES = [
  { page: 'home', path: '/' },
  { page: 'about', path: '/sobre-nosotros' },
  { page: 'contact', path: '/contactanos' },
  { page: 'legal', path: '/soporte-legal' },
] as const

export type PreviewPage = (typeof PREVIEW_PAGES)[number]['page']

/** `/sobre-nosotros?preview=site` in Spanish, `/en/sobre-nosotros?preview=site` in English. */
export const previewUrl = (path: string, lang: Language) => `${localizePath(lang, path)}?preview=site`

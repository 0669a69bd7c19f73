import { LANGUAGES, type Language } from '../shared/constants.ts'
import { HTML_LANG, localizePath } from '../shared/locale.ts'

/** The pre-rendered public pages, by their Spanish path. */
export const STATIC_PAGES = ['/', '/propiedades', '/oportunidades', '/sobre-nosotros', '/contactanos', '/soporte-legal'] as const

export interface SitemapEntry {
  path: string
  lastmod?: string
  /** Each language's own path, when it differs by more than the prefix (landing pages). */
  paths?: Record<Language, string>
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** One <url> per page and language, each naming its translations (Google's hreflang sitemap form). */
export function renderSitemap(site: string, entries: SitemapEntry[]): string {
  const urls: string[] = []
  for (const entry of entries) {
    const url = (lang: Language) => escapeXml(site + localizePath(lang, entry.paths?.[lang] ?? entry.path))
    const alternates = LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${url(lang)}"/>`).join('')
    for (const lang of LANGUAGES) {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
      urls.push(`<url><loc>${url(lang)}</loc>${lastmod}${alternates}</url>`)
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

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

/**
 * Listings per sitemap file: each is three URLs (one per language), and a sitemap file holds at
 * most 50,000 URLs (sitemaps.org).
 */
export const LISTINGS_PER_SITEMAP = 16_666

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
const URLSET_CLOSE = '</urlset>\n'

/** One <url> per page and language, each naming its translations (Google's hreflang sitemap form). */
function renderUrls(site: string, entries: SitemapEntry[]): string {
  const urls: string[] = []
  for (const entry of entries) {
    const url = (lang: Language) => escapeXml(site + localizePath(lang, entry.paths?.[lang] ?? entry.path))
    const alternates = LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${url(lang)}"/>`).join('')
    for (const lang of LANGUAGES) {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
      urls.push(`<url><loc>${url(lang)}</loc>${lastmod}${alternates}</url>\n`)
    }
  }
  return urls.join('')
}

export function renderSitemap(site: string, entries: SitemapEntry[]): string {
  return URLSET_OPEN + renderUrls(site, entries) + URLSET_CLOSE
}

/** A sitemap written as its entries arrive, batch by batch, so a file never sits in memory whole. */
export function streamSitemap(site: string, batches: AsyncIterable<SitemapEntry[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  let opened = false
  return new ReadableStream({
    async pull(controller) {
      if (!opened) {
        opened = true
        controller.enqueue(encoder.encode(URLSET_OPEN))
      }
      const next = await iterator.next()
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_CLOSE))
        controller.close()
      } else {
        controller.enqueue(encoder.encode(renderUrls(site, next.value)))
      }
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

/** The sitemap index (`/sitemap.xml`): the pages' file and one file per LISTINGS_PER_SITEMAP listings. */
export function sitemapFiles(listingCount: number): string[] {
  const listingFiles = Math.ceil(listingCount / LISTINGS_PER_SITEMAP)
  return ['pages.xml', ...Array.from({ length: listingFiles }, (_, i) => `listings-${i + 1}.xml`)]
}

export function renderSitemapIndex(site: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${site}/sitemaps/${file}`)}</loc></sitemap>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`
}

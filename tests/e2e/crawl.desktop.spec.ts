import { expect, test, type APIRequestContext } from '@playwright/test'
import type { Paged, Property } from '../../src/shared/types.ts'

// A crawler that runs no JavaScript (most search engines' first pass, every link preview) reads the
// HTML the server sends and follows its links. Starting from each language's home page, it must reach
// every active listing: listings found only through the sitemap are listings a portal loses.

const SKIPPED_PATHS = /^\/(?:(?:en|pt)\/)?(?:api|admin|login|uploads|_astro)(?:\/|$)/
const FILE = /\.[a-z0-9]{2,5}$/i
const MAX_PAGES = 2500

async function activeSlugs(request: APIRequestContext): Promise<Set<string>> {
  const slugs = new Set<string>()
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/properties?limit=100&includeClosed=true&page=${page}`)
    expect(res.status()).toBe(200)
    const body = (await res.json()) as Paged<Property>
    for (const listing of body.data) slugs.add(listing.slug)
    if (page >= body.pagination.totalPages) return slugs
  }
}

function linksOf(html: string, base: URL): URL[] {
  const links: URL[] = []
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = match[1].replaceAll('&amp;', '&')
    try {
      const url = new URL(href, base)
      url.hash = ''
      links.push(url)
    } catch {
      // Not a URL a crawler can follow.
    }
  }
  return links
}

/** Pages asked at once, as a crawler keeps a few connections open. */
const AT_ONCE = 4

/** Breadth first from the language's home page, until every expected listing is reached (or no link is left). */
async function crawl(request: APIRequestContext, origin: string, prefix: '' | '/en' | '/pt', expected: Set<string>) {
  const inLanguage = (path: string) => (prefix ? path === prefix || path.startsWith(`${prefix}/`) : !/^\/(en|pt)(\/|$)/.test(path))
  const listingPath = new RegExp(`^${prefix}/propiedades/([a-z0-9-]+)/?$`)
  const start = new URL(`${prefix}/`, origin)
  const queue = [start.href]
  const seen = new Set(queue)
  const reached = new Set<string>()
  let asked = 0
  const visit = async (url: URL) => {
    const res = await request.get(url.pathname + url.search, { headers: { accept: 'text/html' } })
    expect(res.status(), `${url.pathname}${url.search}`).toBeLessThan(500)
    const slug = url.pathname.match(listingPath)?.[1]
    if (slug && res.status() === 200) reached.add(slug)
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) return
    for (const link of linksOf(await res.text(), url)) {
      if (link.origin !== start.origin || SKIPPED_PATHS.test(link.pathname) || FILE.test(link.pathname) || !inLanguage(link.pathname)) continue
      if (!seen.has(link.href)) {
        seen.add(link.href)
        queue.push(link.href)
      }
    }
  }
  while (queue.length > 0 && asked < MAX_PAGES && [...expected].some((slug) => !reached.has(slug))) {
    const batch = queue.splice(0, AT_ONCE).map((href) => new URL(href))
    asked += batch.length
    await Promise.all(batch.map(visit))
  }
  return { reached, pages: asked }
}

for (const prefix of ['', '/en', '/pt'] as const) {
  test(`a crawl without JavaScript from ${prefix || '/'} reaches every active listing`, async ({ request, baseURL }) => {
    test.setTimeout(180_000)
    const expected = await activeSlugs(request)
    expect(expected.size).toBeGreaterThan(40)
    const { reached, pages } = await crawl(request, baseURL!, prefix, expected)
    const missing = [...expected].filter((slug) => !reached.has(slug))
    expect(missing, `${missing.length} of ${expected.size} listings unreached after ${pages} pages`).toEqual([])
  })
}

import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { LISTINGS_PER_SITEMAP, renderSitemapIndex, sitemapFiles, streamSitemap, type SitemapEntry } from '../../src/lib/sitemap.ts'
import { createSiteData } from '../../src/server/siteData.ts'
import { watchContentVersion } from '../../src/server/contentVersion.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 13: past 50,000 URLs the sitemap is an index of files of at most 50,000 URLs each, every
// file streamed from the database in batches.

const LISTINGS = LISTINGS_PER_SITEMAP + 400
const t = setUpTestApp()
const owner = setUpUser(t, 'admin')

beforeAll(async () => {
  // Generated rows: 17,066 active listings and 30 inactive ones the sitemap must leave out.
  await t.db.execute(sql`
    insert into properties (slug, owner_id, title, price, currency, price_type, address, country_id, city_id, property_type_id, is_active)
    select 'casa-generada-' || n, ${owner.id}, 'Casa generada ' || n, 100000 + n, 'USD', 'sale', 'Calle ' || n, 'country_ec', 'ec_quito', 1, n <= ${LISTINGS}
    from generate_series(1, ${LISTINGS + 30}) as n`)
}, 120_000)

async function render(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

describe('a sitemap past 50,000 URLs', () => {
  it('is an index of a pages file and two listing files of at most 50,000 URLs, every active listing once per language', async () => {
    const data = createSiteData(t.db, watchContentVersion(t.db, { everyMs: 0 }))
    const count = await data.sitemapListingCount()
    expect(count).toBe(LISTINGS)
    const files = sitemapFiles(count)
    expect(files).toEqual(['pages.xml', 'listings-1.xml', 'listings-2.xml'])
    expect(renderSitemapIndex('https://example.com', files)).toContain('<sitemap><loc>https://example.com/sitemaps/listings-2.xml</loc></sitemap>')

    const slugs: string[] = []
    for (const part of [1, 2]) {
      let batches = 0
      async function* entries(): AsyncIterable<SitemapEntry[]> {
        for await (const batch of data.sitemapListings((part - 1) * LISTINGS_PER_SITEMAP, LISTINGS_PER_SITEMAP)) {
          batches += 1
          yield batch.map((l) => ({ path: `/propiedades/${l.slug}`, lastmod: l.updatedAt.slice(0, 10) }))
        }
      }
      const xml = await render(streamSitemap('https://example.com', entries()))
      const locs = [...xml.matchAll(/<loc>https:\/\/example\.com\/propiedades\/([^<]+)<\/loc>/g)].map((m) => m[1])
      const urls = (xml.match(/<url>/g) ?? []).length
      expect(urls).toBeLessThanOrEqual(50_000)
      expect(urls).toBe((part === 1 ? LISTINGS_PER_SITEMAP : LISTINGS - LISTINGS_PER_SITEMAP) * 3)
      expect(batches).toBeGreaterThan(part === 1 ? 5 : 0)
      expect(xml.startsWith('<?xml')).toBe(true)
      expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
      slugs.push(...locs)
    }
    expect(new Set(slugs).size).toBe(LISTINGS)
    expect(slugs.some((slug) => Number(slug.replace('casa-generada-', '')) > LISTINGS)).toBe(false)
  }, 120_000)
})

import type { APIRoute } from 'astro'
import { featureLandingsWithListings, landingPath, landingsWithListings } from '../../features/landing/model/landing.ts'
import { siteOrigin } from '../../lib/absoluteUrl.ts'
import { getT } from '../../lib/i18n.server.ts'
import { LISTINGS_PER_SITEMAP, renderSitemap, STATIC_PAGES, streamSitemap, type SitemapEntry } from '../../lib/sitemap.ts'
import { LANGUAGES, type Language } from '../../shared/constants.ts'
import type { SiteData } from '../../shared/siteData.ts'

// The files of the sitemap index: `pages.xml` (fixed and landing pages) and `listings-N.xml`,
// rendered per request so that a listing appears (and disappears) as soon as its status changes.
export const prerender = false

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' }

async function pageEntries(data: SiteData | undefined): Promise<SitemapEntry[]> {
  const [counts, featureCounts, options, advertisers] = data
    ? await Promise.all([data.landingCounts(), data.featureLandingCounts(), data.searchOptions(), data.sitemapAdvertisers()])
    : [[], [], { types: [], cities: [] }, []]
  const translators = Object.fromEntries(LANGUAGES.map((lang) => [lang, getT(lang)])) as Record<Language, ReturnType<typeof getT>>
  const landings = [...landingsWithListings(counts, options), ...featureLandingsWithListings(featureCounts, options)].map(({ landing }) => {
    const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, landingPath(lang, landing, translators[lang])])) as Record<Language, string>
    return { path: paths.es, paths }
  })
  // Approved advertisers with open listings (issue 27): their pages list those listings.
  return [...STATIC_PAGES.map((path) => ({ path })), ...landings, ...advertisers.map(({ slug }) => ({ path: `/anunciantes/${slug}` }))]
}

async function* listingEntries(data: SiteData, part: number): AsyncIterable<SitemapEntry[]> {
  for await (const batch of data.sitemapListings((part - 1) * LISTINGS_PER_SITEMAP, LISTINGS_PER_SITEMAP)) {
    yield batch.map((listing) => ({ path: `/propiedades/${listing.slug}`, lastmod: listing.updatedAt.slice(0, 10) }))
  }
}

export const GET: APIRoute = async ({ params, locals, site }) => {
  const origin = siteOrigin(locals, site)
  if (params.file === 'pages.xml') return new Response(renderSitemap(origin, await pageEntries(locals.site)), { headers: XML })
  const part = /^listings-([1-9]\d{0,5})\.xml$/.exec(params.file ?? '')?.[1]
  const data = locals.site
  if (!part || !data || (Number(part) - 1) * LISTINGS_PER_SITEMAP >= (await data.sitemapListingCount())) return new Response('Not found', { status: 404 })
  return new Response(streamSitemap(origin, listingEntries(data, Number(part))), { headers: XML })
}

import type { APIRoute } from 'astro'
import { renderSitemap, STATIC_PAGES } from '../lib/sitemap.ts'
import { siteOrigin } from '../lib/absoluteUrl.ts'
import { getT } from '../lib/i18n.server.ts'
import { landingPath, landingsWithListings } from '../features/landing/model/landing.ts'
import { LANGUAGES, type Language } from '../shared/constants.ts'
import type { LandingCount, SearchOptions } from '../shared/siteData.ts'

// Rendered per request so that a listing appears (and disappears) as soon as its status changes.
export const prerender = false

export const GET: APIRoute = async ({ locals, site }) => {
  const origin = siteOrigin(locals, site)
  const data = locals.site
  const [listings, counts, options]: [{ slug: string; updatedAt: string }[], LandingCount[], SearchOptions] = data
    ? await Promise.all([data.listingsForSitemap(), data.landingCounts(), data.searchOptions()])
    : [[], [], { types: [], cities: [] }]
  const translators = Object.fromEntries(LANGUAGES.map((lang) => [lang, getT(lang)])) as Record<Language, ReturnType<typeof getT>>
  const landings = landingsWithListings(counts, options).map(({ landing }) => {
    const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, landingPath(lang, landing, translators[lang])])) as Record<Language, string>
    return { path: paths.es, paths }
  })
  const body = renderSitemap(origin, [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...landings,
    ...listings.map((listing) => ({ path: `/propiedades/${listing.slug}`, lastmod: listing.updatedAt.slice(0, 10) })),
  ])
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}

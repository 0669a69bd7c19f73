import type { APIRoute } from 'astro'
import { renderSitemap, STATIC_PAGES } from '../lib/sitemap.ts'
import { siteOrigin } from '../lib/absoluteUrl.ts'

// Rendered per request so that a listing appears (and disappears) as soon as its status changes.
export const prerender = false

export const GET: APIRoute = async ({ locals, site }) => {
  const origin = siteOrigin(locals, site)
  const listings = locals.site ? await locals.site.listingsForSitemap() : []
  const body = renderSitemap(origin, [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...listings.map((listing) => ({ path: `/propiedades/${listing.slug}`, lastmod: listing.updatedAt.slice(0, 10) })),
  ])
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}

import type { APIRoute } from 'astro'
import { renderSitemap, STATIC_PAGES } from '../lib/sitemap.ts'

// Rendered per request so that a listing appears (and disappears) as soon as its status changes.
export const prerender = false

export const GET: APIRoute = async ({ locals, site }) => {
  const origin = locals.siteUrl ?? (site?.toString() ?? 'http://localhost:4321/').replace(/\/$/, '')
  const listings = locals.site ? await locals.site.listingsForSitemap() : []
  const body = renderSitemap(origin, [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...listings.map((listing) => ({ path: `/propiedades/${listing.slug}`, lastmod: listing.updatedAt.slice(0, 10) })),
  ])
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}

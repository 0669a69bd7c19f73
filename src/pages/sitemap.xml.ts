import type { APIRoute } from 'astro'
import { siteOrigin } from '../lib/absoluteUrl.ts'
import { renderSitemapIndex, sitemapFiles } from '../lib/sitemap.ts'

// A sitemap index: the pages' file and as many listing files as the listings need (50,000 URLs each
// at most), so the sitemap keeps working however many listings there are.
export const prerender = false

export const GET: APIRoute = async ({ locals, site }) => {
  const count = (await locals.site?.sitemapListingCount()) ?? 0
  return new Response(renderSitemapIndex(siteOrigin(locals, site), sitemapFiles(count)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}

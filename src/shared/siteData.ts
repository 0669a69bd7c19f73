import type { Property } from './types.ts'

/**
 * What on-demand pages may ask the server for, handed to Astro as `locals.site` by the Node server
 * (src/server/siteData.ts), so that pages never import server modules or open a database.
 */
export interface SiteData {
  /** An active listing by id or slug, or null. */
  findListing(idOrSlug: string): Promise<Property | null>
  /** Every active listing's slug and last change, for the sitemap. */
  listingsForSitemap(): Promise<{ slug: string; updatedAt: string }[]>
}

/**
 * Pages rendered per request that show listings: a CDN may keep them a few minutes and serve a
 * stale copy while it refreshes; browsers ask again after a minute.
 */
export const LISTING_PAGE_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600'

/**
 * Pages rendered per request that show listings. A change reaches every server process within about
 * a second (src/server/contentVersion.ts); a browser or a CDN may keep a page 30 s, and a CDN may
 * serve a stale copy up to 5 more minutes while it fetches the new one. Revalidating costs the
 * server no render: the ETag is known before rendering (src/server/pageCache.ts).
 */
export const LISTING_PAGE_CACHE = 'public, max-age=30, s-maxage=30, stale-while-revalidate=300'

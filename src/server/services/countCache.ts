import type { Database } from '../db/client.ts'

/**
 * Totals of the public listing queries, kept for a few seconds per database and per filter.
 * Counting every matching row is the most expensive part of a page at 100,000 listings (the page
 * itself stops after 12 rows); a search results total that is a few seconds old is fine for a
 * visitor, and every change made through this process clears the cache at once, so an admin sees
 * their own change immediately. With several server processes the TTL bounds the staleness.
 */
const TTL_MS = 10_000
const MAX_ENTRIES = 500

interface Entry {
  total: number
  expires: number
}

const caches = new WeakMap<Database, Map<string, Entry>>()

export async function cachedCount(db: Database, key: string, count: () => Promise<number>): Promise<number> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.total
  const total = await count()
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  cache.set(key, { total, expires: now + TTL_MS })
  return total
}

/** Called by every write to listings: the next page counts again. */
export function invalidateCounts(db: Database): void {
  caches.get(db)?.clear()
}

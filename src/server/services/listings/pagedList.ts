import type { PropertyListQuery } from '../../../shared/schemas/queries.ts'
import { paginationOf } from '../../../shared/pagination.ts'
import type { Paged } from '../../../shared/types.ts'
import type { Database } from '../../db/client.ts'
import type { SearchWords } from '../../../shared/searchWords.ts'
import type { ListFilter } from './listFilter.ts'
import { countableInMemory, createListingCounter, dollarBounds, type DollarBounds, type ListingCounter } from './listingCounter.ts'
import { pageFromMemory, type MemoryCount } from './memoryPages.ts'
import type { PageRow, PageShape } from './pageShapes.ts'
import { preparedListOf, type SortField, type SortOrder } from './preparedLists.ts'

/**
 * Exact totals without counting every matching listing on every request. Counting is what a list
 * request spent most of its time on (tens of ms for a filter matching most of 100,000 listings, where
 * fetching a page takes about one), and it gives the same answer until the listings change. So each
 * filter's count is kept with the value of `property_list_version` it was counted at, and reused while
 * a page query (which reads the version in the same snapshot as its rows) still sees that version. A
 * trigger bumps the version in every transaction that can change a count (migration 0004), so a
 * reused total is never stale, whichever process made the change.
 */
interface CachedCount {
  version: string
  total: number
}
const MAX_CACHED_COUNTS = 1000
const countCaches = new WeakMap<Database, { counted: Map<string, CachedCount>; counting: Map<string, Promise<CachedCount>> }>()

function countCacheOf(db: Database) {
  let cache = countCaches.get(db)
  if (!cache) countCaches.set(db, (cache = { counted: new Map(), counting: new Map() }))
  return cache
}

function remember(counted: Map<string, CachedCount>, key: string, count: CachedCount) {
  // Counts may finish out of order: never replace a newer one.
  const known = counted.get(key)
  if (known && BigInt(known.version) > BigInt(count.version)) return
  counted.delete(key)
  counted.set(key, count)
  // Oldest first in a Map: drop the least recently stored once full (free-text filters are unbounded).
  if (counted.size > MAX_CACHED_COUNTS) counted.delete(counted.keys().next().value!)
}

const counters = new WeakMap<Database, ListingCounter>()

/** The database's in-memory columns, one per process. */
export function listingCounterOf(db: Database): ListingCounter {
  let counter = counters.get(db)
  if (!counter) counters.set(db, (counter = createListingCounter(db)))
  return counter
}

/** Reads the listings' columns into memory now (at start-up, before the first visitor asks). */
export const loadListingColumns = (db: Database): Promise<void> => listingCounterOf(db).load()

/** The query's in-memory side: its totals (without words) and its pages (words matched by the database). */
export function memoryCountOf(db: Database, query: PropertyListQuery, words?: SearchWords): MemoryCount | undefined {
  if (!countableInMemory(query) && !words) return undefined
  const counter = listingCounterOf(db)
  let asked: Promise<DollarBounds | undefined> | undefined
  const bounds = () => (asked ??= dollarBounds(db, query).catch(() => undefined))
  // Started now, beside the page's rows: it is needed only if the columns answer.
  if (counter.current) void bounds()
  return { counter, query, bounds, words }
}

/**
 * One page of a list and the list's exact total: from the page itself when it is the last, else
 * from the count cache, the in-memory columns (`memory`, public searches) or a count run now.
 */
export async function pagedList<T, Row extends PageRow>(
  db: Database,
  filter: ListFilter,
  sortBy: SortField,
  sortOrder: SortOrder,
  pageNumber: number,
  limit: number,
  shape: PageShape<T, Row>,
  memory?: MemoryCount,
): Promise<Paged<T>> {
  // A public search the in-memory columns can answer whole: only the page's listings are read.
  // Columns behind a version some page showed catch up first (a read of the listings changed since).
  if (memory && (memory.counter.current || (await memory.counter.reach()))) {
    const picked = await pageFromMemory(db, memory, sortBy, sortOrder, pageNumber, limit, shape)
    if (picked) return picked
  }
  const list = preparedListOf(db, filter, sortBy, sortOrder)
  const cache = countCacheOf(db)
  // Two requests share a count only if they filter alike: same shape, same values.
  const key = `${filter.shape.join(',')}\u0000${JSON.stringify(filter.values)}`
  const count = async (): Promise<CachedCount> => {
    const [row] = await list.count.execute(filter.values)
    const result = { total: row.total, version: String(row.version) }
    remember(cache.counted, key, result)
    return result
  }
  // Requests that need the same count at the same time wait for one query instead of each running
  // it (at start, or after a change, a busy filter would otherwise be counted once per request).
  const sharedCount = () => {
    let counting = cache.counting.get(key)
    if (!counting) {
      counting = count().finally(() => cache.counting.delete(key))
      cache.counting.set(key, counting)
    }
    return counting
  }

  const offset = (pageNumber - 1) * limit
  const fetchRows = list.rows.execute({ ...filter.values, limit, offset })
  const cached = cache.counted.get(key)
  // Nothing to reuse: count beside the page rather than after it, unless the in-memory columns are
  // up to date and will very likely answer.
  const memoryFirst = !cached && memory !== undefined && memory.counter.current && countableInMemory(memory.query)
  const [rows, early] = await Promise.all([fetchRows, cached || memoryFirst ? undefined : sharedCount()])
  const seen = rows.length > 0 ? BigInt(rows[0].listVersion) : undefined
  if (seen !== undefined) memory?.counter.saw(seen)
  let total: number
  if (rows.length > 0 ? rows.length < limit : offset === 0) {
    // The last page, read in one snapshot: the total is what precedes it plus what it holds.
    total = offset + rows.length
  } else if (seen === undefined) {
    // No row to read the page's version from (past the end): a count run now.
    total = (early ?? (await sharedCount())).total
  } else if (cached && BigInt(cached.version) >= seen) {
    total = cached.total
  } else {
    const inMemory = memory?.counter.current ? memory.counter.count(memory.query, await memory.bounds()) : undefined
    if (inMemory && inMemory.version >= seen) {
      total = inMemory.total
      remember(cache.counted, key, { total, version: String(inMemory.version) })
    } else {
      let counted = early ?? (await sharedCount())
      // A shared count that began before a change this page already sees is too old: count afresh.
      if (BigInt(counted.version) < seen) counted = await count()
      total = counted.total
    }
  }
  return { data: rows.map((row) => shape.fromWhole(row, filter.audience)), pagination: paginationOf(pageNumber, limit, total) }
}

import { eq, sql } from 'drizzle-orm'
import { CURRENCIES } from '../../../shared/constants.ts'
import type { PropertyListQuery } from '../../../shared/schemas/queries.ts'
import { FEATURE_FILTERS, type FeatureFilter } from '../../../shared/featureFilters.ts'
import { FACT_FILTERS } from '../../../shared/searchFilters.ts'
import type { Database } from '../../db/client.ts'
import { currencies } from '../../db/schema.ts'
import {
  FEATURED,
  featureCode,
  idOfRow,
  isMemorySort,
  MAX_PATCHED_ROWS,
  micros,
  OPEN,
  OPPORTUNITY,
  readChanges,
  readSnapshot,
  type MemorySort,
  type Snapshot,
  type SortOrderOf,
} from './listingSnapshot.ts'
import { patchSnapshot } from './snapshotPatch.ts'
import { rowsInLatitudes } from './latitudeBands.ts'

export { micros } from './listingSnapshot.ts'

/**
 * Exact totals for the public search without asking the database, for the filters most searches
 * use (issue 24: counting a filter not seen before cost 11–40 ms of database CPU at 100,000
 * listings, most of a cold search's cost). Each process keeps the filtered columns of every active
 * listing in typed arrays, read in one snapshot together with `property_list_version`; a total
 * counted from them is exact for that version, and the list uses it only while its page's rows show
 * the same version (the rule of the count cache in pagedList.ts). Searches with words are
 * counted by the database (they need the trigram index). Dollar prices are compared exactly, as
 * integers of millionths (their stored scale); a price range's bounds in dollars are a rounded
 * numeric division that only the database repeats exactly, so it computes them (one small read).
 * The same columns pick a page of such a search (`page`, memoryPages.ts; ADR 027), with each
 * listing's id and place in each order. Memory: about 175 bytes per active listing (18 MB at 100,000).
 * After a write the columns catch up by the listings it stamped (migration 0031, snapshotPatch.ts).
 */
export interface ListingCounter {
  /** The total for the query at the snapshot's version, or undefined when the query is not countable here or there is no snapshot. */
  count(query: PropertyListQuery, bounds?: DollarBounds): { total: number; version: bigint } | undefined
  /**
   * The ids of one page of the query in the given order, and its total, at the snapshot's version;
   * undefined where the columns cannot answer (words without their match, an order by views, no
   * snapshot). The caller uses them only if the listings it then reads show that same version.
   */
  page(query: PropertyListQuery, bounds: DollarBounds, sortBy: string, sortOrder: 'asc' | 'desc', offset: number, limit: number, words?: WordMatch): MemoryPage | undefined
  /**
   * The map's points of the query (placed listings, featured then newest first, at most `max`) and
   * how many there are, at the snapshot's version; undefined where the columns cannot answer.
   */
  mapPoints(query: PropertyListQuery, bounds: DollarBounds, max: number, words?: WordMatch): MemoryMap | undefined
  /** The version of the columns held now; null before the first read. */
  readonly version: bigint | null
  /** A version some page's rows showed: a newer one than the snapshot's schedules a reload. */
  saw(version: bigint): void
  /** The snapshot is at least the newest version seen: a count from it will very likely be used. */
  readonly current: boolean
  /**
   * Waits for the columns to reach `version` (the newest seen by default), starting a load of the
   * changes if none runs: after a write, a few milliseconds' wait instead of a search the database
   * filters whole. False when they did not (a whole read waits its turn, or failed).
   */
  reach(version?: bigint): Promise<boolean>
  /** Loads now (the listings changed since the columns held, or all of them when `whole`); resolves when done. For tests and start-up. */
  load(whole?: boolean): Promise<void>
  /**
   * Called, before any pick from the new columns, each time they catch up by a patch: the columns
   * before and after, and the ids of the listings that changed between (active or not). A whole read
   * is not reported: what changed is then unknown.
   */
  onPatch(listener: (patch: ColumnsPatch) => void): void
}

/** The columns before and after one patch, and the listings that changed between. */
export interface ColumnsPatch {
  before: Snapshot
  after: Snapshot
  changed: readonly number[]
}

/** One page picked from the columns: the listings' ids in the page's order, and the query's total. */
export interface MemoryPage {
  ids: number[]
  total: number
  version: bigint
}

/**
 * The active listings a search's words match, as the database found them (memoryPages.ts): their
 * ids ascending, at a list version. Usable only with columns of that same version.
 */
export interface WordMatch {
  version: bigint
  ids: Int32Array
  /** The same set as a flag per row of the columns it was matched against (made once, on first use). */
  rows?: { of: object; flags: Uint8Array }
}

/** Row flags for a word match: one walk down the columns' ids and the match's, both ascending. */
function wordRows(s: Snapshot, words: WordMatch): Uint8Array {
  if (words.rows?.of === s) return words.rows.flags
  const flags = new Uint8Array(s.size)
  let i = 0
  for (const id of words.ids) {
    while (i < s.size && s.ids[i] < id) i++
    if (i < s.size && s.ids[i] === id) flags[i] = 1
  }
  words.rows = { of: s, flags }
  return flags
}

/** A map's points picked from the columns; the type is the listing's type id (the caller names it). */
export interface MemoryMap {
  points: { id: number; lat: number; lng: number; price: number; currency: (typeof CURRENCIES)[number]; typeId: number }[]
  total: number
  version: bigint
}

/**
 * The rows a query's words allow: none to check without words; null when the words' match is
 * missing or of other columns (words are matched by the database, once per word and version).
 */
function wordFlags(s: Snapshot, query: PropertyListQuery, words: WordMatch | undefined): Uint8Array | undefined | null {
  if (countableInMemory(query)) return undefined
  return words?.version === s.version ? wordRows(s, words) : null
}

/** At least this long between two whole reads, and at least 20 times what the last one took. */
const MIN_RELOAD_MS = 5000

/** A price range in millionths of a dollar, as the database rounds it (`inDollars` in listFilter.ts). */
export interface DollarBounds {
  min?: number
  max?: number
  /** `maxMonthlyCost` in dollars. */
  maxMonthly?: number
}

/** Whether a listing's coded feature passes the filter's (already coded) value. */
function featurePasses(filter: FeatureFilter, code: number, wanted: number): boolean {
  if (code < 0) return false
  if (filter.kind === 'level') return code >= wanted
  if (filter.kind === 'all') return (code & wanted) === wanted
  return code === wanted
}

/** Whether the in-memory columns can count this query exactly. */
export function countableInMemory(query: PropertyListQuery): boolean {
  return !(query.q ?? query.search ?? '').trim()
}

/** The query's price range in dollars, rounded by the database exactly as the list's filter rounds it. */
export async function dollarBounds(db: Database, query: PropertyListQuery): Promise<DollarBounds | undefined> {
  if (query.minPrice === undefined && query.maxPrice === undefined && query.maxMonthlyCost === undefined) return {}
  const inDollars = (amount: number | undefined) => (amount === undefined ? sql<null>`null` : sql<string>`round(${String(amount)}::numeric / ${currencies.usdRate}, 6)::text`)
  const [row] = await db
    .select({ min: inDollars(query.minPrice), max: inDollars(query.maxPrice), maxMonthly: inDollars(query.maxMonthlyCost) })
    .from(currencies)
    .where(eq(currencies.code, query.currency))
  if (!row) return undefined
  const read = (text: string | null) => (text === null ? undefined : micros(text))
  const bounds = { min: read(row.min), max: read(row.max), maxMonthly: read(row.maxMonthly) }
  return Number.isNaN(bounds.min) || Number.isNaN(bounds.max) || Number.isNaN(bounds.maxMonthly) ? undefined : bounds
}

/** Whether row i passes the query's filters (the list's own, listFilter.ts); null when no row can. */
export function matcherOf(s: Snapshot, query: PropertyListQuery, bounds: DollarBounds, words?: Uint8Array): ((i: number) => boolean) | null {
  const country = query.countryId === undefined ? -1 : (s.countries.get(query.countryId) ?? -2)
  const city = query.cityId === undefined ? -1 : (s.cities.get(query.cityId) ?? -2)
  // A place no active listing has: nothing matches.
  if (country === -2 || city === -2) return null
  const type = query.propertyTypeId ?? -1
  const rent = query.priceType === undefined ? -1 : query.priceType === 'rent' ? 1 : 0
  let mask = query.includeClosed ? 0 : OPEN
  let want = mask
  if (query.isOpportunity !== undefined) {
    mask |= OPPORTUNITY
    if (query.isOpportunity) want |= OPPORTUNITY
  }
  if (query.isFeatured !== undefined) {
    mask |= FEATURED
    if (query.isFeatured) want |= FEATURED
  }
  const { bbox } = query
  // The fact filters the query sets, as columns and bounds.
  const facts = FACT_FILTERS.flatMap((filter) => {
    const value = query[filter.key]
    return value === undefined ? [] : [{ values: s.facts[filter.column], value, min: filter.bound === 'min' }]
  })
  const features = FEATURE_FILTERS.flatMap((filter) => {
    const value = query[filter.key]
    return value === undefined ? [] : [{ filter: filter as FeatureFilter, codes: s.features[filter.key], wanted: featureCode(filter, value) }]
  })
  const { min: minPrice, max: maxPrice, maxMonthly } = bounds
  // The columns as locals, and no loop over absent filters: this runs for every candidate row.
  const { flags, country: countries, city: cities, type: types, rent: rents, price, monthly, latitude, longitude } = s
  const factCount = facts.length
  const featureCount = features.length
  return (i) => {
    if ((flags[i] & mask) !== want) return false
    if (words !== undefined && words[i] === 0) return false
    if (country >= 0 && countries[i] !== country) return false
    if (city >= 0 && cities[i] !== city) return false
    if (type >= 0 && types[i] !== type) return false
    if (rent >= 0 && rents[i] !== rent) return false
    for (let k = 0; k < factCount; k++) {
      const fact = facts[k]
      if (!(fact.min ? fact.values[i] >= fact.value : fact.values[i] <= fact.value)) return false
    }
    if (minPrice !== undefined && !(price[i] >= minPrice)) return false
    if (maxPrice !== undefined && !(price[i] <= maxPrice)) return false
    if (maxMonthly !== undefined && !(monthly[i] <= maxMonthly)) return false
    for (let k = 0; k < featureCount; k++) {
      const feature = features[k]
      if (!featurePasses(feature.filter, feature.codes[i], feature.wanted)) return false
    }
    if (bbox && !(latitude[i] >= bbox[1] && latitude[i] <= bbox[3] && longitude[i] >= bbox[0] && longitude[i] <= bbox[2])) return false
    return true
  }
}

const NO_ROWS = new Int32Array(0)

/** The first place in `order.asc` from which `passes` holds to the end (it must hold from some place on). */
function firstPassing(order: SortOrderOf, values: Float64Array, passes: (value: number) => boolean): number {
  let low = 0
  let high = order.asc.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (passes(values[order.asc[middle]])) high = middle
    else low = middle + 1
  }
  return low
}

/**
 * The places in an order's ascending rows between two bounds, both included (NaN, a missing value,
 * numbered last, is outside any range): every row a range of that column can match, and only those.
 */
function rangePlaces(order: SortOrderOf, values: Float64Array, min: number | undefined, max: number | undefined): { from: number; to: number } {
  const from = min === undefined ? 0 : firstPassing(order, values, (value) => !(value < min))
  const to = firstPassing(order, values, (value) => !(max === undefined ? !Number.isNaN(value) : value <= max))
  return { from, to: Math.max(from, to) }
}

/** The range of the price or the monthly cost a query sets, as places in that column's order; undefined for none. */
function rangesOf(s: Snapshot, bounds: DollarBounds): { sort: MemorySort; from: number; to: number }[] {
  const ranges: { sort: MemorySort; from: number; to: number }[] = []
  if (bounds.min !== undefined || bounds.max !== undefined) ranges.push({ sort: 'price', ...rangePlaces(s.orders.price, s.price, bounds.min, bounds.max) })
  if (bounds.maxMonthly !== undefined) ranges.push({ sort: 'monthlyCost', ...rangePlaces(s.orders.monthlyCost, s.monthly, undefined, bounds.maxMonthly) })
  return ranges
}

/**
 * The rows a query can match, the fewest its place, operation, type or price range allow (the
 * matcher still checks them all), or undefined for every row. Call after matcherOf, which settles
 * unknown places. Rows from a price range come in that order, not ascending.
 */
function candidatesOf(s: Snapshot, query: PropertyListQuery, bounds: DollarBounds): Int32Array | undefined {
  const rent = query.priceType === undefined ? undefined : query.priceType === 'rent' ? 1 : 0
  const city = query.cityId === undefined ? undefined : s.cities.get(query.cityId)
  const country = query.countryId === undefined ? undefined : s.countries.get(query.countryId)
  const type = query.propertyTypeId
  let fewest: Int32Array | undefined
  const consider = (rows: Int32Array) => {
    if (!fewest || rows.length < fewest.length) fewest = rows
  }
  if (city !== undefined) consider(s.rowsOf.city[city])
  else if (country !== undefined) consider(rent === undefined ? s.rowsOf.country[country] : s.rowsOf.countryRent[country * 2 + rent])
  else if (rent !== undefined) consider(s.rowsOf.rent[rent])
  // A type no active listing has: nothing to check.
  if (type !== undefined) consider((rent === undefined ? s.rowsOf.type.get(type) : s.rowsOf.typeRent.get(type * 2 + rent)) ?? NO_ROWS)
  // A map's view: the listings of its latitudes (a map with no other filter checked every listing).
  if (query.bbox) consider(rowsInLatitudes(s, query.bbox[1], query.bbox[3]))
  // A range's rows are in that column's order, scattered in memory: worth it when much fewer.
  for (const range of rangesOf(s, bounds)) if (range.to - range.from < (fewest?.length ?? s.size) / 2) fewest = s.orders[range.sort].asc.subarray(range.from, range.to)
  return fewest
}

/** How many rows pass, from the query's candidates. */
function countMatches(s: Snapshot, query: PropertyListQuery, bounds: DollarBounds, matches: (i: number) => boolean): number {
  const rows = candidatesOf(s, query, bounds)
  let total = 0
  if (rows) {
    for (let k = 0; k < rows.length; k++) if (matches(rows[k])) total++
  } else {
    for (let i = 0; i < s.size; i++) if (matches(i)) total++
  }
  return total
}

function countIn(s: Snapshot, query: PropertyListQuery, bounds: DollarBounds): number {
  const matches = matcherOf(s, query, bounds)
  return matches ? countMatches(s, query, bounds, matches) : 0
}

/** Below this many matches a page is picked by sorting them; above, by walking the order until it fills. */
const SORT_MATCHES_BELOW = 4096

/** The row at place p of an order, ascending or descending as the database sorts it. */
function rowAt(order: SortOrderOf, size: number, descending: boolean, p: number): number {
  if (!descending) return order.asc[p]
  const placed = size - order.nullsLast
  // Descending: the rows with a value backwards, then (nulls last) those without, also backwards.
  return p < placed ? order.asc[placed - 1 - p] : order.asc[size - 1 - (p - placed)]
}

/** Row i's place in an order (the inverse of rowAt). */
function placeOf(order: SortOrderOf, size: number, descending: boolean, i: number): number {
  const rank = order.rank[i]
  if (!descending) return rank
  const placed = size - order.nullsLast
  return rank < placed ? placed - 1 - rank : placed + (size - 1 - rank)
}

function pageIn(
  s: Snapshot,
  query: PropertyListQuery,
  bounds: DollarBounds,
  sort: MemorySort,
  descending: boolean,
  offset: number,
  limit: number,
  words: Uint8Array | undefined,
  sortMatchesBelow = SORT_MATCHES_BELOW,
): { ids: number[]; total: number } {
  const matches = matcherOf(s, query, bounds, words)
  if (!matches) return { ids: [], total: 0 }
  const order = s.orders[sort]
  // One pass in storage order (cheap on memory) for the total, keeping the first matches' rows.
  const found = new Int32Array(Math.min(s.size, sortMatchesBelow))
  let total = 0
  const candidates = candidatesOf(s, query, bounds)
  const count = candidates ? candidates.length : s.size
  for (let k = 0; k < count; k++) {
    const i = candidates ? candidates[k] : k
    if (!matches(i)) continue
    if (total < found.length) found[total] = i
    total++
  }
  if (offset >= total) return { ids: [], total }
  const rows: number[] = []
  if (total <= found.length) {
    // Few matches: sort them by their place in the order (a typed array sorts numerically, natively).
    const places = found.subarray(0, total)
    for (let k = 0; k < total; k++) places[k] = placeOf(order, s.size, descending, places[k])
    places.sort()
    for (const place of places.subarray(offset, offset + limit)) rows.push(rowAt(order, s.size, descending, place))
  } else {
    // Many: they are dense in the order too, so the page fills after a short walk; in the order of
    // the range the query sets, from the range's start (not past every cheaper listing first).
    let seen = 0
    const range = rangesOf(s, bounds).find((candidate) => candidate.sort === sort)
    if (range) {
      for (let k = 0; k < range.to - range.from && rows.length < limit; k++) {
        const i = order.asc[descending ? range.to - 1 - k : range.from + k]
        if (!matches(i)) continue
        if (seen++ >= offset) rows.push(i)
      }
    } else {
      for (let p = 0; p < s.size && rows.length < limit; p++) {
        const i = rowAt(order, s.size, descending, p)
        if (!matches(i)) continue
        if (seen++ >= offset) rows.push(i)
      }
    }
  }
  return { ids: rows.map((i) => s.ids[i]), total }
}

/**
 * A price range needs its bounds in dollars; a listing whose price could not be read exactly (NaN)
 * would silently fall out of every range: such a snapshot's ranges are left to the database.
 */
export function priceBoundsUsable(snapshot: Snapshot, query: PropertyListQuery, bounds: DollarBounds): boolean {
  if ((query.minPrice !== undefined && bounds.min === undefined) || (query.maxPrice !== undefined && bounds.max === undefined)) return false
  if (query.maxMonthlyCost !== undefined && bounds.maxMonthly === undefined) return false
  return !((bounds.min !== undefined || bounds.max !== undefined || bounds.maxMonthly !== undefined) && snapshot.inexactPrices)
}

function mapIn(s: Snapshot, query: PropertyListQuery, bounds: DollarBounds, max: number, words: Uint8Array | undefined): Omit<MemoryMap, 'version'> {
  const filter = matcherOf(s, query, bounds, words)
  if (!filter) return { points: [], total: 0 }
  // Featured first, then the rest, each newest first (the date's order read backwards, ties by id
  // descending). One pass over the candidates marks each point's place in that order (2 featured, 1
  // not), then the places are read backwards: a walk of the whole order, checking each listing,
  // cost most of a map's answer when few listings matched.
  const order = s.orders.createdAt
  const marks = new Uint8Array(s.size)
  const { latitude, flags } = s
  let total = 0
  let lowest = s.size
  let highest = -1
  const mark = (i: number) => {
    // Listings without a point are not on the map.
    if (Number.isNaN(latitude[i]) || !filter(i)) return
    total++
    const place = order.rank[i]
    marks[place] = (flags[i] & FEATURED) !== 0 ? 2 : 1
    if (place < lowest) lowest = place
    if (place > highest) highest = place
  }
  const candidates = candidatesOf(s, query, bounds)
  if (candidates) for (let k = 0; k < candidates.length; k++) mark(candidates[k])
  else for (let i = 0; i < s.size; i++) mark(i)
  const rows: number[] = []
  for (const wanted of [2, 1]) for (let place = highest; place >= lowest && rows.length < max; place--) if (marks[place] === wanted) rows.push(order.asc[place])
  const points = rows.map((i) => ({ id: s.ids[i], lat: s.latitude[i], lng: s.longitude[i], price: s.asking[i], currency: CURRENCIES[s.currency[i]], typeId: s.type[i] }))
  return { points, total }
}

export function createListingCounter(
  db: Database,
  /**
   * `batchRows`: listings per statement when reading the columns; `sortMatchesBelow`: matches up to
   * which a page is picked by sorting them (tests make both small, to cross batches and to walk).
   */
  options: { onError?: (error: unknown) => void; now?: () => number; batchRows?: number; sortMatchesBelow?: number; maxPatchedRows?: number } = {},
): ListingCounter {
  const now = options.now ?? Date.now
  let snapshot: Snapshot | undefined
  let newest = -1n
  let loading: Promise<void> | undefined
  let loadingWhole = false
  /** A deletion, or too many changes, since the columns: only a whole read catches up. */
  let wholeDue = false
  let nextWholeReadAt = 0
  const patchListeners: ((patch: ColumnsPatch) => void)[] = []
  /** Every listing's columns again: at start, and after a deletion or a change of many listings, at most so often. */
  const readWhole = async () => {
    const started = now()
    try {
      const read = await readSnapshot(db, options.batchRows)
      if (!snapshot || read.version >= snapshot.version) snapshot = read
      if (read.version > newest) newest = read.version
      wholeDue = false
    } finally {
      nextWholeReadAt = now() + Math.max(MIN_RELOAD_MS, 20 * (now() - started))
    }
  }
  /** Only the listings changed since the columns' version (migration 0031), as soon as a newer one is seen. */
  const catchUp = async (held: Snapshot) => {
    const changes = await readChanges(db, held.version, options.maxPatchedRows ?? MAX_PATCHED_ROWS)
    if (changes === 'whole') {
      wholeDue = true
      return
    }
    if (changes.version > held.version) {
      const after = patchSnapshot(held, changes)
      snapshot = after
      const patch = { before: held, after, changed: changes.rows.map(({ row }) => idOfRow(row)) }
      for (const listener of patchListeners) {
        try {
          listener(patch)
        } catch (error) {
          options.onError?.(error)
        }
      }
    }
    if (changes.version > newest) newest = changes.version
  }
  const run = (whole: boolean) => {
    loadingWhole = whole
    loading = (async () => {
      try {
        await (whole || !snapshot ? readWhole() : catchUp(snapshot))
      } catch (error) {
        options.onError?.(error)
      } finally {
        loading = undefined
        loadingWhole = false
      }
    })()
    return loading
  }
  /** A load asked for while one runs starts after it: what changed meanwhile is read too. */
  const load = async (whole = false) => {
    while (loading) await loading
    if (!whole && snapshot && !wholeDue) await run(false)
    if (whole || !snapshot || (wholeDue && now() >= nextWholeReadAt)) {
      while (loading) await loading
      await run(true)
    }
  }
  return {
    count(query, bounds = {}) {
      if (!snapshot || !countableInMemory(query) || !priceBoundsUsable(snapshot, query, bounds)) return undefined
      return { total: countIn(snapshot, query, bounds), version: snapshot.version }
    },
    page(query, bounds, sortBy, sortOrder, offset, limit, words) {
      if (!snapshot || !isMemorySort(sortBy) || !priceBoundsUsable(snapshot, query, bounds)) return undefined
      // A price not held exactly was numbered as missing: its order is the database's to give.
      if (snapshot.inexactPrices && (sortBy === 'price' || sortBy === 'monthlyCost')) return undefined
      const flags = wordFlags(snapshot, query, words)
      if (flags === null) return undefined
      return { ...pageIn(snapshot, query, bounds, sortBy, sortOrder === 'desc', offset, limit, flags, options.sortMatchesBelow), version: snapshot.version }
    },
    mapPoints(query, bounds, max, words) {
      if (!snapshot || !priceBoundsUsable(snapshot, query, bounds)) return undefined
      const flags = wordFlags(snapshot, query, words)
      if (flags === null) return undefined
      return { ...mapIn(snapshot, query, bounds, max, flags), version: snapshot.version }
    },
    get version() {
      return snapshot?.version ?? null
    },
    saw(version) {
      if (version > newest) newest = version
      if (loading) return
      if (!snapshot || wholeDue) {
        if (now() >= nextWholeReadAt) void run(true)
      } else if (snapshot.version < newest) void run(false)
    },
    get current() {
      return snapshot !== undefined && snapshot.version >= newest
    },
    async reach(version = newest) {
      // Two loads at most: one already running may have begun before `version` was committed. A
      // whole read takes seconds at 100,000 listings: the database answers meanwhile.
      for (let attempt = 0; attempt < 3; attempt++) {
        if (snapshot && snapshot.version >= version) return true
        if (!snapshot || attempt === 2) break
        this.saw(version)
        if (!loading || loadingWhole) break
        await loading
      }
      return false
    },
    load,
    onPatch(listener) {
      patchListeners.push(listener)
    },
  }
}

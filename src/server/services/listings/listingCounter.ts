import { eq, sql } from 'drizzle-orm'
import { CLOSED_STATUS_IDS } from '../../../shared/constants.ts'
import type { PropertyListQuery } from '../../../shared/schemas/queries.ts'
import { FEATURE_FILTERS, type FeatureFilter, type FeatureKey } from '../../../shared/featureFilters.ts'
import { FACT_COLUMNS, FACT_FILTERS, type FactColumn } from '../../../shared/searchFilters.ts'
import type { Database } from '../../db/client.ts'
import { currencies, properties, propertyListVersion } from '../../db/schema.ts'

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
 * Memory: about 110 bytes per active listing (11 MB at 100,000).
 */
export interface ListingCounter {
  /** The total for the query at the snapshot's version, or undefined when the query is not countable here or there is no snapshot. */
  count(query: PropertyListQuery, bounds?: DollarBounds): { total: number; version: bigint } | undefined
  /** A version some page's rows showed: a newer one than the snapshot's schedules a reload. */
  saw(version: bigint): void
  /** The snapshot is at least the newest version seen: a count from it will very likely be used. */
  readonly current: boolean
  /** Loads (or reloads) now; resolves when done. For tests and start-up. */
  load(): Promise<void>
}

interface Snapshot {
  version: bigint
  /** A listing has a dollar price beyond what the arrays hold exactly. */
  inexactPrices: boolean
  size: number
  countries: Map<string, number>
  cities: Map<string, number>
  country: Uint8Array
  city: Uint16Array
  type: Int32Array
  rent: Uint8Array
  /** 1 open (neither sold nor rented), 2 opportunity, 4 featured. */
  flags: Uint8Array
  /** The fact filters' columns (searchFilters.ts), NaN where a listing has none. */
  facts: Record<FactColumn, Float64Array>
  /** The feature filters' columns (featureFilters.ts), each encoded by `featureCode`. */
  features: Record<FeatureKey, Int32Array>
  /** Millionths of a dollar, exact (NaN: none, or too large to count here). */
  price: Float64Array
  /** The monthly cost in millionths of a dollar, as `price`. */
  monthly: Float64Array
  latitude: Float64Array
  longitude: Float64Array
}

const OPEN = 1
const OPPORTUNITY = 2
const FEATURED = 4
/** At least this long between two loads, and at least 20 times what the last one took. */
const MIN_RELOAD_MS = 5000

/** A price range in millionths of a dollar, as the database rounds it (`inDollars` in listFilter.ts). */
export interface DollarBounds {
  min?: number
  max?: number
  /** `maxMonthlyCost` in dollars. */
  maxMonthly?: number
}

/**
 * A feature column's value as one integer: yes/no 1/0, a level's index, an exact number, a set as a
 * bit per option; -1 for NULL, which no filter accepts (as SQL's comparisons with NULL).
 */
function featureCode(filter: FeatureFilter, value: unknown): number {
  if (value === null || value === undefined) return -1
  switch (filter.kind) {
    case 'yes':
      return value ? 1 : 0
    case 'level':
      return (filter.levels as readonly unknown[]).indexOf(value)
    case 'exact':
      return Number(value)
    case 'all':
      return (value as string[]).reduce((bits, option) => bits | (1 << filter.options.indexOf(option)), 0)
  }
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

/** Millionths of a dollar from numeric text (scale 6 at most): exact while below 2^53, else NaN. */
export function micros(text: string | null): number {
  if (text === null) return NaN
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(text)
  if (!match) return NaN
  const value = Number(match[2]) * 1e6 + Number((match[3] ?? '').padEnd(6, '0'))
  if (!Number.isSafeInteger(value)) return NaN
  return match[1] ? -value : value
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

async function readSnapshot(db: Database): Promise<Snapshot> {
  // One snapshot for the version and the rows: the total is exact for that version.
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: propertyListVersion.version }).from(propertyListVersion).where(eq(propertyListVersion.id, 1))
      const rows = await tx
        .select({
          countryId: properties.countryId,
          cityId: properties.cityId,
          propertyTypeId: properties.propertyTypeId,
          priceType: properties.priceType,
          statusId: properties.statusId,
          isOpportunity: properties.isOpportunity,
          isFeatured: properties.isFeatured,
          ...(Object.fromEntries(FACT_COLUMNS.map((column) => [column, properties[column]])) as Record<FactColumn, typeof properties.area>),
          ...(Object.fromEntries(FEATURE_FILTERS.map((filter) => [filter.key, properties[filter.column]])) as Record<FeatureKey, typeof properties.amenities>),
          priceUsd: sql<string | null>`${properties.priceUsd}::text`,
          monthlyUsd: sql<string | null>`${properties.monthlyCostUsd}::text`,
          latitude: properties.publicLatitude,
          longitude: properties.publicLongitude,
        })
        .from(properties)
        .where(eq(properties.isActive, true))
      const size = rows.length
      const countries = new Map<string, number>()
      const cities = new Map<string, number>()
      const intern = (names: Map<string, number>, name: string) => {
        let id = names.get(name)
        if (id === undefined) names.set(name, (id = names.size))
        return id
      }
      const s: Snapshot = {
        version: BigInt(row?.version ?? 0),
        inexactPrices: false,
        size,
        countries,
        cities,
        country: new Uint8Array(size),
        city: new Uint16Array(size),
        type: new Int32Array(size),
        rent: new Uint8Array(size),
        flags: new Uint8Array(size),
        facts: Object.fromEntries(FACT_COLUMNS.map((column) => [column, new Float64Array(size)])) as Record<FactColumn, Float64Array>,
        features: Object.fromEntries(FEATURE_FILTERS.map((filter) => [filter.key, new Int32Array(size)])) as Record<FeatureKey, Int32Array>,
        price: new Float64Array(size),
        monthly: new Float64Array(size),
        latitude: new Float64Array(size),
        longitude: new Float64Array(size),
      }
      const closed: readonly string[] = CLOSED_STATUS_IDS
      // A missing value is NaN, which no comparison accepts, as SQL's null is never >= anything.
      const orNaN = (value: number | null) => (value === null ? NaN : value)
      rows.forEach((r, i) => {
        s.country[i] = intern(countries, r.countryId)
        s.city[i] = intern(cities, r.cityId)
        s.type[i] = r.propertyTypeId
        s.rent[i] = r.priceType === 'rent' ? 1 : 0
        s.flags[i] = (closed.includes(r.statusId) ? 0 : OPEN) | (r.isOpportunity ? OPPORTUNITY : 0) | (r.isFeatured ? FEATURED : 0)
        for (const column of FACT_COLUMNS) s.facts[column][i] = orNaN(r[column])
        for (const filter of FEATURE_FILTERS) s.features[filter.key][i] = featureCode(filter, r[filter.key])
        s.price[i] = micros(r.priceUsd)
        s.monthly[i] = micros(r.monthlyUsd)
        if ((r.priceUsd !== null && Number.isNaN(s.price[i])) || (r.monthlyUsd !== null && Number.isNaN(s.monthly[i]))) s.inexactPrices = true
        s.latitude[i] = orNaN(r.latitude)
        s.longitude[i] = orNaN(r.longitude)
      })
      return s
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

function countIn(s: Snapshot, query: PropertyListQuery, bounds: DollarBounds): number {
  const country = query.countryId === undefined ? -1 : (s.countries.get(query.countryId) ?? -2)
  const city = query.cityId === undefined ? -1 : (s.cities.get(query.cityId) ?? -2)
  // A place no active listing has: nothing matches.
  if (country === -2 || city === -2) return 0
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
  let total = 0
  rows: for (let i = 0; i < s.size; i++) {
    if ((s.flags[i] & mask) !== want) continue
    if (country >= 0 && s.country[i] !== country) continue
    if (city >= 0 && s.city[i] !== city) continue
    if (type >= 0 && s.type[i] !== type) continue
    if (rent >= 0 && s.rent[i] !== rent) continue
    for (const fact of facts) if (!(fact.min ? fact.values[i] >= fact.value : fact.values[i] <= fact.value)) continue rows
    if (minPrice !== undefined && !(s.price[i] >= minPrice)) continue
    if (maxPrice !== undefined && !(s.price[i] <= maxPrice)) continue
    if (maxMonthly !== undefined && !(s.monthly[i] <= maxMonthly)) continue
    for (const feature of features) if (!featurePasses(feature.filter, feature.codes[i], feature.wanted)) continue rows
    if (bbox && !(s.latitude[i] >= bbox[1] && s.latitude[i] <= bbox[3] && s.longitude[i] >= bbox[0] && s.longitude[i] <= bbox[2])) continue
    total++
  }
  return total
}

export function createListingCounter(db: Database, options: { onError?: (error: unknown) => void; now?: () => number } = {}): ListingCounter {
  const now = options.now ?? Date.now
  let snapshot: Snapshot | undefined
  let newest = -1n
  let loading: Promise<void> | undefined
  let nextLoadAt = 0
  const load = () => {
    loading ??= (async () => {
      const started = now()
      try {
        const read = await readSnapshot(db)
        if (!snapshot || read.version >= snapshot.version) snapshot = read
        if (read.version > newest) newest = read.version
      } catch (error) {
        options.onError?.(error)
      } finally {
        nextLoadAt = now() + Math.max(MIN_RELOAD_MS, 20 * (now() - started))
        loading = undefined
      }
    })()
    return loading
  }
  return {
    count(query, bounds = {}) {
      if (!snapshot || !countableInMemory(query)) return undefined
      // A price range needs its bounds in dollars; a listing whose price could not be read exactly
      // (NaN) would silently fall out of every range: leave such a snapshot's ranges to the database.
      if ((query.minPrice !== undefined && bounds.min === undefined) || (query.maxPrice !== undefined && bounds.max === undefined)) return undefined
      if (query.maxMonthlyCost !== undefined && bounds.maxMonthly === undefined) return undefined
      if ((bounds.min !== undefined || bounds.max !== undefined || bounds.maxMonthly !== undefined) && snapshot.inexactPrices) return undefined
      return { total: countIn(snapshot, query, bounds), version: snapshot.version }
    },
    saw(version) {
      if (version > newest) newest = version
      if ((!snapshot || snapshot.version < newest) && !loading && now() >= nextLoadAt) void load()
    },
    get current() {
      return snapshot !== undefined && snapshot.version >= newest
    },
    load,
  }
}

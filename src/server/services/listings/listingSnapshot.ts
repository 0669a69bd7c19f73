import { and, eq, gt, sql, type SQL } from 'drizzle-orm'
import { CLOSED_STATUS_IDS, CURRENCIES } from '../../../shared/constants.ts'
import { FEATURE_FILTERS, type FeatureFilter, type FeatureKey } from '../../../shared/featureFilters.ts'
import { FACT_COLUMNS, type FactColumn } from '../../../shared/searchFilters.ts'
import type { Database } from '../../db/client.ts'
import { properties, propertyListRemoval, propertyListVersion } from '../../db/schema.ts'
import { askingPriceColumn } from '../propertyRows.ts'

/** The orders a page can be picked in from memory; `views` change without a new version, so not those. */
export const MEMORY_SORTS = ['createdAt', 'price', 'area', 'monthlyCost'] as const
export type MemorySort = (typeof MEMORY_SORTS)[number]
export const isMemorySort = (sortBy: string): sortBy is MemorySort => (MEMORY_SORTS as readonly string[]).includes(sortBy)

/**
 * A listing's place in one order, as the database sorts (preparedLists.ts): `asc` holds the
 * snapshot's rows by ascending value, then id; `rank` is each row's place in it. Area and monthly
 * cost put listings without one last in both directions (`nullsLast` of them); the date and price
 * descending are `asc` read backwards (PostgreSQL puts a missing price first when descending).
 */
export interface SortOrderOf {
  asc: Int32Array
  rank: Int32Array
  nullsLast: number
}

/** The active listings' filtered columns at one list version, a row per listing in id order. */
export interface Snapshot {
  version: bigint
  ids: Int32Array
  orders: Record<MemorySort, SortOrderOf>
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
  /** What a map marker shows: the asking price in the listing's currency (an index of CURRENCIES). */
  asking: Float64Array
  currency: Uint8Array
  /** Microseconds since 1970: the date's order, kept to place a changed listing in it (snapshotPatch.ts). */
  created: Float64Array
  /**
   * The rows of each city, country, country and operation, operation, type, and type and operation
   * (ascending): a search with a place, an operation or a type checks only the fewest of those, not
   * every listing (most searches name one).
   */
  rowsOf: { city: Int32Array[]; country: Int32Array[]; countryRent: Int32Array[]; rent: Int32Array[]; type: Map<number, Int32Array>; typeRent: Map<number, Int32Array> }
}

export const OPEN = 1
export const OPPORTUNITY = 2
export const FEATURED = 4

/**
 * A feature column's value as one integer: yes/no 1/0, a level's index, an exact number, a set as a
 * bit per option; -1 for NULL, which no filter accepts (as SQL's comparisons with NULL).
 */
export function featureCode(filter: FeatureFilter, value: unknown): number {
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

/** Millionths of a dollar from numeric text (scale 6 at most): exact while below 2^53, else NaN. */
export function micros(text: string | null): number {
  if (text === null) return NaN
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(text)
  if (!match) return NaN
  const value = Number(match[2]) * 1e6 + Number((match[3] ?? '').padEnd(6, '0'))
  if (!Number.isSafeInteger(value)) return NaN
  return match[1] ? -value : value
}

/**
 * Numbers one order as the database sorts it: by value ascending, ties by id (the rows are in id
 * order), missing values (NaN) last. Values must be exact (see `micros`), or equal ones would differ.
 */
function numberOrder(order: SortOrderOf, values: Float64Array): void {
  const rows: number[] = []
  const missing: number[] = []
  for (let i = 0; i < values.length; i++) (Number.isNaN(values[i]) ? missing : rows).push(i)
  rows.sort((a, b) => values[a] - values[b] || a - b)
  let p = 0
  for (const i of rows) order.asc[p++] = i
  for (const i of missing) order.asc[p++] = i
  for (let place = 0; place < order.asc.length; place++) order.rank[order.asc[place]] = place
  order.nullsLast = missing.length
}

/**
 * What a snapshot reads of each listing, in the order of the JSON array each row arrives as. One
 * text field per row: PGlite decodes a result field by field, and 30 typed fields for each of
 * 100,000 listings took 3.2 s of the server's thread where one JSON text each takes 0.8 s.
 */
const READ = {
  id: sql`${properties.id}`,
  countryId: sql`${properties.countryId}`,
  cityId: sql`${properties.cityId}`,
  typeId: sql`${properties.propertyTypeId}`,
  priceType: sql`${properties.priceType}`,
  statusId: sql`${properties.statusId}`,
  isOpportunity: sql`${properties.isOpportunity}`,
  isFeatured: sql`${properties.isFeatured}`,
  // Exact decimals as text (a JSON number would be read as a rounded double).
  priceUsd: sql`${properties.priceUsd}::text`,
  monthlyUsd: sql`${properties.monthlyCostUsd}::text`,
  latitude: sql`${properties.publicLatitude}`,
  longitude: sql`${properties.publicLongitude}`,
  asking: askingPriceColumn,
  currency: sql`${properties.currency}`,
  // Microseconds since 1970, exact below 2^53 (until the year 2255): the date's order, numbered here.
  createdAt: sql`(extract(epoch from ${properties.createdAt}) * 1000000)::int8`,
} satisfies Record<string, SQL>
const READ_KEYS = Object.keys(READ) as (keyof typeof READ)[]
const at = Object.fromEntries(READ_KEYS.map((key, i) => [key, i])) as Record<keyof typeof READ, number>
const FACT_AT = READ_KEYS.length
const FEATURE_AT = READ_KEYS.length + FACT_COLUMNS.length
const rowJson = sql<string>`json_build_array(${sql.join(
  [...Object.values(READ), ...FACT_COLUMNS.map((column) => sql`${properties[column]}`), ...FEATURE_FILTERS.map((filter) => sql`${properties[filter.column]}`)],
  sql`, `,
)})::text`
/** Rows per statement: each is a slice of the server's thread on PGlite, not one long stall. */
export const SNAPSHOT_BATCH = 10_000

/** Reads every active listing's columns, with the list version they are exact for. */
export async function readSnapshot(db: Database, batchRows = SNAPSHOT_BATCH): Promise<Snapshot> {
  // One snapshot for the version and the rows: the total is exact for that version.
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: propertyListVersion.version }).from(propertyListVersion).where(eq(propertyListVersion.id, 1))
      const rows: unknown[][] = []
      for (let after = 0; ;) {
        const batch = await tx
          .select({ row: rowJson })
          .from(properties)
          .where(and(eq(properties.isActive, true), gt(properties.id, after)))
          // By id, so that a set of ids from the database (a search's words) is matched in one walk.
          .orderBy(properties.id)
          .limit(batchRows)
        for (const { row: text } of batch) rows.push(JSON.parse(text) as unknown[])
        if (batch.length < batchRows) break
        after = Number(rows[rows.length - 1]![at.id])
      }
      return columnsOf(BigInt(row?.version ?? 0), rows)
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** A snapshot's columns for `size` rows, zeroed; `countries` and `cities` number the names met so far. */
export function emptyColumns(version: bigint, size: number, countries: Map<string, number>, cities: Map<string, number>): Omit<Snapshot, 'rowsOf'> {
  const order = (): SortOrderOf => ({ asc: new Int32Array(size), rank: new Int32Array(size), nullsLast: 0 })
  return {
    version,
    ids: new Int32Array(size),
    orders: { createdAt: order(), price: order(), area: order(), monthlyCost: order() },
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
    asking: new Float64Array(size),
    currency: new Uint8Array(size),
    created: new Float64Array(size),
  }
}

/** Every column holding a value per row, in one order (to copy rows from one snapshot to another). */
export function rowColumns(s: Omit<Snapshot, 'rowsOf'>): (Int32Array | Uint16Array | Uint8Array | Float64Array)[] {
  return [
    s.ids,
    s.country,
    s.city,
    s.type,
    s.rent,
    s.flags,
    ...FACT_COLUMNS.map((column) => s.facts[column]),
    ...FEATURE_FILTERS.map((filter) => s.features[filter.key]),
    s.price,
    s.monthly,
    s.latitude,
    s.longitude,
    s.asking,
    s.currency,
    s.created,
  ]
}

const intern = (names: Map<string, number>, name: string) => {
  let id = names.get(name)
  if (id === undefined) names.set(name, (id = names.size))
  return id
}
const closed: readonly unknown[] = CLOSED_STATUS_IDS
// A missing value is NaN, which no comparison accepts, as SQL's null is never >= anything.
const orNaN = (value: unknown) => (value === null ? NaN : Number(value))

/** The id of a row as read (`rowJson`'s array). */
export const idOfRow = (r: unknown[]) => r[at.id] as number

/** Writes one listing as read (`rowJson`'s array) into row i; sets `inexactPrices` if its price is not held exactly. */
export function writeRow(s: Omit<Snapshot, 'rowsOf'>, i: number, r: unknown[]): void {
  s.ids[i] = r[at.id] as number
  s.country[i] = intern(s.countries, r[at.countryId] as string)
  s.city[i] = intern(s.cities, r[at.cityId] as string)
  s.type[i] = r[at.typeId] as number
  s.rent[i] = r[at.priceType] === 'rent' ? 1 : 0
  s.flags[i] = (closed.includes(r[at.statusId]) ? 0 : OPEN) | (r[at.isOpportunity] ? OPPORTUNITY : 0) | (r[at.isFeatured] ? FEATURED : 0)
  FACT_COLUMNS.forEach((column, k) => (s.facts[column][i] = orNaN(r[FACT_AT + k])))
  FEATURE_FILTERS.forEach((filter, k) => (s.features[filter.key][i] = featureCode(filter, r[FEATURE_AT + k])))
  const priceUsd = r[at.priceUsd] as string | null
  const monthlyUsd = r[at.monthlyUsd] as string | null
  s.price[i] = micros(priceUsd)
  s.monthly[i] = micros(monthlyUsd)
  if ((priceUsd !== null && Number.isNaN(s.price[i])) || (monthlyUsd !== null && Number.isNaN(s.monthly[i]))) s.inexactPrices = true
  s.latitude[i] = orNaN(r[at.latitude])
  s.longitude[i] = orNaN(r[at.longitude])
  s.asking[i] = orNaN(r[at.asking])
  s.currency[i] = (CURRENCIES as readonly unknown[]).indexOf(r[at.currency])
  s.created[i] = r[at.createdAt] as number
}

/** The columns an order sorts by. */
export const orderValues = (s: Omit<Snapshot, 'rowsOf'>): Record<MemorySort, Float64Array> => ({ createdAt: s.created, price: s.price, area: s.facts.area, monthlyCost: s.monthly })

/** Above this many listings changed since columns or a kept match were read, they are read again whole. */
export const MAX_PATCHED_ROWS = 5000

/** The list version of the last deletion (migration 0031): nothing older can catch up by stamps. */
export const removedVersion = sql<string>`(select ${propertyListRemoval.version}::text from ${propertyListRemoval} where ${propertyListRemoval.id} = 1)`

/** The rows changed since a version: each listing as read and whether it is still active (in id order). */
export interface SnapshotChanges {
  version: bigint
  rows: { row: unknown[]; active: boolean }[]
}

/**
 * The listings stamped above `since` (migration 0031), with the version they bring the columns to;
 * 'whole' when a listing was deleted since (it left no stamp) or more than `maxRows` changed (a rate
 * change converts a whole currency's prices: reading everything is then as quick).
 */
export async function readChanges(db: Database, since: bigint, maxRows: number): Promise<SnapshotChanges | 'whole'> {
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: propertyListVersion.version, removed: removedVersion }).from(propertyListVersion).where(eq(propertyListVersion.id, 1))
      if (!row || BigInt(row.removed ?? '0') > since) return 'whole'
      const changed = await tx
        .select({ row: rowJson, active: properties.isActive })
        .from(properties)
        .where(gt(properties.listVersion, Number(since)))
        .orderBy(properties.id)
        .limit(maxRows + 1)
      if (changed.length > maxRows) return 'whole'
      return { version: BigInt(row.version), rows: changed.map(({ row: text, active }) => ({ row: JSON.parse(text) as unknown[], active })) }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

function columnsOf(version: bigint, rows: unknown[][]): Snapshot {
  const s = emptyColumns(version, rows.length, new Map(), new Map())
  rows.forEach((r, i) => writeRow(s, i, r))
  const values = orderValues(s)
  for (const sort of MEMORY_SORTS) numberOrder(s.orders[sort], values[sort])
  // Only area and monthly cost keep their missing values last when descending (preparedLists.ts).
  s.orders.price.nullsLast = 0
  return withGroups(s)
}

/** The columns with their rows grouped by place, operation and type (`rowsOf`). */
export function withGroups(s: Omit<Snapshot, 'rowsOf'>): Snapshot {
  const countryRent = Uint16Array.from(s.country, (country, i) => country * 2 + s.rent[i])
  const rowsOf = {
    city: groupRows(s.city, s.cities.size),
    country: groupRows(s.country, s.countries.size),
    countryRent: groupRows(countryRent, s.countries.size * 2),
    rent: groupRows(s.rent, 2),
    type: groupRowsBy(s.type),
    typeRent: groupRowsBy(Int32Array.from(s.type, (type, i) => type * 2 + s.rent[i])),
  }
  return { ...s, rowsOf }
}

/** The rows of each group (keys 0 to groups - 1), ascending: a counting sort. */
function groupRows(keys: Uint8Array | Uint16Array, groups: number): Int32Array[] {
  const counts = new Int32Array(groups)
  for (const key of keys) counts[key]++
  const rows = Array.from(counts, (count) => new Int32Array(count))
  const filled = new Int32Array(groups)
  keys.forEach((key, i) => (rows[key][filled[key]++] = i))
  return rows
}

/** The rows of each key (type ids are the database's, not numbered from 0), ascending. */
function groupRowsBy(keys: Int32Array): Map<number, Int32Array> {
  const numbered = new Map<number, number>()
  const groups = Uint16Array.from(keys, (key) => {
    let group = numbered.get(key)
    if (group === undefined) numbered.set(key, (group = numbered.size))
    return group
  })
  const rows = groupRows(groups, numbered.size)
  return new Map([...numbered].map(([key, group]) => [key, rows[group]]))
}

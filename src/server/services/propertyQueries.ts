import { and, asc, desc, eq, gte, inArray, lt, lte, ne, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { AdminPropertyExportQuery, AdminPropertyListQuery, PropertyListQuery } from '../../shared/schemas/queries.ts'
import { paginationOf } from '../../shared/pagination.ts'
import type { MapPoint, MapPoints, Paged, PagedByIds, Property, PropertyList } from '../../shared/types.ts'
import type { SearchWords } from '../../shared/searchWords.ts'
import { didYouMeanOf, FEW_RESULTS, searchWordsOf } from './placeVocabulary.ts'
import { CLOSED_STATUS_IDS, MAP_POINTS_MAX, SIMILAR_LIMIT } from '../../shared/constants.ts'
import type { Database } from '../db/client.ts'
import { cities, currencies, properties, propertyListVersion, propertyTypes } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import { isSuperadmin, type Actor } from './actor.ts'
import { countableInMemory, createListingCounter, dollarBounds, type DollarBounds, type ListingCounter } from './listingCounter.ts'
import { firstInWhile } from './onceInWhile.ts'
import { imagesColumn, lookup, ref, selectProperties, selectPropertiesWith, toProperty, withImages, type Audience, type PropertyRow } from './propertyRows.ts'

const MAX_SEARCH_WORDS = 8

type SortField = 'price' | 'createdAt' | 'views' | 'area'
type SortOrder = 'asc' | 'desc'

/**
 * A list filter whose SQL holds placeholders instead of values, so that every request of the same
 * shape (which filters, how many search words, which order) reuses one prepared query: building the
 * SQL with Drizzle took more CPU than PostgreSQL took to run it. The values travel as parameters as
 * before, so each execution is still planned for its own values.
 */
export class ListFilter {
  readonly conditions: SQL[] = []
  readonly values: Record<string, unknown> = {}
  readonly shape: string[]
  readonly audience: Audience

  constructor(audience: Audience) {
    this.audience = audience
    this.shape = [audience]
  }

  /** A condition without a value: it is part of the shape. */
  fixed(name: string, condition: SQL) {
    this.shape.push(name)
    this.conditions.push(condition)
  }

  /** A condition on a value, written with the value's placeholder. */
  value(name: string, value: unknown, condition: (placeholder: Placeholder) => SQL) {
    this.shape.push(name)
    this.values[name] = value
    this.conditions.push(condition(sql.placeholder(name)))
  }

  /** A value other conditions refer to by name, with no condition of its own. */
  param(name: string, value: unknown) {
    this.shape.push(name)
    this.values[name] = value
  }

  /** A boolean column that must be true or false (two shapes), or no condition when undefined. */
  flag(name: string, column: PgColumn, value: boolean | undefined) {
    if (value !== undefined) this.fixed(value ? name : `not ${name}`, value ? sql`${column}` : sql`not ${column}`)
  }

  /**
   * One LIKE per word over the normalized search text; the trigram index serves each of them, and
   * `immutable_unaccent(lower(...))` normalizes the query exactly as the stored text was normalized.
   */
  text(text: string | undefined) {
    const words = (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)
    words.forEach((word, i) => this.value(`word${i}`, likeEscaped(word), (placeholder) => contains(properties.searchText, placeholder)))
  }

  /**
   * The public search's words (issue 22). Free text is matched as `text` matches it. A place name
   * ("cumbaya", "san isidro") must be the listing's city or neighbourhood, or in its title; type
   * words ("departamento", "house", "loja") ask for any of the types they name, or for a title that
   * says the word, so a listing typed otherwise but titled so is still found. Every condition keeps a
   * LIKE on the search text beside it, which the trigram index (or the type index) can serve.
   */
  words(words: SearchWords) {
    words.parts.forEach((part, i) => {
      const word = likeEscaped(part.folded)
      if (part.kind === 'text') this.value(`word${i}`, word, (v) => contains(properties.searchText, v))
      else if (part.kind === 'place') {
        this.param(`placeName${i}`, part.folded)
        const name = sql`immutable_unaccent(lower(${sql.placeholder(`placeName${i}`)}))`
        const inCity = sql`${properties.cityId} = any(array(select ${ref(cities.id)} from ${cities} where immutable_unaccent(lower(${ref(cities.name)})) = ${name}))`
        const inNeighbourhood = sql`immutable_unaccent(lower(coalesce(${properties.neighborhood}, ''))) = ${name}`
        this.value(`place${i}`, word, (v) => sql`(${contains(properties.searchText, v)} and (${inCity} or ${inNeighbourhood} or ${contains(sql`immutable_unaccent(lower(${properties.title}))`, v)}))`)
      }
    })
    const typeWords = words.parts.filter((part) => part.kind === 'type')
    if (typeWords.length === 0) return
    words.types.forEach((type, i) => this.param(`typeName${i}`, type))
    typeWords.forEach((part, i) => this.param(`typeWord${i}`, likeEscaped(part.folded)))
    const names = words.types.map((_, i) => sql.placeholder(`typeName${i}`))
    const ofType = sql`${properties.propertyTypeId} = any(array(select ${ref(propertyTypes.id)} from ${propertyTypes} where immutable_unaccent(lower(${ref(propertyTypes.name)})) in (${sql.join(names, sql`, `)})))`
    const titled = typeWords.map((_, i) => {
      const v = sql.placeholder(`typeWord${i}`)
      return sql`(${contains(properties.searchText, v)} and ${contains(sql`immutable_unaccent(lower(${properties.title}))`, v)})`
    })
    this.fixed('types', sql`(${sql.join([ofType, ...titled], sql` or `)})`)
  }
}

/** A word for LIKE: its wildcards and the escape character taken literally. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`)
/** A normalized text column or expression containing a (LIKE-escaped) word, normalized alike. */
const contains = (column: SQL | PgColumn, word: Placeholder) => sql`${column} like '%' || immutable_unaccent(lower(${word})) || '%'`

function orderOf(sortBy: SortField, sortOrder: SortOrder) {
  // Listings without an area go last either way.
  if (sortBy === 'area') return [sortOrder === 'asc' ? sql`${properties.area} asc nulls last` : sql`${properties.area} desc nulls last`, sortOrder === 'asc' ? asc(properties.id) : desc(properties.id)]
  // Prices in different currencies are ordered by their value in dollars.
  const column = sortBy === 'price' ? properties.priceUsd : sortBy === 'views' ? properties.views : properties.createdAt
  const direction = sortOrder === 'asc' ? asc : desc
  // The id tie-breaker keeps pages stable when many rows share a price or a timestamp.
  return [direction(column), direction(properties.id)]
}

const listVersion = sql<string>`(select ${ref(propertyListVersion.version)}::text from ${propertyListVersion} where ${ref(propertyListVersion.id)} = 1)`

function prepareList(db: Database, filter: ListFilter, sortBy: SortField, sortOrder: SortOrder) {
  const where = and(...filter.conditions)
  const order = orderOf(sortBy, sortOrder)
  // Only ids are sorted and skipped (from an index where one fits), then just the page's listings
  // are read, instead of reading every skipped row: page 500 no longer reads 6,000 listings.
  const pageIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
  // The empty name keeps them unnamed statements, as Drizzle sends a query it does not prepare: no
  // state on the database's side, and every execution planned for its values.
  return {
    rows: selectPropertiesWith(db, { images: imagesColumn, listVersion })
      .where(inArray(properties.id, pageIds))
      .orderBy(...order)
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)::int`, version: listVersion })
      .from(properties)
      .where(where)
      .prepare(''),
  }
}

type PreparedList = ReturnType<typeof prepareList>

/** Prepared lists per database and shape, least recently used first out. */
const MAX_PREPARED_SHAPES = 500
const preparedLists = new WeakMap<Database, Map<string, PreparedList>>()

function preparedListOf(db: Database, filter: ListFilter, sortBy: SortField, sortOrder: SortOrder): PreparedList {
  let lists = preparedLists.get(db)
  if (!lists) preparedLists.set(db, (lists = new Map()))
  const key = `${filter.shape.join(',')}|${sortBy} ${sortOrder}`
  let list = lists.get(key)
  if (list) lists.delete(key)
  else list = prepareList(db, filter, sortBy, sortOrder)
  lists.set(key, list)
  if (lists.size > MAX_PREPARED_SHAPES) lists.delete(lists.keys().next().value!)
  return list
}

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

function counterOf(db: Database): ListingCounter {
  let counter = counters.get(db)
  if (!counter) counters.set(db, (counter = createListingCounter(db)))
  return counter
}

/** The public search's query, counted from the in-memory columns where they can (listingCounter.ts). */
interface MemoryCount {
  counter: ListingCounter
  query: PropertyListQuery
  /** The price range in dollars, asked beside the page when the columns will very likely answer. */
  bounds: () => Promise<DollarBounds | undefined>
}

function memoryCountOf(db: Database, query: PropertyListQuery): MemoryCount | undefined {
  if (!countableInMemory(query)) return undefined
  const counter = counterOf(db)
  let asked: Promise<DollarBounds | undefined> | undefined
  const bounds = () => (asked ??= dollarBounds(db, query).catch(() => undefined))
  // Started now, beside the page's rows: it is needed only if the columns answer.
  if (counter.current) void bounds()
  return { counter, query, bounds }
}

async function page(db: Database, filter: ListFilter, sortBy: SortField, sortOrder: SortOrder, pageNumber: number, limit: number, memory?: MemoryCount): Promise<Paged<Property>> {
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
  const memoryFirst = !cached && memory !== undefined && memory.counter.current
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
  return { data: rows.map((row) => toProperty(row, row.images, filter.audience)), pagination: paginationOf(pageNumber, limit, total) }
}

/**
 * An amount of the query's currency in dollars, rounded exactly as the stored `price_usd` is
 * (migration 0005), so that a listing priced at the boundary in that currency is inside the range.
 * The rate is a one-row lookup the planner runs once, leaving the price index usable.
 */
function inDollars(amount: Placeholder): SQL {
  return sql`round(${amount}::numeric / (select ${ref(currencies.usdRate)} from ${currencies} where ${ref(currencies.code)} = ${sql.placeholder('currency')}), 6)`
}

/**
 * GET /api/properties: active listings only, every filter of the contract; beside few or no results,
 * the search with a near miss corrected (`didYouMean`).
 */
export async function listPublicProperties(db: Database, query: PropertyListQuery): Promise<PropertyList<Property>> {
  const words = await searchWordsOf(db, query.q ?? query.search)
  const memory = memoryCountOf(db, query)
  const found = await page(db, publicListFilter(query, words), query.sortBy, query.sortOrder, query.page, query.limit, memory)
  const didYouMean = words && found.pagination.total < FEW_RESULTS ? await didYouMeanOf(db, words) : null
  return { ...found, didYouMean }
}

/**
 * The public list's filter for a query: what a search shows, and what a saved search watches. Its
 * words (`searchWordsOf`) tell type and place words from free text; without them the text is free text.
 */
function publicListFilter(query: PropertyListQuery, words: SearchWords | undefined): ListFilter {
  const filter = new ListFilter('public')
  filter.flag('active', properties.isActive, true)
  if (query.countryId) filter.value('country', query.countryId, (v) => eq(properties.countryId, v))
  if (query.cityId) filter.value('city', query.cityId, (v) => eq(properties.cityId, v))
  if (query.propertyTypeId) filter.value('type', query.propertyTypeId, (v) => eq(properties.propertyTypeId, v))
  if (query.priceType) filter.value('priceType', query.priceType, (v) => eq(properties.priceType, v))
  filter.flag('opportunity', properties.isOpportunity, query.isOpportunity)
  filter.flag('featured', properties.isFeatured, query.isFeatured)
  if (!query.includeClosed) filter.fixed('open', notInArray(properties.statusId, [...CLOSED_STATUS_IDS]))
  if (query.minPrice !== undefined || query.maxPrice !== undefined) filter.param('currency', query.currency)
  if (query.minPrice !== undefined) filter.value('minPrice', query.minPrice, (v) => gte(properties.priceUsd, inDollars(v)))
  if (query.maxPrice !== undefined) filter.value('maxPrice', query.maxPrice, (v) => lte(properties.priceUsd, inDollars(v)))
  if (query.minBedrooms !== undefined) filter.value('minBedrooms', query.minBedrooms, (v) => gte(properties.bedrooms, v))
  if (query.minBathrooms !== undefined) filter.value('minBathrooms', query.minBathrooms, (v) => gte(properties.bathrooms, v))
  if (query.minGarage !== undefined) filter.value('minGarage', query.minGarage, (v) => gte(properties.garage, v))
  if (query.minArea !== undefined) filter.value('minArea', query.minArea, (v) => gte(properties.area, v))
  if (query.maxArea !== undefined) filter.value('maxArea', query.maxArea, (v) => lte(properties.area, v))
  if (words) filter.words(words)
  else filter.text(query.q ?? query.search)
  if (query.bbox) {
    // The public point, never the pin: an area narrowed down around a listing must not find its pin.
    const [west, south, east, north] = query.bbox
    filter.value('south', south, (v) => gte(properties.publicLatitude, sql`${v}::float8`))
    filter.value('north', north, (v) => lte(properties.publicLatitude, sql`${v}::float8`))
    filter.value('west', west, (v) => gte(properties.publicLongitude, sql`${v}::float8`))
    filter.value('east', east, (v) => lte(properties.publicLongitude, sql`${v}::float8`))
  }
  return filter
}

/**
 * GET /api/properties/map: the points of every listing the search finds (in the view, with `bbox`),
 * compact, up to MAP_POINTS_MAX, featured and newest first when there are more; `total` says how
 * many there are in all. Listings without a pin are not on the map.
 */
export async function listMapPoints(db: Database, query: PropertyListQuery): Promise<MapPoints> {
  const filter = publicListFilter(query, await searchWordsOf(db, query.q ?? query.search))
  filter.fixed('placed', sql`${properties.publicLatitude} is not null`)
  const where = and(...filter.conditions)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: properties.id,
        lat: sql<number>`${properties.publicLatitude}`,
        lng: sql<number>`${properties.publicLongitude}`,
        // The asking price, as the cards show it (src/shared/opportunity.ts).
        price: sql<number>`(case when ${properties.isOpportunity} and ${properties.opportunityPrice} < ${properties.price} then ${properties.opportunityPrice} else ${properties.price} end)::float8`,
        currency: properties.currency,
        type: lookup(propertyTypes.name, propertyTypes.id, properties.propertyTypeId),
      })
      .from(properties)
      .where(where)
      .orderBy(desc(properties.isFeatured), desc(properties.createdAt), desc(properties.id))
      .limit(MAP_POINTS_MAX)
      .prepare('')
      .execute(filter.values),
    db.select({ total: sql<number>`count(*)::int` }).from(properties).where(where).prepare('').execute(filter.values),
  ])
  return { data: rows as MapPoint[], total, truncated: total > rows.length }
}

/** What a saved search's alert tells: matching listings published, and matching listings cut in price. */
export interface AlertNews {
  published: Property[]
  cut: Property[]
}

/**
 * The news for a saved search between `since` (exclusive) and `until` (inclusive): listings
 * published in that span that match it, and matching listings whose price went down in it (their
 * `previousPrice` is the price before the cut). At most `limit` of each, newest first.
 */
export async function alertNews(db: Database, query: PropertyListQuery, since: Date, until: Date, limit = 12): Promise<AlertNews> {
  const filter = publicListFilter(query, await searchWordsOf(db, query.q ?? query.search))
  const window = { since: since.toISOString(), until: until.toISOString() }
  const within = (column: typeof properties.createdAt | typeof properties.priceChangedAt) => sql`${column} > ${window.since}::timestamptz and ${column} <= ${window.until}::timestamptz`
  const run = (condition: SQL) =>
    selectProperties(db)
      .where(and(...filter.conditions, condition))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
      .prepare('')
      .execute(filter.values)
  const [published, cut] = await Promise.all([
    run(within(properties.createdAt)),
    // A cut (the trigger of migration 0008 keeps `previousPrice` only for a cut) made in the span,
    // on a listing published before it (a new one is news as it is).
    run(and(sql`${properties.previousPrice} > ${properties.price}`, within(properties.priceChangedAt), sql`${properties.createdAt} <= ${window.since}::timestamptz`)!),
  ])
  return { published: await withImages(db, published, 'public'), cut: await withImages(db, cut, 'public') }
}

export interface ListingNews {
  property: Property
  /** Its price was cut in the span (the struck-through price is the one before). */
  cut: boolean
  /** Its status changed in the span: reserved, sold, rented, or available again. */
  statusChanged: boolean
}

/**
 * What a visitor following one listing hears of: a price cut or a status change in the span, on a
 * listing still on the portal. Null when nothing happened.
 */
export async function listingNews(db: Database, id: number, since: Date, until: Date): Promise<ListingNews | null> {
  const within = (column: typeof properties.priceChangedAt | typeof properties.statusChangedAt) => sql<boolean>`coalesce(${column} > ${since.toISOString()}::timestamptz and ${column} <= ${until.toISOString()}::timestamptz, false)`
  const [what] = await db
    .select({ cut: sql<boolean>`${properties.previousPrice} > ${properties.price} and ${within(properties.priceChangedAt)}`, statusChanged: within(properties.statusChangedAt) })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.isActive, true)))
  if (!what || !(what.cut || what.statusChanged)) return null
  const [property] = await withImages(db, await selectProperties(db).where(eq(properties.id, id)), 'public')
  return property ? { property, cut: Boolean(what.cut), statusChanged: Boolean(what.statusChanged) } : null
}

/**
 * GET /api/properties?ids=…: a visitor's favourites, in their order. Sold and rented ones come with
 * their status; ids that are not public any more (deactivated, deleted) are named in `missingIds`,
 * so the page can say so instead of dropping them silently.
 */
export async function listPublicPropertiesByIds(db: Database, ids: number[]): Promise<PagedByIds<Property>> {
  const rows = await selectProperties(db).where(and(inArray(properties.id, ids), eq(properties.isActive, true)))
  const found = new Map((await withImages(db, rows, 'public')).map((property) => [property.id, property]))
  const data = ids.flatMap((id) => found.get(id) ?? [])
  return { data, pagination: paginationOf(1, Math.max(ids.length, 1), data.length), missingIds: ids.filter((id) => !found.has(id)) }
}

/** The admin lists' filter (also their CSV export's): the caller's own listings, or all for a superadmin. */
export function managedListFilter(actor: Actor, query: AdminPropertyExportQuery, all: boolean): ListFilter {
  const filter = new ListFilter('manager')
  if (!(all && isSuperadmin(actor))) filter.value('owner', actor.id, (v) => eq(properties.ownerId, v))
  filter.flag('active', properties.isActive, query.isActive)
  filter.text(query.search ?? query.q)
  return filter
}

/** Admin lists: the caller's own listings in any state, or every listing for a superadmin. */
export function listManagedProperties(db: Database, actor: Actor, query: AdminPropertyListQuery, all: boolean): Promise<Paged<Property>> {
  return page(db, managedListFilter(actor, query, all), query.sortBy, query.sortOrder, query.page, query.limit)
}

/** Numeric text is an id, anything else a slug. */
export const isListingId = (idOrSlug: string) => /^\d{1,9}$/.test(idOrSlug)

export function idOrSlugCondition(idOrSlug: string): SQL {
  return isListingId(idOrSlug) ? eq(properties.id, Number(idOrSlug)) : eq(properties.slug, idOrSlug)
}

export async function findPropertyRow(db: Database, idOrSlug: string): Promise<PropertyRow | undefined> {
  const [row] = await selectProperties(db).where(idOrSlugCondition(idOrSlug)).limit(1)
  return row
}

/**
 * GET /api/properties/{id}: the public sees active listings only; the owner and superadmins also see
 * their inactive ones.
 */
export async function getProperty(db: Database, idOrSlug: string, actor: Actor | null): Promise<Property> {
  const row = await findPropertyRow(db, idOrSlug)
  const canSeeInactive = row && actor && (isSuperadmin(actor) || row.ownerId === actor.id)
  if (!row || (!row.isActive && !canSeeInactive)) throw notFound('errors.propertyNotFound')
  const [property] = await withImages(db, [row], canSeeInactive ? 'manager' : 'public')
  return property
}

/**
 * GET /api/properties/admin/{id}: a listing its caller may edit (the owner, or any superadmin),
 * active or not; another admin's listing is a 404 even when it is public.
 */
export async function getManagedProperty(db: Database, idOrSlug: string, actor: Actor): Promise<Property> {
  const row = await findPropertyRow(db, idOrSlug)
  if (!row || !(isSuperadmin(actor) || row.ownerId === actor.id)) throw notFound('errors.propertyNotFound')
  const [property] = await withImages(db, [row], 'manager')
  return property
}

/** POST /api/properties/{id}/views: one more view of an open listing, once per client each half hour. */
export async function countView(db: Database, idOrSlug: string, client: string): Promise<void> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(and(idOrSlugCondition(idOrSlug), eq(properties.isActive, true))).limit(1)
  if (!row) throw notFound('errors.propertyNotFound')
  if (!(await firstInWhile(db, `view:${row.id}|${client}`))) return
  await db.update(properties).set({ views: sql`${properties.views} + 1` }).where(eq(properties.id, row.id))
}

/**
 * GET /api/properties/{id}/similar: open listings of the same country and operation whose dollar
 * price is nearest, those of the same type first. Each of the four candidate lists (same type or
 * any, above or below the price) is a short walk of the similar index from the listing's price, so
 * no query reads every listing of a country; the four go as one statement. A caller that has just
 * read the listing passes its row instead of reading it again.
 */
export async function similarProperties(db: Database, listing: string | PropertyRow, of: 'active' | 'retired' = 'active'): Promise<Property[]> {
  const row = typeof listing === 'string' ? await findPropertyRow(db, listing) : listing
  // A retired listing's page (410) offers what is like it; the API's answer stays for active ones.
  if (!row || row.isActive !== (of === 'active')) throw notFound('errors.propertyNotFound')
  const price = row.priceUsd ?? 0
  const candidates = (sameType: boolean, above: boolean) =>
    db
      .select({ id: properties.id, propertyTypeId: properties.propertyTypeId, priceUsd: properties.priceUsd })
      .from(properties)
      .where(
        and(
          eq(properties.isActive, true),
          eq(properties.countryId, row.countryId),
          eq(properties.priceType, row.priceType),
          notInArray(properties.statusId, [...CLOSED_STATUS_IDS]),
          ne(properties.id, row.id),
          sameType ? eq(properties.propertyTypeId, row.propertyTypeId) : undefined,
          above ? gte(properties.priceUsd, price) : lt(properties.priceUsd, price),
        ),
      )
      .orderBy(above ? asc(properties.priceUsd) : desc(properties.priceUsd), asc(properties.id))
      .limit(SIMILAR_LIMIT)
  const lists = [candidates(true, true), candidates(true, false), candidates(false, true), candidates(false, false)]
  const result = await db.execute(sql`${sql.join(lists.map((list) => sql`(${list})`), sql` union all `)}`)
  const found = new Map<number, { id: number; propertyTypeId: number; priceUsd: number | null }>()
  for (const candidate of (result as unknown as { rows: { id: number; property_type_id: number; price_usd: string | number | null }[] }).rows) {
    const id = Number(candidate.id)
    if (!found.has(id)) found.set(id, { id, propertyTypeId: Number(candidate.property_type_id), priceUsd: candidate.price_usd === null ? null : Number(candidate.price_usd) })
  }
  const distance = (c: { priceUsd: number | null }) => Math.abs((c.priceUsd ?? 0) - price)
  const chosen = [...found.values()]
    .sort((a, b) => Number(b.propertyTypeId === row.propertyTypeId) - Number(a.propertyTypeId === row.propertyTypeId) || distance(a) - distance(b) || a.id - b.id)
    .slice(0, SIMILAR_LIMIT)
    .map((c) => c.id)
  if (chosen.length === 0) return []
  const rows = await selectPropertiesWith(db, { images: imagesColumn }).where(inArray(properties.id, chosen))
  const byId = new Map(rows.map((r) => [r.id, toProperty(r, r.images)]))
  return chosen.map((id) => byId.get(id)!).filter(Boolean)
}

import { eq, gte, lte, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { CLOSED_STATUS_IDS } from '../../../shared/constants.ts'
import type { AdminPropertyExportQuery, PropertyListQuery } from '../../../shared/schemas/queries.ts'
import { FEATURE_FILTERS, levelsFrom } from '../../../shared/featureFilters.ts'
import { FACT_FILTERS } from '../../../shared/searchFilters.ts'
import type { SearchWords } from '../../../shared/searchWords.ts'
import { cities, currencies, properties, propertyTypes } from '../../db/schema.ts'
import type { Database } from '../../db/client.ts'
import { isAgencyManager, isSuperadmin, type Actor } from '../actor.ts'
import { agencyOwned } from '../ownership.ts'
import { ref, type Audience } from '../propertyRows.ts'

const MAX_SEARCH_WORDS = 8

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

  /** Put before every value's name: several filters' conditions in one statement keep their values apart. */
  private readonly prefix: string

  constructor(audience: Audience, prefix = '') {
    this.audience = audience
    this.shape = [audience]
    this.prefix = prefix
  }

  private placeholder(name: string): Placeholder {
    return sql.placeholder(this.prefix + name)
  }

  /** A condition without a value: it is part of the shape. */
  fixed(name: string, condition: SQL) {
    this.shape.push(name)
    this.conditions.push(condition)
  }

  /** A condition on a value, written with the value's placeholder. */
  value(name: string, value: unknown, condition: (placeholder: Placeholder) => SQL) {
    this.shape.push(name)
    this.values[this.prefix + name] = value
    this.conditions.push(condition(this.placeholder(name)))
  }

  /** A value other conditions refer to by name, with no condition of its own. */
  param(name: string, value: unknown) {
    this.shape.push(name)
    this.values[this.prefix + name] = value
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
        const name = sql`immutable_unaccent(lower(${this.placeholder(`placeName${i}`)}))`
        const inCity = sql`${properties.cityId} = any(array(select ${ref(cities.id)} from ${cities} where immutable_unaccent(lower(${ref(cities.name)})) = ${name}))`
        const inNeighbourhood = sql`immutable_unaccent(lower(coalesce(${properties.neighborhood}, ''))) = ${name}`
        this.value(`place${i}`, word, (v) => sql`(${contains(properties.searchText, v)} and (${inCity} or ${inNeighbourhood} or ${contains(sql`immutable_unaccent(lower(${properties.title}))`, v)}))`)
      }
    })
    const typeWords = words.parts.filter((part) => part.kind === 'type')
    if (typeWords.length === 0) return
    words.types.forEach((type, i) => this.param(`typeName${i}`, type))
    typeWords.forEach((part, i) => this.param(`typeWord${i}`, likeEscaped(part.folded)))
    const names = words.types.map((_, i) => this.placeholder(`typeName${i}`))
    const ofType = sql`${properties.propertyTypeId} = any(array(select ${ref(propertyTypes.id)} from ${propertyTypes} where immutable_unaccent(lower(${ref(propertyTypes.name)})) in (${sql.join(names, sql`, `)})))`
    const titled = typeWords.map((_, i) => {
      const v = this.placeholder(`typeWord${i}`)
      return sql`(${contains(properties.searchText, v)} and ${contains(sql`immutable_unaccent(lower(${properties.title}))`, v)})`
    })
    this.fixed('types', sql`(${sql.join([ofType, ...titled], sql` or `)})`)
  }
}

/** A word for LIKE: its wildcards and the escape character taken literally. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`)
/** A normalized text column or expression containing a (LIKE-escaped) word, normalized alike. */
const contains = (column: SQL | PgColumn, word: Placeholder) => sql`${column} like '%' || immutable_unaccent(lower(${word})) || '%'`

/**
 * An amount of the query's currency in dollars, rounded exactly as the stored `price_usd` is
 * (migration 0005), so that a listing priced at the boundary in that currency is inside the range.
 * The rate travels as a parameter, not a lookup inside the query: the planner then folds the bound
 * into a constant and sees how wide the range is (with a subquery it guessed 425 rows of 6,929 and
 * sorted a bitmap scan for 13–16 ms where the date index answers a page in 0.1 ms).
 */
function inDollars(amount: Placeholder): SQL {
  return sql`round(${amount}::numeric / ${sql.placeholder('usdRate')}::numeric, 6)`
}

/** The rate of the query's currency when a price or cost bound needs it, as exact decimal text. */
export async function dollarRateOf(db: Database, query: PropertyListQuery): Promise<string | undefined> {
  if (query.minPrice === undefined && query.maxPrice === undefined && query.maxMonthlyCost === undefined) return undefined
  const [row] = await db
    .select({ rate: sql<string>`${currencies.usdRate}::text` })
    .from(currencies)
    .where(eq(currencies.code, query.currency))
  // The schema accepts only the portal's currencies, and migration 0005 gives each a rate.
  if (!row) throw new Error(`no rate for ${query.currency}`)
  return row.rate
}

/**
 * The public list's filter for a query: what a search shows, and what a saved search watches. Its
 * words (`searchWordsOf`) tell type and place words from free text; without them the text is free text.
 */
export function publicListFilter(query: PropertyListQuery, words: SearchWords | undefined, usdRate: string | undefined): ListFilter {
  const filter = new ListFilter('public')
  filter.flag('active', properties.isActive, true)
  if (query.countryId) filter.value('country', query.countryId, (v) => eq(properties.countryId, v))
  if (query.cityId) filter.value('city', query.cityId, (v) => eq(properties.cityId, v))
  if (query.propertyTypeId) filter.value('type', query.propertyTypeId, (v) => eq(properties.propertyTypeId, v))
  if (query.priceType) filter.value('priceType', query.priceType, (v) => eq(properties.priceType, v))
  filter.flag('opportunity', properties.isOpportunity, query.isOpportunity)
  filter.flag('featured', properties.isFeatured, query.isFeatured)
  if (!query.includeClosed) filter.fixed('open', notInArray(properties.statusId, [...CLOSED_STATUS_IDS]))
  if (query.minPrice !== undefined || query.maxPrice !== undefined || query.maxMonthlyCost !== undefined) filter.param('usdRate', usdRate)
  if (query.minPrice !== undefined) filter.value('minPrice', query.minPrice, (v) => gte(properties.priceUsd, inDollars(v)))
  if (query.maxPrice !== undefined) filter.value('maxPrice', query.maxPrice, (v) => lte(properties.priceUsd, inDollars(v)))
  if (query.maxMonthlyCost !== undefined) filter.value('maxMonthlyCost', query.maxMonthlyCost, (v) => lte(properties.monthlyCostUsd, inDollars(v)))
  for (const fact of FACT_FILTERS) {
    const value = query[fact.key]
    if (value !== undefined) filter.value(fact.key, value, (v) => (fact.bound === 'min' ? gte : lte)(properties[fact.column], v))
  }
  featureConditions(filter, query)
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
 * The feature filters (featureFilters.ts). Lists travel as one array literal parameter
 * (`{partly,fully}`; identifiers are plain words), so every value of a filter shares one prepared query.
 */
function featureConditions(filter: ListFilter, query: PropertyListQuery) {
  for (const feature of FEATURE_FILTERS) {
    const value = query[feature.key]
    if (value === undefined || value === null) continue
    const column = properties[feature.column]
    if (feature.kind === 'yes') filter.fixed(`${feature.key}=${String(value)}`, value ? sql`${column}` : sql`not ${column}`)
    else if (feature.kind === 'level') filter.value(feature.key, `{${levelsFrom(feature, String(value)).join(',')}}`, (v) => sql`${column} = any(${v}::text[])`)
    else if (feature.kind === 'exact') filter.value(feature.key, value, (v) => eq(column, v))
    else filter.value(feature.key, `{${(value as string[]).join(',')}}`, (v) => sql`${column} @> ${v}::text[]`)
  }
}

/** The admin lists' filter (also their CSV export's): the caller's own listings, the agency's for its manager, or all for a superadmin. */
export function managedListFilter(actor: Actor, query: AdminPropertyExportQuery, all: boolean): ListFilter {
  const filter = new ListFilter('manager')
  if (isAgencyManager(actor)) filter.value('agency', actor.advertiserId as number, agencyOwned)
  else if (!(all && isSuperadmin(actor))) filter.value('owner', actor.id, (v) => eq(properties.ownerId, v))
  filter.flag('active', properties.isActive, query.isActive)
  filter.text(query.search ?? query.q)
  return filter
}

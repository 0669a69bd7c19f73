import { COUNTRY_IDS, CURRENCIES, PAGE_SIZE } from './constants.ts'
import type { CountryId, Currency } from './domain.ts'
import { FEATURE_FILTERS, featuresOf, featureText, NO_FEATURES, type FeatureValues } from './featureFilters.ts'
import { amount, FACT_FILTERS, factText, factValue, positiveInt, type FactKey } from './searchFilters.ts'

// The search page keeps its whole state in the address so that a search can be shared, reloaded
// and walked with back/forward. Parameters (all optional, defaults left out of the URL):
//   q                  free text, trimmed
//   country, city      country_ec | …, then a city id of that country
//   type               a property type id (positive integer)
//   operation          sale | rent
//   minPrice, maxPrice in `currency` (USD when absent)
//   the fact filters   minBedrooms, minBathrooms, minGarage, minArea, maxArea… (searchFilters.ts,
//                      under the API's names; `beds`, `baths`, `parking` are still read)
//   the feature filters petsAllowed, furnished, elevator, estrato, amenities (featureFilters.ts)
//   maxMonthlyCost     in `currency`: what the home costs a month all-in (src/shared/monthlyCost.ts)
//   closed             1: include sold and rented listings
//   sort               newest (default) | price-low | price-high | area-high | cost-low
//   page               1-based page number
//   bbox               west,south,east,north: only listings placed in that map area
//   view               map: the results on a map beside the list (list is the default)
// Anything malformed is ignored rather than sent to the API, so a hand-edited URL never errors.

export const SORTS = ['newest', 'price-low', 'price-high', 'area-high', 'cost-low'] as const
export type Sort = (typeof SORTS)[number]
export const OPERATIONS = ['sale', 'rent'] as const
export type Operation = (typeof OPERATIONS)[number]

export const VIEWS = ['list', 'map'] as const
export type SearchView = (typeof VIEWS)[number]
/** A map area: west, south, east, north in degrees. */
export type Bbox = [west: number, south: number, east: number, north: number]

/** The fact filters' values (searchFilters.ts), null when unset. */
export type FactValues = Record<FactKey, number | null>

export interface SearchState extends FactValues, FeatureValues {
  q: string
  country: CountryId | null
  city: string | null
  type: number | null
  operation: Operation | null
  minPrice: number | null
  maxPrice: number | null
  /** The most the home may cost a month all-in, in `currency`. */
  maxMonthlyCost: number | null
  /** The currency of the price range, of the monthly cost and of the cards' approximate second line; null: USD, unsaid. */
  currency: Currency | null
  closed: boolean
  sort: Sort
  page: number
  bbox: Bbox | null
  view: SearchView
}

const NO_FACTS = Object.fromEntries(FACT_FILTERS.map((filter) => [filter.key, null])) as FactValues

export const DEFAULT_SEARCH: SearchState = {
  ...NO_FACTS,
  ...NO_FEATURES,
  q: '',
  country: null,
  city: null,
  type: null,
  operation: null,
  minPrice: null,
  maxPrice: null,
  maxMonthlyCost: null,
  currency: null,
  closed: false,
  sort: 'newest',
  page: 1,
  bbox: null,
  view: 'list',
}

const MAX_Q = 200
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null => (value !== null && (list as readonly string[]).includes(value) ? (value as T) : null)

/** `w,s,e,n` as the API accepts it (src/shared/schemas/queries.ts), or null. */
function bboxOf(value: string | null): Bbox | null {
  if (value === null || !/^-?\d{1,3}(\.\d{1,12})?(,-?\d{1,3}(\.\d{1,12})?){3}$/.test(value)) return null
  const [west, south, east, north] = value.split(',').map(Number)
  return west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north ? [west, south, east, north] : null
}

/** A map area as the address writes it: five decimals (about a metre) are plenty. */
export const bboxText = (bbox: Bbox) => bbox.map((n) => Number(n.toFixed(5))).join(',')

export function parseSearch(search: string): SearchState {
  const params = new URLSearchParams(search)
  const country = oneOf(COUNTRY_IDS, params.get('country'))
  const city = params.get('city')
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
    country,
    // A city only means something within its country (ids start with the country's code).
    city: country && city && /^[a-z]{2}_[a-z0-9_]{1,37}$/.test(city) && country === `country_${city.slice(0, 2)}` ? city : null,
    type: positiveInt(params.get('type')),
    operation: oneOf(OPERATIONS, params.get('operation')),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    maxMonthlyCost: amount(params.get('maxMonthlyCost')),
    currency: oneOf(CURRENCIES, params.get('currency')),
    ...(Object.fromEntries(FACT_FILTERS.map((filter) => [filter.key, factValue(filter, factText(filter, params))])) as FactValues),
    ...featuresOf(params),
    closed: params.get('closed') === '1',
    sort: oneOf(SORTS, params.get('sort')) ?? 'newest',
    page: positiveInt(params.get('page')) ?? 1,
    bbox: bboxOf(params.get('bbox')),
    view: oneOf(VIEWS, params.get('view')) ?? 'list',
  }
}

/** The filters both the address and the API carry, under each one's name (ADR 023: the address keeps its older names). */
const PLACE_AND_PRICE: readonly { address: string; api: string; value: (state: SearchState) => string | number | null }[] = [
  { address: 'q', api: 'q', value: (state) => state.q },
  { address: 'country', api: 'countryId', value: (state) => state.country },
  // A city only travels with its country.
  { address: 'city', api: 'cityId', value: (state) => (state.country ? state.city : null) },
  { address: 'type', api: 'propertyTypeId', value: (state) => state.type },
  { address: 'operation', api: 'priceType', value: (state) => state.operation },
  { address: 'minPrice', api: 'minPrice', value: (state) => state.minPrice },
  { address: 'maxPrice', api: 'maxPrice', value: (state) => state.maxPrice },
  { address: 'maxMonthlyCost', api: 'maxMonthlyCost', value: (state) => state.maxMonthlyCost },
]

/** The query string for a state, `?…` or '' when everything is at its default. */
export function serializeSearch(state: SearchState): string {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | false) => {
    if (value !== null && value !== false && value !== '') params.set(name, String(value))
  }
  for (const filter of PLACE_AND_PRICE) set(filter.address, filter.value(state))
  set('currency', state.currency)
  for (const filter of FACT_FILTERS) set(filter.key, state[filter.key])
  for (const filter of FEATURE_FILTERS) set(filter.key, featureText(filter, state[filter.key]))
  set('closed', state.closed && '1')
  set('sort', state.sort !== 'newest' && state.sort)
  set('page', state.page > 1 && state.page)
  set('bbox', state.bbox && bboxText(state.bbox))
  set('view', state.view !== 'list' && state.view)
  const text = params.toString()
  return text ? `?${text}` : ''
}

const SORT_TO_API: Record<Sort, { sortBy: 'price' | 'createdAt' | 'area' | 'monthlyCost'; sortOrder: 'asc' | 'desc' }> = {
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  'price-low': { sortBy: 'price', sortOrder: 'asc' },
  'price-high': { sortBy: 'price', sortOrder: 'desc' },
  'area-high': { sortBy: 'area', sortOrder: 'desc' },
  'cost-low': { sortBy: 'monthlyCost', sortOrder: 'asc' },
}

/** GET /api/properties parameters for a state (docs/specs/public-site.md §7: limit 12, sort mapping). */
export function apiQuery(state: SearchState, limit: number = PAGE_SIZE): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = { page: state.page, limit, ...SORT_TO_API[state.sort] }
  const add = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') query[name] = value
  }
  for (const filter of PLACE_AND_PRICE) add(filter.api, filter.value(state))
  if (state.minPrice !== null || state.maxPrice !== null || state.maxMonthlyCost !== null) add('currency', state.currency)
  for (const filter of FACT_FILTERS) add(filter.key, state[filter.key])
  for (const filter of FEATURE_FILTERS) add(filter.key, featureText(filter, state[filter.key]))
  if (state.closed) query.includeClosed = true
  if (state.bbox) query.bbox = bboxText(state.bbox)
  return query
}

/**
 * The state after a change of filters (docs/specs/public-site.md §4): any filter change goes back to page 1,
 * and choosing the value that is already active clears it. A new country forgets the city.
 */
export function withFilter<K extends 'country' | 'type' | 'operation'>(state: SearchState, key: K, value: SearchState[K]): SearchState {
  const next = state[key] === value ? null : value
  return withoutForeignFeatures({ ...state, [key]: next, ...(key === 'country' ? { city: null } : {}), page: 1 })
}

/** A feature filter of one country (estrato) goes when the search leaves that country. */
function withoutForeignFeatures(state: SearchState): SearchState {
  const foreign = FEATURE_FILTERS.filter((filter) => 'country' in filter && filter.country !== state.country && state[filter.key] !== null)
  return foreign.length === 0 ? state : { ...state, ...Object.fromEntries(foreign.map((filter) => [filter.key, null])) }
}

/** Any change of the filters themselves starts again on page 1. */
export function withChanges(state: SearchState, changes: Partial<SearchState>): SearchState {
  const next = { ...state, ...changes, page: 1 }
  // A new country drops the old city, unless the change names the city too (a city picked from every country's list).
  if ('country' in changes && changes.country !== state.country && !('city' in changes)) next.city = null
  return withoutForeignFeatures(next)
}

/** Every filter back to its default; the text search and the order stay. */
export function clearedFilters(state: SearchState): SearchState {
  return { ...DEFAULT_SEARCH, q: state.q, sort: state.sort, view: state.view }
}

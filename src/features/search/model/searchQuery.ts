import { COUNTRY_IDS, PAGE_SIZE } from '../../../shared/constants.ts'
import type { CountryId } from '../../../shared/domain.ts'

// The search page keeps its whole state in the address so that a search can be shared, reloaded
// and walked with back/forward. Parameters (all optional, defaults left out of the URL):
//   q          free text, trimmed
//   country    country_ec | country_co | country_pe | country_br
//   type       a property type id (positive integer)
//   operation  sale | rent
//   sort       newest (default) | price-low | price-high
//   page       1-based page number
// Anything malformed is ignored rather than sent to the API, so a hand-edited URL never errors.

export const SORTS = ['newest', 'price-low', 'price-high'] as const
export type Sort = (typeof SORTS)[number]
export const OPERATIONS = ['sale', 'rent'] as const
export type Operation = (typeof OPERATIONS)[number]

export interface SearchState {
  q: string
  country: CountryId | null
  type: number | null
  operation: Operation | null
  sort: Sort
  page: number
}

export const DEFAULT_SEARCH: SearchState = { q: '', country: null, type: null, operation: null, sort: 'newest', page: 1 }

const MAX_Q = 200
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null => (value !== null && (list as readonly string[]).includes(value) ? (value as T) : null)
const positiveInt = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null)

export function parseSearch(search: string): SearchState {
  const params = new URLSearchParams(search)
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
    country: oneOf(COUNTRY_IDS, params.get('country')),
    type: positiveInt(params.get('type')),
    operation: oneOf(OPERATIONS, params.get('operation')),
    sort: oneOf(SORTS, params.get('sort')) ?? 'newest',
    page: positiveInt(params.get('page')) ?? 1,
  }
}

/** The query string for a state, `?…` or '' when everything is at its default. */
export function serializeSearch(state: SearchState): string {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.country) params.set('country', state.country)
  if (state.type !== null) params.set('type', String(state.type))
  if (state.operation) params.set('operation', state.operation)
  if (state.sort !== 'newest') params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

const SORT_TO_API: Record<Sort, { sortBy: 'price' | 'createdAt'; sortOrder: 'asc' | 'desc' }> = {
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  'price-low': { sortBy: 'price', sortOrder: 'asc' },
  'price-high': { sortBy: 'price', sortOrder: 'desc' },
}

/** GET /api/properties parameters for a state (public-site.md §7: limit 12, sort mapping). */
export function apiQuery(state: SearchState): Record<string, string | number> {
  return {
    page: state.page,
    limit: PAGE_SIZE,
    ...SORT_TO_API[state.sort],
    ...(state.q ? { q: state.q } : {}),
    ...(state.country ? { countryId: state.country } : {}),
    ...(state.type !== null ? { propertyTypeId: state.type } : {}),
    ...(state.operation ? { priceType: state.operation } : {}),
  }
}

/**
 * The state after a change of filters (public-site.md §4): any filter change goes back to page 1,
 * and choosing the value that is already active clears it.
 */
export function withFilter<K extends 'country' | 'type' | 'operation'>(state: SearchState, key: K, value: SearchState[K]): SearchState {
  const next = state[key] === value ? null : value
  return { ...state, [key]: next, page: 1 }
}

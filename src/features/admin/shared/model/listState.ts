import { ADMIN_PAGE_SIZES } from '../../../../shared/constants.ts'
import type { SortOrder } from './sorting.ts'

// An admin list's state as it lives in the address (`?page=3&size=50&sort=price&order=asc&q=casa`),
// so that a reload, back/forward or a shared link shows the same page. Hand-edited nonsense is
// dropped for the default, never an error.

export type PageSize = (typeof ADMIN_PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = ADMIN_PAGE_SIZES[0]

/** What a screen's list allows: its sort fields, its default order, and its filter's values. */
export interface ListSpec<S extends string, F extends string = never> {
  sorts: readonly S[]
  sort: S
  order: SortOrder
  filters?: readonly F[]
}

export interface ListState<S extends string, F extends string = never> {
  page: number
  size: PageSize
  sort: S
  order: SortOrder
  /** The search text, trimmed; '' for none. */
  q: string
  /** The screen's one filter (status, read state…), or undefined for all. */
  filter?: F
}

const MAX_PAGE = 100_000
const MAX_SEARCH = 200

const isIn = <T extends string | number>(values: readonly T[], value: unknown): value is T => values.includes(value as T)

export function readListState<S extends string, F extends string = never>(spec: ListSpec<S, F>, search: Record<string, string | undefined>): ListState<S, F> {
  const page = Number(search.page)
  const size = Number(search.size)
  const state: ListState<S, F> = {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: isIn(ADMIN_PAGE_SIZES, size) ? size : DEFAULT_PAGE_SIZE,
    sort: isIn(spec.sorts, search.sort) ? search.sort : spec.sort,
    order: search.order === 'asc' || search.order === 'desc' ? search.order : spec.order,
    q: (search.q ?? '').trim().slice(0, MAX_SEARCH),
  }
  if (spec.filters && isIn(spec.filters, search.filter)) state.filter = search.filter
  return state
}

/** The query string of a state (with its '?'), defaults left out so plain addresses stay plain. */
export function listStateSearch<S extends string, F extends string = never>(spec: ListSpec<S, F>, state: ListState<S, F>): string {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.filter !== undefined) params.set('filter', state.filter)
  if (state.sort !== spec.sort || state.order !== spec.order) {
    params.set('sort', state.sort)
    params.set('order', state.order)
  }
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size))
  if (state.page !== 1) params.set('page', String(state.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The state after a change: a new search, filter, order or page size starts again at page 1 (the
 * old page number means nothing in the new list); only a page change keeps the rest.
 */
export function changeListState<S extends string, F extends string = never>(state: ListState<S, F>, change: Partial<ListState<S, F>>): ListState<S, F> {
  const next = { ...state, ...change }
  if (change.page === undefined) next.page = 1
  if ('filter' in change && change.filter === undefined) delete next.filter
  return next
}

/** "Showing from–to of total" for a page; 0–0 of 0 for an empty list. */
export function shownRange(page: number, size: number, total: number): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total }
  const from = Math.min((page - 1) * size + 1, total)
  return { from, to: Math.min(page * size, total), total }
}

/** The last page a list of `total` rows has (1 for an empty list). */
export const lastPageOf = (size: number, total: number) => Math.max(1, Math.ceil(total / size))

/** A sort field's two orders as choices, `first` first, each under its own dictionary key. */
export function bothOrders<S extends string, K extends string>(sort: S, first: SortOrder, keys: readonly [K, K]) {
  const second: SortOrder = first === 'asc' ? 'desc' : 'asc'
  return [
    { sort, order: first, key: keys[0] },
    { sort, order: second, key: keys[1] },
  ]
}

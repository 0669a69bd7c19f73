import { useEffect, useMemo, useRef } from 'react'
import type { CardProperty } from '../../../shared/cardProperty.ts'
import { pushSearch, replaceSearch, useUrlSearch } from '../../../lib/urlSearch.ts'
import { useListings } from '../../../lib/useListings.ts'
import { rateTable } from '../../../shared/currency.ts'
import { apiQuery, parseSearch, serializeSearch, withChanges, type SearchState } from '../../../shared/searchQuery.ts'
import type { CurrencyRate, PropertyList } from '../../../shared/types.ts'

/** Goes to a search: a whole one, or one made from the search the address holds now. */
export type Navigate = (next: SearchState | ((current: SearchState) => SearchState)) => void

function scrollToResults() {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  document.getElementById('results')?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
}

/**
 * The search the address holds, its results and the ways to change it (each a new address). The
 * server rendered the first page for `initialSearch`: it is taken over without asking again.
 */
export function useSearch(initialSearch: string, initialResult: PropertyList<CardProperty> | null, rates: CurrencyRate[]) {
  // While rendering on the server and hydrating there is no `location`: the server's address.
  const search = useUrlSearch() ?? initialSearch
  const state = useMemo(() => parseSearch(search), [search])
  const initialState = useMemo(() => parseSearch(initialSearch), [initialSearch])
  const listings = useListings(apiQuery(state), initialResult ? { query: apiQuery(initialState), data: initialResult } : undefined)
  const approx = useMemo(() => (state.currency ? { currency: state.currency, rates: rateTable(rates) } : undefined), [state.currency, rates])

  // An updater reads the address as it is now, not the render's: two choices applied in one tick
  // (made before the island came to life, applied as it does) both stay.
  const navigate: Navigate = (next) => pushSearch(serializeSearch(typeof next === 'function' ? next(parseSearch(location.search)) : next))
  const change = (changes: Partial<SearchState>) => navigate((current) => withChanges(current, changes))
  // The next page starts where the results do, not above the search and its filters. The scroll
  // waits for the new page's cards: begun at the click, the cards replaced under it could stop it
  // where it started (seen on a loaded machine: the window stayed at the page links).
  const scrollPending = useRef(false)
  const changePage = (page: number) => {
    scrollPending.current = true
    navigate({ ...state, page })
  }
  useEffect(() => {
    if (!scrollPending.current || listings.status === 'loading') return
    scrollPending.current = false
    scrollToResults()
  }, [listings])

  // A shared link can point past the last page once listings are gone: show the last one instead.
  useEffect(() => {
    if (listings.status !== 'ready') return
    const { totalPages } = listings.data.pagination
    if (listings.data.data.length === 0 && state.page > 1 && state.page > totalPages) replaceSearch(serializeSearch({ ...state, page: totalPages }))
  }, [listings, state])

  return { state, listings, approx, navigate, change, changePage }
}

import type { CardProperty } from '../shared/cardProperty.ts'
import type { PropertyList } from '../shared/types.ts'
import { apiError } from './api.ts'
import { fetchListings, type ListingQuery } from './listings.ts'
import { useQuery, type QueryState } from './useQuery.ts'

/** The API's message of a failed list, or null when nothing answered. */
type ListingsState = QueryState<PropertyList<CardProperty>, string | null>

async function describe(error: unknown): Promise<string | null> {
  console.error('[listings] request failed', error)
  return (await apiError(error))?.message ?? null
}

/**
 * GET /api/properties for a query, again whenever the query changes; `null` waits. `initial` is the
 * page the server rendered (only its cards' fields): its query is not asked again.
 */
export function useListings(query: ListingQuery | null, initial?: { query: ListingQuery; data: PropertyList<CardProperty> }): ListingsState {
  const key = query ? JSON.stringify(query) : null
  const [state] = useQuery(key, (signal) => fetchListings(JSON.parse(key!) as ListingQuery, signal), {
    describe,
    transition: true,
    initial: initial && { key: JSON.stringify(initial.query), data: initial.data },
  })
  return state
}

import type { Paged, Property } from '../shared/types.ts'
import { api } from './api.ts'
import { listingSearchParams, type ListingQuery } from './listingParams.ts'

export type { ListingQuery }

/** GET /api/properties with only the parameters that are set. */
export function fetchListings(query: ListingQuery, signal?: AbortSignal): Promise<Paged<Property>> {
  return api.get('properties', { searchParams: listingSearchParams(query), signal }).json<Paged<Property>>()
}

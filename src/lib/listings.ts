import type { PagedByIds, Property, PropertyList } from '../shared/types.ts'
import { api } from './api.ts'
import { listingSearchParams, type ListingQuery } from './listingParams.ts'

export type { ListingQuery }

/** GET /api/properties with only the parameters that are set. */
export function fetchListings(query: ListingQuery, signal?: AbortSignal): Promise<PropertyList<Property>> {
  return api.get('properties', { searchParams: listingSearchParams(query), signal }).json<PropertyList<Property>>()
}

/** GET /api/properties?ids=…: those listings in that order, and the ids no longer public. */
export function fetchListingsByIds(ids: number[], signal?: AbortSignal): Promise<PagedByIds<Property>> {
  return api.get('properties', { searchParams: { ids: ids.join(',') }, signal }).json<PagedByIds<Property>>()
}

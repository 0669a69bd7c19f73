import type { Paged, Property } from '../shared/types.ts'
import { api } from './api.ts'

export type ListingQuery = Record<string, string | number | boolean | undefined>

/** GET /api/properties with only the parameters that are set. */
export function fetchListings(query: ListingQuery, signal?: AbortSignal): Promise<Paged<Property>> {
  const searchParams: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') searchParams[key] = String(value)
  return api.get('properties', { searchParams, signal }).json<Paged<Property>>()
}

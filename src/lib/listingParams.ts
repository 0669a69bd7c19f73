export type ListingQuery = Record<string, string | number | boolean | undefined>

/** The query string of GET /api/properties: only the parameters that are set, in the given order. */
export function listingSearchParams(query: ListingQuery): Record<string, string> {
  const searchParams: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') searchParams[key] = String(value)
  return searchParams
}

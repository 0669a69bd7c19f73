import { DEFAULT_SEARCH, type SearchState } from '../../../shared/searchQuery.ts'

/** How many of the sheet's own filters are set (the phone's "Filtros (n)" button). */
export function sheetFilterCount(state: SearchState): number {
  const keys = ['city', 'minPrice', 'maxPrice', 'beds', 'baths', 'parking', 'minArea', 'maxArea', 'closed'] as const
  return keys.filter((key) => state[key] !== DEFAULT_SEARCH[key]).length
}

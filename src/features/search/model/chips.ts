import { FEATURE_FILTERS } from '../../../shared/featureFilters.ts'
import { FACT_FILTERS } from '../../../shared/searchFilters.ts'
import { DEFAULT_SEARCH, type SearchState } from '../../../shared/searchQuery.ts'

/** What the phone sheet holds besides the country and the operation (which it shows on a phone only). */
const SHEET_KEYS = [
  'city',
  'minPrice',
  'maxPrice',
  'maxMonthlyCost',
  ...FACT_FILTERS.filter((filter) => filter.inSheet).map((filter) => filter.key),
  ...FEATURE_FILTERS.map((filter) => filter.key),
  'closed',
] as const

/** How many of the sheet's own filters are set (the phone's "Filtros (n)" button). */
export function sheetFilterCount(state: SearchState): number {
  return SHEET_KEYS.filter((key) => state[key] !== DEFAULT_SEARCH[key]).length
}

/** The sheet's "clear": each of its filters, and the price range's currency, back to the default. */
export const SHEET_CLEARED: Partial<SearchState> = Object.fromEntries([...SHEET_KEYS, 'currency'].map((key) => [key, DEFAULT_SEARCH[key as keyof SearchState]]))

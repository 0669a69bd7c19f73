import { FACT_FILTERS, isChoiceFilter, type FactKey } from '../../../shared/searchFilters.ts'

/** The filters typed as numbers: the price range and the facts without a fixed set of choices. */
export type NumberKey = 'minPrice' | 'maxPrice' | 'maxMonthlyCost' | FactKey

/** Rooms, baths and the like: picked from a few "at least n" pills. */
export const CHOICE_FILTERS = FACT_FILTERS.filter(isChoiceFilter)
const AMOUNT_FILTERS = FACT_FILTERS.filter((filter) => !isChoiceFilter(filter))
/** The typed amounts, shown in pairs (from – to) under their range's legend. */
export const RANGES = [...new Set(AMOUNT_FILTERS.map((filter) => ('range' in filter.input ? filter.input.range : filter.label)))].map((legend) => ({
  legend,
  filters: AMOUNT_FILTERS.filter((filter) => 'range' in filter.input && filter.input.range === legend),
}))
export const NUMBER_KEYS: readonly NumberKey[] = ['minPrice', 'maxPrice', 'maxMonthlyCost', ...AMOUNT_FILTERS.map((filter) => filter.key as FactKey)]

import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { useTypedIntoState } from '../../../lib/useTypedIntoState.ts'
import { SORTS, type Sort } from '../../../shared/searchQuery.ts'

const SORT_LABEL: Record<Sort, KeysOf<'properties'>> = {
  newest: 'properties.sortNewest',
  'price-low': 'properties.sortPriceLow',
  'price-high': 'properties.sortPriceHigh',
  'area-high': 'properties.sortAreaHigh',
  'cost-low': 'properties.sortCostLow',
}

/** The order of the results, beside their count: where people look for it. */
export function SortSelect({ value, t, onSort }: { value: Sort; t: Translate<KeysOf<'properties'>>; onSort: (sort: Sort) => void }) {
  // An order chosen before the island came to life (a slow phone) is shown by the list, not lost.
  useTypedIntoState([['search-sort', (chosen) => chosen !== value && onSort(chosen as Sort)]])
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('properties.sort')}
      </label>
      <select id="search-sort" className="field h-10 py-1" value={value} onChange={(e) => onSort(e.target.value as Sort)}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABEL[sort])}
          </option>
        ))}
      </select>
    </div>
  )
}

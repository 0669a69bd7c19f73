import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { SearchState } from '../../../shared/searchQuery.ts'
import type { Navigate } from '../model/useSearch.ts'
import { SortSelect } from './SortSelect.tsx'
import { ViewSwitch } from './ViewSwitch.tsx'

interface Props {
  /** How many listings the search finds; null until it is known. */
  total: number | null
  loading: boolean
  state: SearchState
  /** The page's address for a search (the view switch's links). */
  hrefOf: (state: SearchState) => string
  navigate: Navigate
  t: Translate<KeysOf<'properties' | 'map'>>
}

/** Above the results: their count, their order and the list or map view. */
export function ResultsHead({ total, loading, state, hrefOf, navigate, t }: Props) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2" data-results-head>
      <h2 className="min-h-8 text-xl font-bold text-slate-900 dark:text-white" aria-live="polite">
        {total === null ? loading ? <span className="sr-only">{t('properties.loading')}</span> : null : t('properties.results', { count: total })}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <SortSelect value={state.sort} t={t} onSort={(sort) => navigate((current) => ({ ...current, sort, page: 1 }))} />
        <ViewSwitch view={state.view} hrefOf={(view) => hrefOf({ ...state, view })} onChange={(view) => navigate((current) => ({ ...current, view }))} t={t} />
      </div>
    </div>
  )
}

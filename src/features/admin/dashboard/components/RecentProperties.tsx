import type { Paged, Property } from '../../../../shared/types.ts'
import { formatDate, formatNumber } from '../../../../shared/format.ts'
import { DASHBOARD_SKELETONS } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { SortState } from '../../shared/model/sorting.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import { StatusBadge } from '../../shared/ui/StatusBadge.tsx'
import { ListingStatusBadge } from '../../shared/ui/ListingStatusBadge.tsx'
import type { Load } from '../../shared/model/useLoad.ts'

export type RecentSortField = 'views' | 'createdAt'

interface Props {
  load: Load<Paged<Property>>
  sort: SortState<RecentSortField>
  onSort: (field: RecentSortField) => void
  showAgent: boolean
}

/** Recent listings: a table with sortable Views and Date on desktop, cards and sort buttons on phones. */
export function RecentProperties({ load, sort, onSort, showAgent }: Props) {
  const { t, lang } = useT()
  const ariaSort = (field: RecentSortField) => (sort.field === field ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none')
  const arrow = (field: RecentSortField) => (sort.field === field ? <Icon name={sort.order === 'asc' ? 'arrowUp' : 'arrowDown'} className="h-4 w-4" /> : <Icon name="sort" className="h-4 w-4 opacity-50" />)
  const sortLabel = (field: RecentSortField) => t(field === 'views' ? 'dashboard.recent.views' : 'dashboard.recent.date')

  const items = load.status === 'ready' ? load.data.data : []
  return (
    <section aria-labelledby="recent-title" className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
        <h2 id="recent-title" className="text-lg font-semibold">
          {t('dashboard.recent.title')}
        </h2>
        <div className="flex gap-2 md:hidden" role="group" aria-label={t('dashboard.recent.sortBy')}>
          {(['views', 'createdAt'] as const).map((field) => (
            <button key={field} type="button" className="btn-outline px-3 py-1.5" aria-pressed={sort.field === field} onClick={() => onSort(field)}>
              {sortLabel(field)}
              {arrow(field)}
              {sort.field === field && <span className="sr-only">{t(sort.order === 'asc' ? 'dashboard.recent.ascending' : 'dashboard.recent.descending')}</span>}
            </button>
          ))}
        </div>
      </div>
      {load.status === 'loading' && (
        <ul aria-busy="true" aria-label={t('dashboard.recent.loading')} className="divide-y divide-slate-200 dark:divide-slate-800">
          {Array.from({ length: DASHBOARD_SKELETONS }, (_, i) => (
            <li key={i} data-testid="recent-skeleton" className="flex animate-pulse items-center gap-4 p-4">
              <span className="h-4 flex-1 rounded bg-slate-200 dark:bg-slate-700" />
              <span className="h-4 w-16 rounded bg-slate-200 dark:bg-slate-700" />
              <span className="h-4 w-24 rounded bg-slate-200 dark:bg-slate-700" />
            </li>
          ))}
        </ul>
      )}
      {load.status === 'ready' && items.length === 0 && <p className="p-6 text-slate-600 dark:text-slate-400">{t('dashboard.recent.empty')}</p>}
      {load.status === 'ready' && items.length > 0 && (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('dashboard.recent.property')}
                  </th>
                  {showAgent && (
                    <th scope="col" className="px-4 py-3">
                      {t('dashboard.recent.agent')}
                    </th>
                  )}
                  <th scope="col" className="px-4 py-3">
                    {t('dashboard.recent.status')}
                  </th>
                  {(['views', 'createdAt'] as const).map((field) => (
                    <th key={field} scope="col" aria-sort={ariaSort(field)} className="px-4 py-3">
                      <button type="button" className="inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white" onClick={() => onSort(field)}>
                        {sortLabel(field)}
                        {arrow(field)}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {items.map((p) => (
                  <tr key={p.id} data-testid="recent-row">
                    <td className="px-4 py-3">
                      <a href={`/admin/propiedades/editar/${p.id}`} className="font-medium text-slate-900 hover:underline dark:text-white">
                        {p.title}
                      </a>
                      <p className="text-xs text-slate-600 dark:text-slate-400">{p.address}</p>
                    </td>
                    {showAgent && <td className="px-4 py-3">{p.authorName}</td>}
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-1.5">
                        <StatusBadge isActive={p.isActive} />
                        <ListingStatusBadge status={p.status} />
                      </div>
                    </td>
                    <td className="px-4 py-3 tabular-nums" data-testid="recent-views">
                      {formatNumber(p.views, lang, 0)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDate(p.createdAt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800">
            {items.map((p) => (
              <li key={p.id} data-testid="recent-card" className="p-4">
                <a href={`/admin/propiedades/editar/${p.id}`} className="font-medium text-slate-900 hover:underline dark:text-white">
                  {p.title}
                </a>
                <p className="text-xs text-slate-600 dark:text-slate-400">{p.address}</p>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                  <StatusBadge isActive={p.isActive} />
                  <ListingStatusBadge status={p.status} />
                  <span data-testid="recent-views">{t('dashboard.recent.viewsCount', { count: p.views })}</span>
                  <span>{formatDate(p.createdAt, lang)}</span>
                  {showAgent && <span>{p.authorName}</span>}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

import type { Paged, Property } from '../../../../shared/types.ts'
import { formatDate, formatNumber } from '../../../../shared/format.ts'
import { DASHBOARD_SKELETONS } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { SortState } from '../../shared/model/sorting.ts'
import { DashboardPanel } from './DashboardPanel.tsx'
import { DataTable, type Column } from '../../shared/ui/DataTable.tsx'
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
  const arrow = (field: RecentSortField) =>
    sort.field === field ? <Icon name={sort.order === 'asc' ? 'arrowUp' : 'arrowDown'} className="h-4 w-4" /> : <Icon name="sort" className="h-4 w-4 opacity-50" />
  const sortLabel = (field: RecentSortField) => t(field === 'views' ? 'dashboard.recent.views' : 'dashboard.recent.date')

  const items = load.status === 'ready' ? load.data.data : []
  const date = (p: Property) => formatDate(p.createdAt, lang)
  const sortable = (field: RecentSortField): Pick<Column<Property>, 'header' | 'ariaSort'> => ({
    header: (
      <button type="button" className="inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white" onClick={() => onSort(field)}>
        {sortLabel(field)}
        {arrow(field)}
      </button>
    ),
    ariaSort: ariaSort(field),
  })
  const columns: (Column<Property> | false)[] = [
    {
      key: 'property',
      header: t('dashboard.recent.property'),
      cell: (p) => (
        <>
          <a href={`/admin/propiedades/editar/${p.id}`} className="font-medium text-slate-900 hover:underline dark:text-white">
            {p.title}
          </a>
          <p className="text-xs font-normal text-slate-600 dark:text-slate-400">{p.address}</p>
        </>
      ),
      card: 'title',
    },
    showAgent && { key: 'agent', header: t('dashboard.recent.agent'), cell: (p) => p.authorName },
    {
      key: 'status',
      header: t('dashboard.recent.status'),
      cell: (p) => (
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge isActive={p.isActive} />
          <ListingStatusBadge status={p.status} />
        </div>
      ),
      card: 'meta',
      cardCell: (p) => (
        <>
          <StatusBadge isActive={p.isActive} />
          <ListingStatusBadge status={p.status} />
        </>
      ),
    },
    {
      key: 'views',
      ...sortable('views'),
      cell: (p) => formatNumber(p.views, lang, 0),
      className: 'tabular-nums',
      cellProps: { 'data-testid': 'recent-views' },
      card: 'meta',
      cardCell: (p) => <span data-testid="recent-views">{t('dashboard.recent.viewsCount', { count: p.views })}</span>,
    },
    {
      key: 'createdAt',
      ...sortable('createdAt'),
      cell: date,
      className: 'whitespace-nowrap',
      card: 'meta',
      // The card names the agent last, after the date.
      cardCell: (p) => (
        <>
          <span>{date(p)}</span>
          {showAgent && <span>{p.authorName}</span>}
        </>
      ),
    },
  ]
  return (
    <DashboardPanel
      id="recent-title"
      title={t('dashboard.recent.title')}
      wrap
      aside={
        <div className="flex gap-2 md:hidden" role="group" aria-label={t('dashboard.recent.sortBy')}>
          {(['views', 'createdAt'] as const).map((field) => (
            <button key={field} type="button" className="btn-outline px-3 py-1.5" aria-pressed={sort.field === field} onClick={() => onSort(field)}>
              {sortLabel(field)}
              {arrow(field)}
              {sort.field === field && <span className="sr-only">{t(sort.order === 'asc' ? 'dashboard.recent.ascending' : 'dashboard.recent.descending')}</span>}
            </button>
          ))}
        </div>
      }
    >
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
      {load.status === 'ready' && items.length > 0 && <DataTable name="recent" items={items} columns={columns} framed={false} />}
    </DashboardPanel>
  )
}

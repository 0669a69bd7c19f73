import { useStore } from '@nanostores/react'
import { useMemo, useState } from 'react'
import { ADMIN_PROPERTY_SORT_FIELDS } from '../../../../shared/constants.ts'
import type { Property } from '../../../../shared/types.ts'
import { managedProperties, recentLeads, type AdminSortField } from '../../shared/api/adminApi.ts'
import { deleteProperty } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { bothOrders, type ListSpec, type ListState } from '../../shared/model/listState.ts'
import { usePagedList } from '../../shared/model/usePagedList.ts'
import { $isSuperadmin, $session } from '../../../../lib/session.ts'
import { ReassignDialog } from './ReassignDialog.tsx'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { ExportButton } from '../../shared/ui/ExportButton.tsx'
import { PagedListPager } from '../../shared/ui/ListPager.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { LoadingRows } from '../../shared/ui/LoadingRows.tsx'
import { CreateLink, PageHeader } from '../../shared/ui/PageHeader.tsx'
import { ListToolbar } from '../../shared/ui/ListToolbar.tsx'
import { useConfirmedDelete } from '../../shared/model/useConfirmedDelete.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { PropertyRows } from './PropertyRows.tsx'
import { usePropertySwitches } from './usePropertySwitches.ts'

type Filter = 'active' | 'inactive'
const FILTERS: (Filter | undefined)[] = [undefined, 'active', 'inactive']
const LIST: ListSpec<AdminSortField, Filter> = { sorts: ADMIN_PROPERTY_SORT_FIELDS, sort: 'createdAt', order: 'desc', filters: ['active', 'inactive'] }
const SORTS = [...bothOrders('createdAt', 'desc', ['newest', 'oldest']), ...bothOrders('price', 'asc', ['priceAsc', 'priceDesc']), ...bothOrders('views', 'desc', ['viewsDesc', 'viewsAsc'])]

/** What the server is asked for: the search, the order, the status filter. */
function queryOf(state: ListState<AdminSortField, Filter>) {
  return {
    search: state.q || undefined,
    sortBy: state.sort,
    sortOrder: state.order,
    isActive: state.filter === undefined ? undefined : state.filter === 'active',
  }
}

/**
 * Property list (docs/specs/admin-area.md §2): own listings for an admin, all for the superadmin, paged,
 * ordered and searched by the server, with its state in the address.
 */
export function PropertyList() {
  const { t } = useT()
  const isSuperadmin = useStore($isSuperadmin)
  const isManager = useStore($session).user?.agencyRole === 'manager'
  const [reassigning, setReassigning] = useState<Property | null>(null)
  const paged = usePagedList(LIST, `${isSuperadmin}:`, (state) => managedProperties(isSuperadmin, { ...queryOf(state), page: state.page, limit: state.size }))
  const { state, change, list, items, reload, dropRow, replaceRow } = paged
  const filter = state.filter ?? 'all'
  const search = state.q
  const query = queryOf(state)
  // The leads column: one call for the last 30 days of every listing the caller sees.
  const [leadsLoad] = useLoad(recentLeads, 'leads')
  const leadsById = useMemo(() => (leadsLoad.status === 'ready' ? new Map(leadsLoad.data.byListing.map((l) => [l.propertyId, l.total])) : undefined), [leadsLoad])
  const { featuring, feature, toggling, setToggling, busy, confirmToggle } = usePropertySwitches({ replaceRow, dropRow, filtered: filter !== 'all' })

  const deletion = useConfirmedDelete({
    remove: (property: Property) => deleteProperty(property.id),
    removed: (property) => dropRow(property.id),
    done: () => t('properties.deleted'),
    failed: () => t('properties.deleteError'),
  })

  const emptyText = search ? t('properties.emptySearch', { q: search }) : t(`properties.empty.${filter}`)
  const exportParams: Record<string, string> = { sortBy: query.sortBy, sortOrder: query.sortOrder }
  if (query.search) exportParams.search = query.search
  if (query.isActive !== undefined) exportParams.isActive = String(query.isActive)
  return (
    <section>
      <PageHeader title={isSuperadmin ? t('properties.titleAll') : t('properties.titleMine')}>
        <ExportButton path={isSuperadmin ? 'properties/superadmin/export.csv' : 'properties/admin/export.csv'} searchParams={exportParams} />
        <CreateLink href="/admin/propiedades/crear" label={t('properties.create')} />
      </PageHeader>

      <ListToolbar
        state={state}
        change={change}
        filters={{ label: t('properties.filterLabel'), choices: FILTERS.map((f) => ({ value: f, label: t(`properties.filter.${f ?? 'all'}`) })) }}
        sorts={SORTS.map((choice) => ({ sort: choice.sort, order: choice.order, label: t(`properties.sort.${choice.key}`) }))}
        search={{ label: t('properties.searchLabel'), placeholder: t('properties.searchPlaceholder') }}
      />

      {list.status === 'loading' && <LoadingRows label={t('properties.loading')} />}
      {list.status === 'error' && <LoadError message={t('properties.loadError')} onRetry={reload} />}
      {list.status === 'ready' && items.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
          <p className="text-slate-700 dark:text-slate-300">{emptyText}</p>
          {filter === 'all' && !search && (
            <a href="/admin/propiedades/crear" className="btn-primary mt-4">
              {t('properties.createFirst')}
            </a>
          )}
        </div>
      )}
      {list.status === 'ready' && items.length > 0 && (
        <PropertyRows
          items={items}
          onToggle={setToggling}
          onDelete={deletion.ask}
          featuring={isSuperadmin ? { busy: featuring, onChange: feature } : undefined}
          leads={leadsById}
          onReassign={isManager ? setReassigning : undefined}
        />
      )}
      <PagedListPager paged={paged} label={t('properties.pagination')} />

      <ConfirmDialog
        open={toggling !== null}
        busy={busy}
        danger={toggling?.isActive === 1}
        title={toggling?.isActive === 1 ? t('properties.confirmDeactivateTitle') : t('properties.confirmActivateTitle')}
        confirmLabel={toggling?.isActive === 1 ? t('properties.deactivate') : t('properties.activate')}
        onConfirm={confirmToggle}
        onCancel={() => setToggling(null)}
      >
        {t(toggling?.isActive === 1 ? 'properties.confirmDeactivateText' : 'properties.confirmActivateText', { title: toggling?.title ?? '' })}
      </ConfirmDialog>
      <ReassignDialog
        listing={reassigning}
        onClose={() => setReassigning(null)}
        onReassigned={(changed) => {
          replaceRow(changed)
          setReassigning(null)
        }}
      />
      <ConfirmDialog {...deletion.dialog} danger title={t('properties.confirmDeleteTitle')} confirmLabel={t('properties.delete')}>
        {t('properties.confirmDeleteText', { title: deletion.target?.title ?? '' })}
      </ConfirmDialog>
    </section>
  )
}

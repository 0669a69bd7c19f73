import { useStore } from '@nanostores/react'
import { useMemo, useState } from 'react'
import toast from 'react-hot-toast'
import { ADMIN_PROPERTY_SORT_FIELDS } from '../../../../shared/constants.ts'
import type { Property } from '../../../../shared/types.ts'
import { managedProperties, recentLeads, type AdminSortField } from '../../shared/api/adminApi.ts'
import { deleteProperty, setPropertyFeatured, setPropertyStatus } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { ListSpec } from '../../shared/model/listState.ts'
import { useClampedPage, useListState } from '../../shared/model/useListState.ts'
import { $isSuperadmin } from '../../../../lib/session.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { ExportButton } from '../../shared/ui/ExportButton.tsx'
import { Icon } from '../../shared/ui/Icons.tsx'
import { ListPager } from '../../shared/ui/ListPager.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { LoadingRows } from '../../shared/ui/LoadingRows.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { ListToolbar } from '../../shared/ui/ListToolbar.tsx'
import { useConfirmedDelete } from '../../shared/model/useConfirmedDelete.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { PropertyRows } from './PropertyRows.tsx'

type Filter = 'active' | 'inactive'
const FILTERS: (Filter | undefined)[] = [undefined, 'active', 'inactive']
const LIST: ListSpec<AdminSortField, Filter> = { sorts: ADMIN_PROPERTY_SORT_FIELDS, sort: 'createdAt', order: 'desc', filters: ['active', 'inactive'] }
const SORTS = [
  { sort: 'createdAt', order: 'desc', key: 'newest' },
  { sort: 'createdAt', order: 'asc', key: 'oldest' },
  { sort: 'price', order: 'asc', key: 'priceAsc' },
  { sort: 'price', order: 'desc', key: 'priceDesc' },
  { sort: 'views', order: 'desc', key: 'viewsDesc' },
  { sort: 'views', order: 'asc', key: 'viewsAsc' },
] as const

/**
 * Property list (docs/specs/admin-area.md §2): own listings for an admin, all for the superadmin, paged,
 * ordered and searched by the server, with its state in the address.
 */
export function PropertyList() {
  const { t } = useT()
  const isSuperadmin = useStore($isSuperadmin)
  const { state, change, key } = useListState(LIST)
  const [toggling, setToggling] = useState<Property | null>(null)
  const [busy, setBusy] = useState(false)
  const [featuring, setFeaturing] = useState<ReadonlySet<number>>(new Set())
  const filter = state.filter ?? 'all'
  const search = state.q
  const query = {
    search: search || undefined,
    sortBy: state.sort,
    sortOrder: state.order,
    isActive: state.filter === undefined ? undefined : state.filter === 'active',
  }

  const [list, reload, update] = useLoad(() => managedProperties(isSuperadmin, { ...query, page: state.page, limit: state.size }), `${isSuperadmin}:${key}`)
  useClampedPage(state.page, state.size, list.status === 'ready' ? list.data.pagination.total : undefined, change)
  // The leads column: one call for the last 30 days of every listing the caller sees.
  const [leadsLoad] = useLoad(recentLeads, 'leads')
  const leadsById = useMemo(() => (leadsLoad.status === 'ready' ? new Map(leadsLoad.data.byListing.map((l) => [l.propertyId, l.total])) : undefined), [leadsLoad])

  /** A listing that left the page (deleted, or out of the status filter): the counts follow. */
  const dropRow = (id: number) => update((page) => ({ ...page, data: page.data.filter((p) => p.id !== id), pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } }))
  const replaceRow = (updated: Property) => update((page) => ({ ...page, data: page.data.map((p) => (p.id === updated.id ? { ...p, ...updated } : p)) }))

  async function feature(property: Property) {
    const isFeatured = property.isFeatured !== 1
    setFeaturing((ids) => new Set(ids).add(property.id))
    try {
      replaceRow(await setPropertyFeatured(property.id, isFeatured))
      toast.success(t(isFeatured ? 'properties.featuredOn' : 'properties.featuredOff'))
    } catch {
      toast.error(t('properties.featuredError'))
    }
    setFeaturing((ids) => {
      const next = new Set(ids)
      next.delete(property.id)
      return next
    })
  }

  async function confirmToggle() {
    if (!toggling) return
    setBusy(true)
    const activate = toggling.isActive !== 1
    try {
      const updated = await setPropertyStatus(toggling.id, activate)
      toast.success(t(activate ? 'properties.activated' : 'properties.deactivated'))
      // Under a status filter the listing leaves the list; otherwise it changes in place.
      if (filter === 'all') replaceRow(updated)
      else dropRow(toggling.id)
    } catch {
      toast.error(t('properties.statusError'))
    }
    setBusy(false)
    setToggling(null)
  }

  const deletion = useConfirmedDelete({
    remove: (property: Property) => deleteProperty(property.id),
    removed: (property) => dropRow(property.id),
    done: () => t('properties.deleted'),
    failed: () => t('properties.deleteError'),
  })

  const items = list.status === 'ready' ? list.data.data : []
  const emptyText = search ? t('properties.emptySearch', { q: search }) : t(`properties.empty.${filter}`)
  const exportParams: Record<string, string> = { sortBy: query.sortBy, sortOrder: query.sortOrder }
  if (query.search) exportParams.search = query.search
  if (query.isActive !== undefined) exportParams.isActive = String(query.isActive)
  return (
    <section>
      <PageHeader title={isSuperadmin ? t('properties.titleAll') : t('properties.titleMine')}>
        <ExportButton path={isSuperadmin ? 'properties/superadmin/export.csv' : 'properties/admin/export.csv'} searchParams={exportParams} />
        <a href="/admin/propiedades/crear" className="btn-primary">
          <Icon name="plus" />
          {t('properties.create')}
        </a>
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
        <PropertyRows items={items} onToggle={setToggling} onDelete={deletion.ask} featuring={isSuperadmin ? { busy: featuring, onChange: feature } : undefined} leads={leadsById} />
      )}
      {list.status === 'ready' && list.data.pagination.total > 0 && (
        <ListPager page={state.page} size={state.size} total={list.data.pagination.total} label={t('properties.pagination')} onPage={(page) => change({ page })} onSize={(size) => change({ size })} />
      )}

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
      <ConfirmDialog {...deletion.dialog} danger title={t('properties.confirmDeleteTitle')} confirmLabel={t('properties.delete')}>
        {t('properties.confirmDeleteText', { title: deletion.target?.title ?? '' })}
      </ConfirmDialog>
    </section>
  )
}

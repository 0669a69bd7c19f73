import { useStore } from '@nanostores/react'
import { useEffect, useId, useState } from 'react'
import toast from 'react-hot-toast'
import type { Property } from '../../../../shared/types.ts'
import { managedProperties } from '../../shared/api/adminApi.ts'
import { deleteProperty, setPropertyStatus } from '../api.ts'
import { MANAGEMENT_LIST_LIMIT } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { $isSuperadmin } from '../../../../lib/session.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { Icon } from '../../shared/ui/Icons.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { PropertyRows } from './PropertyRows.tsx'

type Filter = 'all' | 'active' | 'inactive'
const FILTERS: Filter[] = ['all', 'active', 'inactive']
const SEARCH_DELAY = 300

type Pending = { kind: 'toggle' | 'delete'; property: Property } | null

/** Property list (admin-area.md §2): own listings for an admin, all for the superadmin. */
export function PropertyList() {
  const { t } = useT()
  const isSuperadmin = useStore($isSuperadmin)
  const [filter, setFilter] = useState<Filter>('all')
  const [searchText, setSearchText] = useState('')
  const [search, setSearch] = useState('')
  const [pending, setPending] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)
  const searchId = useId()

  // The search is sent once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY)
    return () => clearTimeout(timer)
  }, [searchText])

  const [list, reload, update] = useLoad(
    () =>
      managedProperties(isSuperadmin, {
        limit: MANAGEMENT_LIST_LIMIT,
        search: search || undefined,
        sortBy: 'createdAt',
        sortOrder: 'desc',
        isActive: filter === 'all' ? undefined : filter === 'active',
      }),
    `${isSuperadmin}:${filter}:${search}`,
  )

  async function confirm() {
    if (!pending) return
    setBusy(true)
    const { kind, property } = pending
    if (kind === 'toggle') {
      const activate = property.isActive !== 1
      try {
        const updated = await setPropertyStatus(property.id, activate)
        toast.success(t(activate ? 'properties.activated' : 'properties.deactivated'))
        // Under a status filter the listing leaves the list; otherwise it changes in place.
        update((page) => ({
          ...page,
          data: filter === 'all' ? page.data.map((p) => (p.id === property.id ? { ...p, ...updated } : p)) : page.data.filter((p) => p.id !== property.id),
        }))
      } catch {
        toast.error(t('properties.statusError'))
      }
    } else {
      try {
        await deleteProperty(property.id)
        toast.success(t('properties.deleted'))
        update((page) => ({ ...page, data: page.data.filter((p) => p.id !== property.id) }))
      } catch {
        toast.error(t('properties.deleteError'))
      }
    }
    setBusy(false)
    setPending(null)
  }

  const items = list.status === 'ready' ? list.data.data : []
  const emptyText = search ? t('properties.emptySearch', { q: search }) : t(`properties.empty.${filter}`)
  return (
    <section>
      <PageHeader title={isSuperadmin ? t('properties.titleAll') : t('properties.titleMine')}>
        <a href="/admin/propiedades/crear" className="btn-primary">
          <Icon name="plus" />
          {t('properties.create')}
        </a>
      </PageHeader>

      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div role="group" aria-label={t('properties.filterLabel')} className="flex gap-2">
          {FILTERS.map((f) => (
            <button key={f} type="button" aria-pressed={filter === f} className={filter === f ? 'btn-primary' : 'btn-outline'} onClick={() => setFilter(f)}>
              {t(`properties.filter.${f}`)}
            </button>
          ))}
        </div>
        <div className="md:w-80">
          <label htmlFor={searchId} className="sr-only">
            {t('properties.searchLabel')}
          </label>
          <input id={searchId} type="search" className="field" placeholder={t('properties.searchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
        </div>
      </div>

      {list.status === 'loading' && (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            {t('properties.loading')}
          </span>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
          ))}
        </div>
      )}
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
        <PropertyRows items={items} onToggle={(property) => setPending({ kind: 'toggle', property })} onDelete={(property) => setPending({ kind: 'delete', property })} />
      )}

      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        danger={pending?.kind === 'delete' || pending?.property.isActive === 1}
        title={
          pending?.kind === 'delete' ? t('properties.confirmDeleteTitle') : pending?.property.isActive === 1 ? t('properties.confirmDeactivateTitle') : t('properties.confirmActivateTitle')
        }
        confirmLabel={pending?.kind === 'delete' ? t('properties.delete') : pending?.property.isActive === 1 ? t('properties.deactivate') : t('properties.activate')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'delete'
          ? t('properties.confirmDeleteText', { title: pending.property.title })
          : pending?.property.isActive === 1
            ? t('properties.confirmDeactivateText', { title: pending.property.title })
            : t('properties.confirmActivateText', { title: pending?.property.title ?? '' })}
      </ConfirmDialog>
    </section>
  )
}

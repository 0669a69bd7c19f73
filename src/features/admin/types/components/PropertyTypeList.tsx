import { useState } from 'react'
import toast from 'react-hot-toast'
import type { PropertyType } from '../../../../shared/types.ts'
import { typeLabel } from '../../../../shared/typeLabel.ts'
import { failureOf, propertyTypes } from '../../shared/api/adminApi.ts'
import { deletePropertyType } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { Icon, TypeIcon } from '../../shared/ui/Icons.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { TypeModal } from './TypeModal.tsx'

/** Property types (superadmin): list, modal create/edit, delete; all saved through the API. */
export function PropertyTypeList() {
  const { t } = useT()
  const [list, reload, update] = useLoad(propertyTypes, 'types')
  const [editing, setEditing] = useState<PropertyType | 'new' | null>(null)
  const [deleting, setDeleting] = useState<PropertyType | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirmDelete() {
    if (!deleting) return
    setBusy(true)
    try {
      await deletePropertyType(deleting.id)
      toast.success(t('types.deleted'))
      update((types) => types.filter((type) => type.id !== deleting.id))
    } catch (error) {
      const failure = await failureOf(error)
      toast.error(failure.status === 409 && failure.message ? `${t('types.deleteError')}. ${failure.message}` : t('types.deleteError'))
    }
    setBusy(false)
    setDeleting(null)
  }

  const status = (type: PropertyType) => (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${type.isActive === 1 ? 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-200' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
    >
      {t(type.isActive === 1 ? 'types.active' : 'types.inactive')}
    </span>
  )
  const actions = (type: PropertyType) => (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-outline px-3 py-1.5" onClick={() => setEditing(type)} aria-label={t('types.editNamed', { name: type.name })}>
        <Icon name="edit" className="h-4 w-4" />
        {t('types.edit')}
      </button>
      <button
        type="button"
        className="btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50 dark:text-red-300 dark:ring-red-800 dark:hover:bg-red-950"
        onClick={() => setDeleting(type)}
        aria-label={t('types.deleteNamed', { name: type.name })}
      >
        <Icon name="trash" className="h-4 w-4" />
        {t('types.delete')}
      </button>
    </div>
  )

  const items = list.status === 'ready' ? list.data : []
  return (
    <section>
      <PageHeader title={t('types.title')}>
        <a href="/admin/property-types/crear" className="btn-outline">
          {t('types.createPage')}
        </a>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Icon name="plus" />
          {t('types.create')}
        </button>
      </PageHeader>
      {list.status === 'loading' && <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}
      {list.status === 'error' && <LoadError message={t('types.loadError')} onRetry={reload} />}
      {list.status === 'ready' && items.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">{t('types.empty')}</p>}
      {items.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('types.col.icon')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('types.col.name')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('types.col.status')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('types.col.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {items.map((type) => (
                  <tr key={type.id} data-testid="type-row">
                    <td className="px-4 py-3 text-brand-700 dark:text-orange-400">
                      <TypeIcon name={type.icon} className="h-6 w-6" />
                    </td>
                    <td className="px-4 py-3 font-medium">{typeLabel(type.name, t)}</td>
                    <td className="px-4 py-3">{status(type)}</td>
                    <td className="px-4 py-3">{actions(type)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {items.map((type) => (
              <li key={type.id} data-testid="type-card" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <div className="flex items-center gap-3">
                  <span className="text-brand-700 dark:text-orange-400">
                    <TypeIcon name={type.icon} className="h-6 w-6" />
                  </span>
                  <span className="font-medium">{typeLabel(type.name, t)}</span>
                  <span className="ml-auto">{status(type)}</span>
                </div>
                <div className="mt-3">{actions(type)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      {editing && (
        <TypeModal
          type={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null)
            update((types) => (types.some((x) => x.id === saved.id) ? types.map((x) => (x.id === saved.id ? saved : x)) : [...types, saved]))
          }}
        />
      )}
      <ConfirmDialog open={deleting !== null} busy={busy} danger title={t('types.confirmDeleteTitle')} confirmLabel={t('types.delete')} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
        {t('types.confirmDeleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </section>
  )
}

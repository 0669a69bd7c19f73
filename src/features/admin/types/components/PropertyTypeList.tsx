import { useState } from 'react'
import type { PropertyType } from '../../../../shared/types.ts'
import { typeLabel } from '../../../../shared/typeLabel.ts'
import { propertyTypes } from '../../shared/api/adminApi.ts'
import { deletePropertyType } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { Icon, TypeIcon } from '../../shared/ui/Icons.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { useConfirmedDelete, withReason } from '../../shared/model/useConfirmedDelete.ts'
import { DataTable, type Column } from '../../shared/ui/DataTable.tsx'
import { RowAction, RowActions } from '../../shared/ui/RowActions.tsx'
import { StatusBadge } from '../../shared/ui/StatusBadge.tsx'
import { TYPES_PATH } from '../paths.ts'
import { TypeEditor } from './TypeEditor.tsx'

/** Property types (superadmin): list, create and edit in a modal (or on their pages), delete; all saved through the API. */
export function PropertyTypeList() {
  const { t } = useT()
  const [list, reload, update] = useLoad(propertyTypes, 'types')
  const [editing, setEditing] = useState<PropertyType | 'new' | null>(null)
  const deletion = useConfirmedDelete({
    remove: (type: PropertyType) => deletePropertyType(type.id),
    removed: (type) => update((types) => types.filter((x) => x.id !== type.id)),
    done: () => t('types.deleted'),
    failed: (failure) => withReason(t('types.deleteError'), failure),
  })

  const columns: Column<PropertyType>[] = [
    {
      key: 'icon',
      header: t('types.col.icon'),
      cell: (type) => <TypeIcon name={type.icon} className="h-6 w-6" />,
      className: 'text-brand-700 dark:text-orange-400',
      card: 'lead',
      cardCell: (type) => (
        <span className="text-brand-700 dark:text-orange-400">
          <TypeIcon name={type.icon} className="h-6 w-6" />
        </span>
      ),
    },
    { key: 'name', header: t('types.col.name'), cell: (type) => typeLabel(type.name, t), className: 'font-medium', card: 'title' },
    { key: 'status', header: t('types.col.status'), cell: (type) => <StatusBadge isActive={type.isActive} of="type" />, card: 'aside' },
    {
      key: 'actions',
      header: t('types.col.actions'),
      cell: (type) => (
        <RowActions>
          <RowAction icon="edit" label={t('types.edit')} name={t('types.editNamed', { name: type.name })} onClick={() => setEditing(type)} />
          <RowAction icon="trash" label={t('types.delete')} name={t('types.deleteNamed', { name: type.name })} onClick={() => deletion.ask(type)} danger />
        </RowActions>
      ),
      card: 'footer',
    },
  ]

  const items = list.status === 'ready' ? list.data : []
  return (
    <section>
      <PageHeader title={t('types.title')}>
        <a href={`${TYPES_PATH}/crear`} className="btn-outline">
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
      {items.length > 0 && <DataTable name="type" items={items} columns={columns} />}
      {editing && (
        <TypeEditor
          existing={editing === 'new' ? null : editing}
          modal={{ onClose: () => setEditing(null) }}
          onSaved={(saved) => {
            setEditing(null)
            update((types) => (types.some((x) => x.id === saved.id) ? types.map((x) => (x.id === saved.id ? saved : x)) : [...types, saved]))
          }}
        />
      )}
      <ConfirmDialog {...deletion.dialog} danger title={t('types.confirmDeleteTitle')} confirmLabel={t('types.delete')}>
        {t('types.confirmDeleteText', { name: deletion.target?.name ?? '' })}
      </ConfirmDialog>
    </section>
  )
}

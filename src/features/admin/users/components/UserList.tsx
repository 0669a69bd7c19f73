import { useStore } from '@nanostores/react'
import type { User } from '../../../../shared/types.ts'
import { ADMIN_USER_SORT_FIELDS } from '../../../../shared/constants.ts'
import { deleteUser, users, type UserSortField } from '../api.ts'
import { bothOrders, type ListSpec } from '../../shared/model/listState.ts'
import { usePagedList } from '../../shared/model/usePagedList.ts'
import { PagedListPager } from '../../shared/ui/ListPager.tsx'
import { ListToolbar } from '../../shared/ui/ListToolbar.tsx'
import { useT } from '../../shared/model/i18n.ts'
import { $session } from '../../../../lib/session.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { CreateLink, PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useConfirmedDelete, withReason } from '../../shared/model/useConfirmedDelete.ts'
import { DataTable, type Column } from '../../shared/ui/DataTable.tsx'
import { RowAction, RowActions } from '../../shared/ui/RowActions.tsx'
import { StatusBadge } from '../../shared/ui/StatusBadge.tsx'
import { RoleBadge } from './RoleBadge.tsx'

const LIST: ListSpec<UserSortField> = { sorts: ADMIN_USER_SORT_FIELDS, sort: 'name', order: 'asc' }
const SORTS = [...bothOrders('name', 'asc', ['nameAsc', 'nameDesc']), ...bothOrders('email', 'asc', ['emailAsc', 'emailDesc']), ...bothOrders('createdAt', 'desc', ['newest', 'oldest'])]

/** Users (superadmin): list with role badges, edit, delete after confirmation; paged, ordered and searched by the server. */
export function UserList() {
  const { t } = useT()
  const me = useStore($session).user
  const paged = usePagedList(LIST, 'users', (state) => users({ page: state.page, limit: state.size, search: state.q || undefined, sortBy: state.sort, sortOrder: state.order }))
  const { state, change, list, items, reload, dropRow } = paged
  const deletion = useConfirmedDelete({
    remove: (user: User) => deleteUser(user.id),
    removed: (user) => dropRow(user.id),
    done: () => t('users.deleted'),
    failed: (failure) => withReason(t('users.deleteError'), failure),
  })

  const columns: Column<User>[] = [
    { key: 'name', header: t('users.col.name'), cell: (user) => user.name, className: 'font-medium', card: 'title' },
    {
      key: 'email',
      header: t('users.col.email'),
      cell: (user) => user.email,
      className: 'break-all',
      card: 'detail',
      cardCell: (user) => <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>,
    },
    { key: 'role', header: t('users.col.role'), cell: (user) => <RoleBadge role={user.roleName} />, card: 'aside' },
    { key: 'status', header: t('users.col.status'), cell: (user) => <StatusBadge isActive={user.isActive} of="user" />, card: 'footer' },
    {
      key: 'actions',
      header: t('users.col.actions'),
      cell: (user) => (
        <RowActions>
          <RowAction icon="edit" label={t('users.edit')} name={t('users.editNamed', { name: user.name })} href={`/admin/usuarios/editar/${user.id}`} />
          {user.id !== me?.id && <RowAction icon="trash" label={t('users.delete')} name={t('users.deleteNamed', { name: user.name })} onClick={() => deletion.ask(user)} danger />}
        </RowActions>
      ),
      card: 'footer',
    },
  ]

  return (
    <section>
      <PageHeader title={t('users.title')}>
        <CreateLink href="/admin/usuarios/crear" label={t('users.create')} />
      </PageHeader>
      <ListToolbar
        state={state}
        change={change}
        sorts={SORTS.map((choice) => ({ sort: choice.sort, order: choice.order, label: t(`users.sort.${choice.key}`) }))}
        search={{ label: t('users.searchLabel'), placeholder: t('users.searchPlaceholder') }}
      />
      {list.status === 'loading' && <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}
      {list.status === 'error' && <LoadError message={t('users.loadError')} onRetry={reload} />}
      {list.status === 'ready' && items.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">{state.q ? t('users.emptySearch', { q: state.q }) : t('users.empty')}</p>
      )}
      {items.length > 0 && <DataTable name="user" items={items} columns={columns} />}
      <PagedListPager paged={paged} label={t('users.pagination')} />
      <ConfirmDialog {...deletion.dialog} danger title={t('users.confirmDeleteTitle', { name: deletion.target?.name ?? '' })} confirmLabel={t('users.delete')}>
        {t('users.confirmDeleteText')}
      </ConfirmDialog>
    </section>
  )
}

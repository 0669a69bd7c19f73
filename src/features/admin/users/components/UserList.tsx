import { useStore } from '@nanostores/react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import type { User } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { ADMIN_USER_SORT_FIELDS } from '../../../../shared/constants.ts'
import { deleteUser, users, type UserSortField } from '../api.ts'
import type { ListSpec } from '../../shared/model/listState.ts'
import { useClampedPage, useListState } from '../../shared/model/useListState.ts'
import { ListPager } from '../../shared/ui/ListPager.tsx'
import { SearchBox } from '../../shared/ui/SearchBox.tsx'
import { SortSelect } from '../../shared/ui/SortSelect.tsx'
import { useT } from '../../shared/model/i18n.ts'
import { $session } from '../../../../lib/session.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { Icon } from '../../shared/ui/Icons.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { RoleBadge } from './RoleBadge.tsx'

const LIST: ListSpec<UserSortField> = { sorts: ADMIN_USER_SORT_FIELDS, sort: 'name', order: 'asc' }
const SORTS = [
  { sort: 'name', order: 'asc', key: 'nameAsc' },
  { sort: 'name', order: 'desc', key: 'nameDesc' },
  { sort: 'email', order: 'asc', key: 'emailAsc' },
  { sort: 'email', order: 'desc', key: 'emailDesc' },
  { sort: 'createdAt', order: 'desc', key: 'newest' },
  { sort: 'createdAt', order: 'asc', key: 'oldest' },
] as const

/** Users (superadmin): list with role badges, edit, delete after confirmation; paged, ordered and searched by the server. */
export function UserList() {
  const { t } = useT()
  const me = useStore($session).user
  const { state, change, key } = useListState(LIST)
  const [list, reload, update] = useLoad(() => users({ page: state.page, limit: state.size, search: state.q || undefined, sortBy: state.sort, sortOrder: state.order }), `users${key}`)
  useClampedPage(state.page, state.size, list.status === 'ready' ? list.data.pagination.total : undefined, change)
  const [deleting, setDeleting] = useState<User | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirmDelete() {
    if (!deleting) return
    setBusy(true)
    try {
      await deleteUser(deleting.id)
      toast.success(t('users.deleted'))
      update((page) => ({ ...page, data: page.data.filter((u) => u.id !== deleting.id), pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } }))
    } catch (error) {
      const failure = await failureOf(error)
      toast.error(failure.status === 409 && failure.message ? `${t('users.deleteError')} ${failure.message}` : t('users.deleteError'))
    }
    setBusy(false)
    setDeleting(null)
  }

  const status = (user: User) => (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${user.isActive === 1 ? 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-200' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
    >
      {t(user.isActive === 1 ? 'users.active' : 'users.inactive')}
    </span>
  )
  const actions = (user: User) => (
    <div className="flex flex-wrap gap-2">
      <a href={`/admin/usuarios/editar/${user.id}`} className="btn-outline px-3 py-1.5" aria-label={t('users.editNamed', { name: user.name })}>
        <Icon name="edit" className="h-4 w-4" />
        {t('users.edit')}
      </a>
      {user.id !== me?.id && (
        <button
          type="button"
          className="btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50 dark:text-red-300 dark:ring-red-800 dark:hover:bg-red-950"
          onClick={() => setDeleting(user)}
          aria-label={t('users.deleteNamed', { name: user.name })}
        >
          <Icon name="trash" className="h-4 w-4" />
          {t('users.delete')}
        </button>
      )}
    </div>
  )

  const items = list.status === 'ready' ? list.data.data : []
  return (
    <section>
      <PageHeader title={t('users.title')}>
        <a href="/admin/usuarios/crear" className="btn-primary">
          <Icon name="plus" />
          {t('users.create')}
        </a>
      </PageHeader>
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <SortSelect
          sort={state.sort}
          order={state.order}
          choices={SORTS.map((choice) => ({ sort: choice.sort, order: choice.order, label: t(`users.sort.${choice.key}`) }))}
          onChange={(sort, order) => change({ sort, order })}
        />
        <SearchBox value={state.q} onSearch={(q) => change({ q })} label={t('users.searchLabel')} placeholder={t('users.searchPlaceholder')} />
      </div>
      {list.status === 'loading' && <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}
      {list.status === 'error' && <LoadError message={t('users.loadError')} onRetry={reload} />}
      {list.status === 'ready' && items.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">{state.q ? t('users.emptySearch', { q: state.q }) : t('users.empty')}</p>}
      {items.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
                <tr>
                  {(['name', 'email', 'role', 'status', 'actions'] as const).map((col) => (
                    <th key={col} scope="col" className="px-4 py-3">
                      {t(`users.col.${col}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {items.map((user) => (
                  <tr key={user.id} data-testid="user-row">
                    <td className="px-4 py-3 font-medium">{user.name}</td>
                    <td className="px-4 py-3 break-all">{user.email}</td>
                    <td className="px-4 py-3">
                      <RoleBadge role={user.roleName} />
                    </td>
                    <td className="px-4 py-3">{status(user)}</td>
                    <td className="px-4 py-3">{actions(user)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {items.map((user) => (
              <li key={user.id} data-testid="user-card" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">{user.name}</p>
                    <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
                  </div>
                  <RoleBadge role={user.roleName} />
                </div>
                <div className="mt-2">{status(user)}</div>
                <div className="mt-3">{actions(user)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      {list.status === 'ready' && list.data.pagination.total > 0 && (
        <ListPager page={state.page} size={state.size} total={list.data.pagination.total} label={t('users.pagination')} onPage={(page) => change({ page })} onSize={(size) => change({ size })} />
      )}
      <ConfirmDialog open={deleting !== null} busy={busy} danger title={t('users.confirmDeleteTitle', { name: deleting?.name ?? '' })} confirmLabel={t('users.delete')} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
        {t('users.confirmDeleteText')}
      </ConfirmDialog>
    </section>
  )
}

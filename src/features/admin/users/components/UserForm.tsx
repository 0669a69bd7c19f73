import type { User } from '../../../../shared/types.ts'
import { roles, user as loadUser } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { LoadNote } from '../../shared/ui/LoadError.tsx'
import { PageLoadError, PageLoading } from '../../shared/ui/PageLoadStates.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { TwoFactorReset } from './TwoFactorReset.tsx'
import { UserEditor } from './UserEditor.tsx'

/** Create (/admin/usuarios/crear) and edit (/admin/usuarios/editar/{id}) a user. */
export function UserForm({ id }: { id?: string }) {
  const { t } = useT()
  const [existing, reload] = useLoad<User | null>(() => (id ? loadUser(id) : Promise.resolve(null)), id ?? '')
  const [roleList] = useLoad(roles, 'roles')
  const title = id ? t('users.editTitle') : t('users.createTitle')
  if (existing.status === 'loading') return <PageLoading title={title} text={t('users.loadingOne')} />
  if (existing.status === 'error') return <PageLoadError title={title} message={t('users.loadOneError')} onRetry={reload} />
  return (
    <section>
      <PageHeader title={title} subtitle={existing.data?.email} />
      {roleList.status === 'error' && <LoadNote className="mb-4" message={t('users.rolesError')} />}
      <UserEditor existing={existing.data} roles={roleList.status === 'ready' ? roleList.data : []} />
      {existing.data && <TwoFactorReset user={existing.data} />}
    </section>
  )
}

import { messageKey } from '../../../../shared/translator.ts'
import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { UserCreateSchema, UserUpdateSchema } from '../../../../shared/schemas/user.ts'
import type { IdName, User } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { createUser, roles, updateUser, user as loadUser } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { navigate } from '../../shared/model/router.ts'
import { FieldShell, TextField } from '../../shared/ui/fields.tsx'
import { Icon } from '../../shared/ui/Icons.tsx'
import { PageLoadError, PageLoading } from '../../shared/ui/PageLoadStates.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { RoleBadge } from './RoleBadge.tsx'
import { TwoFactorReset } from './TwoFactorReset.tsx'

const LIST_PATH = '/admin/usuarios'
type Field = 'name' | 'email' | 'password' | 'roleId' | 'phoneNumber'

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
      {roleList.status === 'error' && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-900 dark:bg-red-950/50 dark:text-red-100">
          {t('users.rolesError')}
        </p>
      )}
      <UserEditor existing={existing.data} roles={roleList.status === 'ready' ? roleList.data : []} />
      {existing.data && <TwoFactorReset user={existing.data} />}
    </section>
  )
}

function UserEditor({ existing, roles }: { existing: User | null; roles: IdName[] }) {
  const { t } = useT()
  const [values, setValues] = useState({
    name: existing?.name ?? '',
    email: existing?.email ?? '',
    password: '',
    roleId: existing?.roleId ?? '',
    phoneNumber: existing?.phoneNumber ?? '',
    isActive: existing ? existing.isActive === 1 : true,
  })
  const [showPassword, setShowPassword] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [saving, setSaving] = useState(false)
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }))

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    // On edit a blank password keeps the current one and is not sent.
    const body: Record<string, unknown> = { name: values.name, email: values.email, roleId: values.roleId, phoneNumber: values.phoneNumber.trim() || null, isActive: values.isActive }
    if (!existing || values.password !== '') body.password = values.password
    const parsed = existing ? validate(UserUpdateSchema, { ...body, roleId: values.roleId }) : validate(UserCreateSchema, body)
    const found = errorsByField<Field>(parsed.errors, (message) => t(messageKey(message)))
    if (existing && !values.roleId) found.roleId = t('validation.user.role')
    setErrors(found)
    if (Object.keys(found).length > 0) return

    setSaving(true)
    try {
      if (existing) await updateUser(existing.id, body)
      else await createUser(body)
      toast.success(t(existing ? 'users.updated' : 'users.created'))
      navigate(LIST_PATH)
    } catch (error) {
      const failure = await failureOf(error)
      setSaving(false)
      const fieldErrors: Partial<Record<Field, string>> = {}
      for (const e of failure.errors ?? []) fieldErrors[e.path as Field] = e.message
      setErrors(fieldErrors)
      toast.error(t(existing ? 'users.updateError' : 'users.createError'))
      if (failure.status === 409 && !failure.errors?.length && failure.message) toast.error(failure.message)
    }
  }

  const selectedRole = roles.find((r) => r.id === values.roleId)
  return (
    <form noValidate onSubmit={submit} className="grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      <TextField label={t('users.fields.name')} value={values.name} onChange={(name) => set({ name })} error={errors.name} required disabled={saving} autoComplete="name" maxLength={100} />
      <TextField
        label={t('users.fields.email')}
        type="email"
        value={values.email}
        onChange={(email) => set({ email })}
        error={errors.email}
        required
        disabled={saving}
        autoComplete="off"
        maxLength={254}
      />
      <FieldShell label={t('users.fields.password')} error={errors.password} required={!existing} hint={existing ? `${t('users.passwordHint')} ${t('password.hint')}` : t('password.hint')}>
        {(aria) => (
          <div className="flex gap-2">
            <input
              {...aria}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              className="field"
              value={values.password}
              disabled={saving}
              onChange={(e) => set({ password: e.target.value })}
            />
            <button
              type="button"
              className="btn-outline px-3"
              aria-pressed={showPassword}
              aria-label={t(showPassword ? 'users.hidePassword' : 'users.showPassword')}
              onClick={() => setShowPassword((s) => !s)}
            >
              <Icon name={showPassword ? 'eyeOff' : 'eye'} />
            </button>
          </div>
        )}
      </FieldShell>
      <FieldShell label={t('users.fields.role')} error={errors.roleId} required>
        {(aria) => (
          <div className="flex items-center gap-2">
            <select {...aria} className="field" value={values.roleId} disabled={saving} onChange={(e) => set({ roleId: e.target.value })}>
              <option value="">{t('users.chooseRole')}</option>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name === 'superadmin' || role.name === 'admin' ? t(`users.roles.${role.name}`) : role.name}
                </option>
              ))}
            </select>
            {selectedRole && <RoleBadge role={selectedRole.name} />}
          </div>
        )}
      </FieldShell>
      <TextField
        label={t('users.fields.phone')}
        type="tel"
        value={values.phoneNumber}
        onChange={(phoneNumber) => set({ phoneNumber })}
        error={errors.phoneNumber}
        disabled={saving}
        autoComplete="tel"
        maxLength={20}
      />
      <div className="flex items-end pb-2">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={values.isActive} disabled={saving} onChange={(e) => set({ isActive: e.target.checked })} />
          {t('users.fields.isActive')}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <a href={LIST_PATH} className="btn-outline">
          {t('common.cancel')}
        </a>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving && <Spinner />}
          {existing ? t('users.submitUpdate') : t('users.submitCreate')}
        </button>
      </div>
    </form>
  )
}

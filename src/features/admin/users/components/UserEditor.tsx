import { messageKey } from '../../../../shared/translator.ts'
import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { UserCreateSchema, UserUpdateSchema } from '../../../../shared/schemas/user.ts'
import type { IdName, User } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { createUser, updateUser } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { navigate } from '../../shared/model/router.ts'
import { CheckboxField } from '../../shared/ui/choiceFields.tsx'
import { FieldShell, TextField } from '../../shared/ui/fields.tsx'
import { FormActions } from '../../shared/ui/FormButtons.tsx'
import { PasswordRevealField } from './PasswordRevealField.tsx'
import { RoleBadge } from './RoleBadge.tsx'

const LIST_PATH = '/admin/usuarios'
type Field = 'name' | 'email' | 'password' | 'roleId' | 'phoneNumber'

/** The user form: checks with the shared schemas, then one create or update. */
export function UserEditor({ existing, roles }: { existing: User | null; roles: IdName[] }) {
  const { t } = useT()
  const [values, setValues] = useState({
    name: existing?.name ?? '',
    email: existing?.email ?? '',
    password: '',
    roleId: existing?.roleId ?? '',
    phoneNumber: existing?.phoneNumber ?? '',
    isActive: existing ? existing.isActive === 1 : true,
  })
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
      setErrors(errorsByField<Field>(failure.errors ?? []))
      toast.error(t(existing ? 'users.updateError' : 'users.createError'))
      if (failure.status === 409 && !failure.errors?.length && failure.message) toast.error(failure.message)
    }
  }

  const text = (field: 'name' | 'email' | 'phoneNumber', label: string, input: { type?: string; autoComplete: string; maxLength: number; required?: boolean }) => (
    <TextField {...input} label={label} value={values[field]} onChange={(value) => set({ [field]: value })} error={errors[field]} disabled={saving} />
  )
  const selectedRole = roles.find((r) => r.id === values.roleId)
  return (
    <form noValidate onSubmit={submit} className="grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      {text('name', t('users.fields.name'), { autoComplete: 'name', maxLength: 100, required: true })}
      {text('email', t('users.fields.email'), { type: 'email', autoComplete: 'off', maxLength: 254, required: true })}
      <PasswordRevealField
        label={t('users.fields.password')}
        value={values.password}
        onChange={(password) => set({ password })}
        error={errors.password}
        required={!existing}
        hint={existing ? `${t('users.passwordHint')} ${t('password.hint')}` : t('password.hint')}
        disabled={saving}
      />
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
      {text('phoneNumber', t('users.fields.phone'), { type: 'tel', autoComplete: 'tel', maxLength: 20 })}
      <CheckboxField className="flex items-end pb-2" label={t('users.fields.isActive')} checked={values.isActive} disabled={saving} onChange={(isActive) => set({ isActive })} />
      <FormActions className="sm:col-span-2" cancelHref={LIST_PATH} cancelLabel={t('common.cancel')} busy={saving} label={existing ? t('users.submitUpdate') : t('users.submitCreate')} />
    </form>
  )
}

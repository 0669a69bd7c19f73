import { useStore } from '@nanostores/react'
import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { $session, startSession } from '../../../../lib/session.ts'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { PasswordChangeSchema } from '../../../../shared/schemas/password.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { newPasswordProblem } from '../../shared/model/passwordStrength.ts'
import { NewPasswordField } from '../../shared/ui/NewPasswordField.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { TextField } from '../../shared/ui/fields.tsx'
import { personalWords } from '../../../../shared/passwordPolicy.ts'
import { changePassword } from '../api.ts'
import { SectionCard } from '../../shared/ui/SectionCard.tsx'

type Field = 'currentPassword' | 'newPassword' | 'repeat'

/** Change your own password: the current one, the new one twice, the policy's hint as you type. */
export function PasswordSection() {
  const { t } = useT()
  const user = useStore($session).user
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeat: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  const personal = [user?.name, user?.email]

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const input = { currentPassword: values.currentPassword, newPassword: values.newPassword }
    const parsed = validate(PasswordChangeSchema, input)
    const next: Partial<Record<Field, string>> = {}
    for (const e of parsed.errors) next[e.path as Field] ??= t(messageKey(e.message))
    if (!next.newPassword) {
      const problem = await newPasswordProblem(values.newPassword, personalWords(...personal))
      if (problem) next.newPassword = t(messageKey(problem))
    }
    if (values.repeat !== values.newPassword) next.repeat = t('password.mismatch')
    setErrors(next)
    if (Object.keys(next).length > 0) return
    setSending(true)
    try {
      const answer = await changePassword(input)
      // The other sessions ended; this one goes on with the new cookie the answer set.
      startSession(answer.user)
      toast.success(answer.message)
      setValues({ currentPassword: '', newPassword: '', repeat: '' })
    } catch (caught) {
      const answer = await failureOf(caught)
      setErrors(errorsByField<Field>(answer.errors ?? []))
      if (!answer.errors?.length) toast.error(answer.message || t('login.error'))
    } finally {
      setSending(false)
    }
  }

  return (
    <SectionCard title={t('account.password.title')} intro={t('account.password.intro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {/* For password managers: whose password this is. */}
        <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <TextField label={t('password.current')} type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} />
        <NewPasswordField label={t('password.new')} value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} personal={personal} />
        <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={values.repeat} onChange={set('repeat')} error={errors.repeat} />
        <div>
          <SubmitButton busy={sending} label={t('account.password.submit')} busyLabel={t('account.password.saving')} />
        </div>
      </form>
    </SectionCard>
  )
}

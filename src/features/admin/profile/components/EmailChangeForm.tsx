import { useState, type SubmitEvent } from 'react'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { EmailChangeSchema } from '../../../../shared/schemas/profile.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { requestEmailChange } from '../api.ts'

type Field = 'email' | 'password'

/** A new sign-in address: proven by your password now and by the link mailed to it; until then the old one stays. */
export function EmailChangeForm({ current }: { current: string }) {
  const { t } = useT()
  const [values, setValues] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }))

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(EmailChangeSchema, values)
    const found = errorsByField<Field>(parsed.errors, (message) => t(messageKey(message)))
    if (!values.password) found.password = t('profile.email.passwordRequired')
    if (parsed.success && parsed.output.email.toLowerCase() === current.toLowerCase()) found.email = t('profile.email.same')
    setErrors(found)
    if (!parsed.success || found.email) return
    const address = parsed.output.email
    setSending(true)
    setSent(null)
    try {
      await requestEmailChange(parsed.output)
      setSent(address)
      setValues({ email: '', password: '' })
    } catch (caught) {
      const failure = await failureOf(caught)
      const byField = errorsByField<Field>(failure.errors ?? [])
      if (!failure.errors?.length) byField.email = failure.message || t('profile.email.error')
      setErrors(byField)
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label={t('profile.email.new')} type="email" autoComplete="email" maxLength={254} required value={values.email} onChange={set('email')} error={errors.email} disabled={sending} />
      <TextField
        label={t('profile.email.password')}
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        disabled={sending}
      />
      <div>
        <SubmitButton busy={sending} label={t('profile.email.submit')} busyLabel={t('profile.email.sending')} />
      </div>
      <p role="status" className={sent ? 'rounded-lg bg-green-50 px-4 py-3 text-sm text-green-900 dark:bg-green-950/50 dark:text-green-100' : 'sr-only'}>
        {sent && t('profile.email.sent', { email: sent })}
      </p>
    </form>
  )
}

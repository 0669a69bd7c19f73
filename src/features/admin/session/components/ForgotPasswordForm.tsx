import { useState, type SubmitEvent } from 'react'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { PasswordResetRequestSchema } from '../../../../shared/schemas/password.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { TextField } from '../../shared/ui/fields.tsx'
import { requestPasswordReset } from '../api.ts'
import { AuthCard, FormFailure } from './AuthCard.tsx'

/** "Forgot your password?": asks for the mail with a link; the answer is the same for any address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useT()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [failure, setFailure] = useState('')
  const [done, setDone] = useState('')
  const [sending, setSending] = useState(false)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(PasswordResetRequestSchema, { email })
    if (!parsed.success) {
      setError(errorsByField<'email'>(parsed.errors, (message) => t(messageKey(message))).email)
      return
    }
    setError(undefined)
    setFailure('')
    setSending(true)
    try {
      setDone((await requestPasswordReset(parsed.output.email)).message)
    } catch (caught) {
      setFailure((await failureOf(caught)).message || t('login.error'))
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthCard title={t('login.forgotTitle')} subtitle={t('login.forgotIntro')}>
      {done ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950/50 dark:text-green-200">
          {done}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField label={t('login.email')} type="email" autoComplete="username" value={email} onChange={setEmail} error={error} />
          <FormFailure text={failure} />
          <button type="submit" className="btn-primary py-2.5" disabled={sending} aria-busy={sending}>
            {sending && <Spinner />}
            {sending ? t('login.forgotSending') : t('login.forgotSubmit')}
          </button>
        </form>
      )}
      <button type="button" className="mt-4 block text-sm font-medium text-brand-700 hover:underline dark:text-orange-400" onClick={onBack}>
        {t('login.backToLogin')}
      </button>
    </AuthCard>
  )
}

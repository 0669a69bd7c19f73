import { useState } from 'react'
import { PasswordResetRequestSchema } from '../../../../shared/schemas/password.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { useCheckedSubmit } from '../../shared/model/useCheckedSubmit.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { requestPasswordReset } from '../api.ts'
import { AuthCard, AuthForm, AuthSwitch } from './AuthCard.tsx'

/** "Forgot your password?": asks for the mail with a link; the answer is the same for any address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useT()
  const [email, setEmail] = useState('')
  const [failure, setFailure] = useState('')
  const [done, setDone] = useState('')
  const { sending, errors, submit } = useCheckedSubmit<'email'>()

  const send = submit(PasswordResetRequestSchema, { email }, async (request) => {
    setFailure('')
    try {
      setDone((await requestPasswordReset(request.email)).message)
    } catch (caught) {
      setFailure((await failureOf(caught)).message || t('login.error'))
    }
  })

  return (
    <AuthCard title={t('login.forgotTitle')} subtitle={t('login.forgotIntro')}>
      {done ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950/50 dark:text-green-200">
          {done}
        </p>
      ) : (
        <AuthForm onSubmit={send} failure={failure} submit={{ busy: sending, label: t('login.forgotSubmit'), busyLabel: t('login.forgotSending') }}>
          <TextField label={t('login.email')} type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
        </AuthForm>
      )}
      <AuthSwitch label={t('login.backToLogin')} onClick={onBack} />
    </AuthCard>
  )
}

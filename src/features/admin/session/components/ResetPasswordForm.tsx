import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { validate } from '../../../../shared/fieldErrors.ts'
import { NewPasswordSchema } from '../../../../shared/schemas/password.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { newPasswordProblem } from '../../shared/model/passwordStrength.ts'
import { NewPasswordField } from '../../shared/ui/NewPasswordField.tsx'
import { TextField } from '../../shared/ui/fields.tsx'
import { confirmPasswordReset } from '../api.ts'
import { AuthCard, AuthForm, AuthSwitch } from './AuthCard.tsx'

/** The "new password" form a forgotten-password mail's link opens (/login#reset=TOKEN). */
export function ResetPasswordForm({ token, onDone, onBack }: { token: string; onDone: () => void; onBack: () => void }) {
  const { t } = useT()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({})
  const [failure, setFailure] = useState('')
  const [sending, setSending] = useState(false)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(NewPasswordSchema, password)
    const problem = parsed.success ? await newPasswordProblem(password, []) : parsed.errors[0].message
    const next = { password: problem ? t(messageKey(problem)) : undefined, repeat: repeat !== password ? t('password.mismatch') : undefined }
    setErrors(next)
    if (next.password || next.repeat) return
    setFailure('')
    setSending(true)
    try {
      toast.success((await confirmPasswordReset(token, password)).message)
      onDone()
    } catch (caught) {
      const answer = await failureOf(caught)
      const fieldError = answer.errors?.find((e) => e.path === 'password')?.message
      if (fieldError) setErrors({ password: fieldError })
      else setFailure(answer.message || t('login.error'))
      setSending(false)
    }
  }

  return (
    <AuthCard title={t('login.resetTitle')} subtitle={t('login.resetIntro')}>
      <AuthForm onSubmit={submit} failure={failure} submit={{ busy: sending, label: t('login.resetSubmit'), busyLabel: t('login.resetSaving') }}>
        <NewPasswordField label={t('password.new')} value={password} onChange={setPassword} error={errors.password} />
        <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} error={errors.repeat} />
      </AuthForm>
      <AuthSwitch label={t('login.backToLogin')} onClick={onBack} />
    </AuthCard>
  )
}

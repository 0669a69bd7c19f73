import { messageKey } from '../../../../shared/translator.ts'
import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { LoginSchema } from '../../../../shared/schemas/login.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { login } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { ACCOUNT_PATH, navigate } from '../../shared/model/router.ts'
import { $twoFactorSetupPending } from '../../shared/model/twoFactorGate.ts'
import { startSession } from '../../../../lib/session.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { AuthCard, AuthForm, AuthSwitch } from './AuthCard.tsx'

type Errors = Partial<Record<'email' | 'password' | 'code', string>>

/**
 * The login form itself (docs/specs/admin-area.md §2, §5). When the server answers `twoFactorRequired`
 * (the password was right, the account has two-step verification), it asks for the app's code or a
 * recovery code and sends all three.
 */
export function LoginForm({ next, onForgot }: { next: string; onForgot: () => void }) {
  const { t } = useT()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState('')
  const [sending, setSending] = useState(false)
  // Set once the server asked for the second factor; the email and password stay as typed.
  const [askCode, setAskCode] = useState(false)
  const [code, setCode] = useState('')

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(LoginSchema, askCode ? { email, password, code } : { email, password })
    if (askCode && parsed.success && !parsed.output.code) {
      setErrors({ code: t('validation.twoFactor.loginCode') })
      return
    }
    if (!parsed.success) {
      setErrors(errorsByField<keyof Errors>(parsed.errors, (message) => t(messageKey(message))))
      return
    }
    setErrors({})
    setFailure('')
    setSending(true)
    try {
      const answer = await login(parsed.output)
      // The session itself is the HttpOnly cookie the answer set; only who signed in is kept.
      startSession(answer.user)
      toast.success(answer.message)
      // Required and not set up yet: the session reaches only the account screen's set-up.
      $twoFactorSetupPending.set(answer.twoFactorSetupRequired === true)
      navigate(answer.twoFactorSetupRequired ? ACCOUNT_PATH : next, true)
    } catch (error) {
      const failure = await failureOf(error)
      const { message } = failure
      if (failure.status === 401 && (failure as { twoFactorRequired?: boolean }).twoFactorRequired) {
        // First time asked: no error yet, just the code field; afterwards the server's "wrong code".
        if (askCode) setErrors({ code: message })
        setAskCode(true)
        setCode('')
        setSending(false)
        return
      }
      const text = message || t('login.error')
      setFailure(text)
      toast.error(text)
      setSending(false)
    }
  }

  function otherAccount() {
    setAskCode(false)
    setCode('')
    setPassword('')
    setErrors({})
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <AuthForm
        onSubmit={submit}
        failure={failure}
        submit={{ busy: sending, label: askCode ? t('login.verify') : t('login.submit'), busyLabel: t('login.submitting') }}
        footer={
          askCode && (
            <button type="button" className="btn-ghost" onClick={otherAccount}>
              {t('login.useOtherAccount')}
            </button>
          )
        }
      >
        {askCode ? (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('login.codeIntro')}</p>
            <TextField label={t('login.codeLabel')} hint={t('login.codeHint')} autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} maxLength={32} autoFocus />
          </>
        ) : (
          <>
            <TextField label={t('login.email')} type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
            <TextField label={t('login.password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
          </>
        )}
      </AuthForm>
      {!askCode && <AuthSwitch label={t('login.forgot')} onClick={onForgot} />}
      {!askCode && (
        <p className="mt-4 text-center text-sm text-slate-700 dark:text-slate-300">
          {t('signup.noAccount')}{' '}
          <a className="font-semibold text-brand-700 hover:underline dark:text-brand-400" href="/registro">
            {t('signup.publish')}
          </a>
        </p>
      )}
    </AuthCard>
  )
}

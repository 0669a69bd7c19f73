import { messageKey } from '../../../../shared/translator.ts'
import { BrandMark } from '../../shared/ui/Icons.tsx'
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
import { PageHeaderTitle } from '../../shared/ui/PageHeaderTitle.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { TextField } from '../../shared/ui/fields.tsx'

type Errors = Partial<Record<'email' | 'password' | 'code', string>>

/**
 * Login (admin-area.md §2, §5): the spec's messages, 'Entrar' / 'Entrando...', the server's answer.
 * When the server answers `twoFactorRequired` (the password was right, the account has two-step
 * verification), the same form asks for the app's code or a recovery code and sends all three.
 */
export function LoginScreen({ next }: { next: string }) {
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
      startSession(answer.user, answer.token)
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

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <a href="/" target="_self" className="mb-6 flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
          <BrandMark className="h-8 w-8" />
          <span>{t('layout.brand')}</span>
        </a>
        <PageHeaderTitle title={t('login.title')} />
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{t('login.subtitle')}</p>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {askCode ? (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('login.codeIntro')}</p>
              <TextField
                label={t('login.codeLabel')}
                hint={t('login.codeHint')}
                autoComplete="one-time-code"
                value={code}
                onChange={setCode}
                error={errors.code}
                maxLength={32}
                autoFocus
              />
            </>
          ) : (
            <>
              <TextField label={t('login.email')} type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
              <TextField label={t('login.password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
            </>
          )}
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
              {failure}
            </p>
          )}
          <button type="submit" className="btn-primary py-2.5" disabled={sending} aria-busy={sending}>
            {sending && <Spinner />}
            {sending ? t('login.submitting') : askCode ? t('login.verify') : t('login.submit')}
          </button>
          {askCode && (
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setAskCode(false)
                setCode('')
                setPassword('')
                setErrors({})
              }}
            >
              {t('login.useOtherAccount')}
            </button>
          )}
        </form>
        <a href="/" target="_self" className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-orange-400">
          {t('login.backToSite')}
        </a>
      </div>
    </main>
  )
}

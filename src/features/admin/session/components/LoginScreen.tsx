import { messageKey } from '../../../../shared/translator.ts'
import { BrandMark } from '../../shared/ui/Icons.tsx'
import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { LoginSchema } from '../../../../shared/schemas/login.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { login } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { navigate } from '../../shared/model/router.ts'
import { startSession } from '../../../../lib/session.ts'
import { PageHeaderTitle } from '../../shared/ui/PageHeaderTitle.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { TextField } from '../../shared/ui/fields.tsx'

type Errors = Partial<Record<'email' | 'password', string>>

/** Login (admin-area.md §2, §5): the spec's messages, 'Entrar' / 'Entrando...', the server's answer. */
export function LoginScreen({ next }: { next: string }) {
  const { t } = useT()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState('')
  const [sending, setSending] = useState(false)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(LoginSchema, { email, password })
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
      navigate(next, true)
    } catch (error) {
      const { message } = await failureOf(error)
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
          <TextField label={t('login.email')} type="email" autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
          <TextField label={t('login.password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
              {failure}
            </p>
          )}
          <button type="submit" className="btn-primary py-2.5" disabled={sending} aria-busy={sending}>
            {sending && <Spinner />}
            {sending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <a href="/" target="_self" className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-orange-400">
          {t('login.backToSite')}
        </a>
      </div>
    </main>
  )
}

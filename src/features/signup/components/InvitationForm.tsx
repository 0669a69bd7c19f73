import { useEffect, useState, type SubmitEvent } from 'react'
import { FieldError } from '../../../components/forms/FieldError.tsx'
import { FieldLabel } from '../../../components/forms/FieldLabel.tsx'
import { api, apiError } from '../../../lib/api.ts'
import { translator, type MessagesFor, type Translate } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { useTypedIntoState } from '../../../lib/useTypedIntoState.ts'
import { judgePassword, PASSWORD_PROBLEM_KEYS } from '../../../shared/passwordPolicy.ts'
import { takeLinkToken } from '../model/linkToken.ts'
import { AccountLinkResult } from './AccountLinkResult.tsx'
import { PasswordStrength } from './PasswordStrength.tsx'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

export const INVITATION_FORM_MESSAGES = ['accountLinks', 'signup.passwordHint', 'signup.strength', 'validation.newPassword', 'validation.tooLong'] as const

interface Props {
  messages: MessagesFor<typeof INVITATION_FORM_MESSAGES>
  loginHref: string
}

type Errors = Partial<Record<'password' | 'confirm', string>>

/** `/invitacion`: an agent invited by their agency chooses a password, which activates the account. */
export default function InvitationForm({ messages, loginHref }: Props) {
  const t = translator(messages)
  const [token, setToken] = useState<string | null | undefined>(undefined)
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<'done' | 'invalid' | 'failed' | null>(null)
  const hydrated = useHydrated()
  useTypedIntoState([
    ['invitation-password', setPassword],
    ['invitation-confirm', setConfirm],
  ])

  // The fragment exists only in the browser: read once the island runs.
  useEffect(() => {
    const found = takeLinkToken()
    void Promise.resolve().then(() => setToken(found))
  }, [])

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending || !token) return
    setSending(true)
    try {
      const found: Errors = {}
      // Said at once: the strength check below first loads its word lists, seconds on a slow phone.
      if (confirm !== password) found.confirm = t('accountLinks.invitation.mismatch')
      setErrors({ ...found })
      const { problem } = await judgePassword(password)
      if (problem) found.password = (t as Translate)(PASSWORD_PROBLEM_KEYS[problem] as never)
      setErrors(found)
      if (found.password || found.confirm) return
      try {
        await api.post('auth/accept-invitation', { json: { token, password } })
        setOutcome('done')
      } catch (error) {
        const body = await apiError(error)
        const onPassword = body?.errors?.find((issue) => issue.path === 'password')
        if (onPassword) setErrors({ password: onPassword.message })
        else setOutcome(body?.status === 400 || body?.status === 404 ? 'invalid' : 'failed')
      }
    } finally {
      setSending(false)
    }
  }

  if (token === null) {
    return (
      <AccountLinkResult ok={false}>
        <p>{t('accountLinks.missing')}</p>
      </AccountLinkResult>
    )
  }
  if (outcome === 'done') {
    return (
      <AccountLinkResult ok>
        <p>{t('accountLinks.invitation.success')}</p>
        <a className="btn-primary px-5 py-3" href={loginHref}>
          {t('accountLinks.toLogin')}
        </a>
      </AccountLinkResult>
    )
  }
  if (outcome === 'invalid') {
    return (
      <AccountLinkResult ok={false}>
        <p>{t('accountLinks.invalid')}</p>
      </AccountLinkResult>
    )
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={sending}>
      <p className="text-slate-700 dark:text-slate-300">{t('accountLinks.invitation.intro')}</p>
      <div>
        <FieldLabel htmlFor="invitation-password">{t('accountLinks.invitation.password')}</FieldLabel>
        <input
          id="invitation-password"
          className="field"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={['invitation-password-hint', 'invitation-password-strength', errors.password && 'invitation-password-error'].filter(Boolean).join(' ')}
        />
        <p id="invitation-password-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('signup.passwordHint')}
        </p>
        <PasswordStrength id="invitation-password-strength" password={password} personal={[]} t={t} />
        <FieldError id="invitation-password-error" error={errors.password} />
      </div>
      <div>
        <FieldLabel htmlFor="invitation-confirm">{t('accountLinks.invitation.confirm')}</FieldLabel>
        <input
          id="invitation-confirm"
          className="field"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? 'invitation-confirm-error' : undefined}
        />
        <FieldError id="invitation-confirm-error" error={errors.confirm} />
      </div>
      {outcome === 'failed' && (
        <p role="alert" className="field-error">
          {t('accountLinks.error')}
        </p>
      )}
      <button type="submit" className="btn-primary self-start px-6 py-3" disabled={sending || !hydrated || !token}>
        {sending ? t('accountLinks.invitation.sending') : t('accountLinks.invitation.submit')}
      </button>
    </form>
  )
}

renderedByReact(InvitationForm)

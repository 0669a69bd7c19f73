import { useId, useState, type SubmitEvent } from 'react'
import { EmailField } from '../../../components/forms/EmailField.tsx'
import { api, apiError } from '../../../lib/api.ts'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'

interface Props {
  lang: Language
  t: Translate<KeysOf<'alerts'>>
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string; emailError?: string }

/**
 * "Send me my link": /alertas opened without a mail's link. The answer is the same whether or not
 * the address has alerts (the server says so in its message), so nobody learns who has alerts.
 */
export function SendLinkForm({ lang, t }: Props) {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const id = useId()

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setStatus({ kind: 'sending' })
    try {
      const { message } = await api.post('saved-searches/link', { json: { email, lang } }).json<{ message: string }>()
      setStatus({ kind: 'sent', message })
    } catch (error) {
      const body = await apiError(error)
      setStatus({ kind: 'failed', message: body?.message ?? t('alerts.failed'), emailError: body?.errors?.find((e) => e.path === 'email')?.message })
    }
  }

  const emailError = status.kind === 'failed' ? status.emailError : undefined
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-slate-200 p-6 dark:border-slate-700">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        {t('alerts.sendLinkTitle')}
      </h2>
      {status.kind === 'sent' ? (
        <p role="status" className="mt-3 font-medium text-green-800 dark:text-green-300">
          {status.message}
        </p>
      ) : (
        <form className="mt-3 grid gap-4 md:grid-cols-[1fr_auto] md:items-end" onSubmit={submit} noValidate>
          <p className="text-sm text-slate-700 md:col-span-2 dark:text-slate-300">{t('alerts.sendLinkIntro')}</p>
          <EmailField id={`${id}-email`} label={t('alerts.email')} value={email} onChange={setEmail} error={emailError} />
          <button type="submit" className="btn-primary" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? t('alerts.sending') : t('alerts.sendLink')}
          </button>
          {status.kind === 'failed' && !emailError && (
            <p role="alert" className="field-error md:col-span-2">
              {status.message}
            </p>
          )}
        </form>
      )}
    </section>
  )
}

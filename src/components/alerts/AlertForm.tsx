import { useId, useState, type ReactNode, type SubmitEvent } from 'react'
import { apiError } from '../../lib/api.ts'
import type { KeysOf, Translate } from '../../lib/messages.ts'
import { useHydrated } from '../../lib/useHydrated.ts'
import { HONEYPOT_FIELD, type AlertFrequency } from '../../shared/constants.ts'
import { EmailField } from '../forms/EmailField.tsx'
import { proofOfWorkFor, ProofOfWork, resetProofOfWork } from '../forms/ProofOfWork.tsx'

/** What every alert request carries against bots, as the contact form does: proof of work and the honeypot. */
export type FormDefences = { altcha: string } & Partial<Record<typeof HONEYPOT_FIELD, string>>

interface Props {
  /** The button that opens the form. */
  label: string
  /** A line under the button once open: what the mails will tell. */
  intro?: string
  /** Asks how often (a saved search); without it, news goes as it comes (a followed listing). */
  withFrequency?: boolean
  submitLabel: string
  /** Posts the request with the form's defences; resolves to the server's message for the visitor. */
  send: (email: string, frequency: AlertFrequency, defences: FormDefences) => Promise<string>
  t: Translate<KeysOf<'alerts' | 'contact.altcha'>>
  icon?: ReactNode
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string; emailError?: string }

/**
 * An address asking for mail: a saved search's alert or a followed listing's news. Nothing is sent
 * until the address confirms (double opt-in), which the server's answer tells; the privacy sentence
 * sits under the form.
 */
export function AlertForm({ label, intro, withFrequency = false, submitLabel, send, t, icon }: Props) {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [frequency, setFrequency] = useState<AlertFrequency>('instant')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const id = useId()
  // Drawn on the server too: until hydrated the button could not open anything.
  const hydrated = useHydrated()

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setStatus({ kind: 'sending' })
    try {
      const altcha = await proofOfWorkFor(form)
      if (!altcha) {
        setStatus({ kind: 'failed', message: t('contact.altcha.failed') })
        return
      }
      const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? '')
      setStatus({ kind: 'sent', message: await send(email, frequency, { altcha, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) }) })
    } catch (error) {
      const body = await apiError(error)
      setStatus({ kind: 'failed', message: body?.message ?? t('alerts.failed'), emailError: body?.errors?.find((e) => e.path === 'email')?.message })
      // A solution is good for one post: the next try needs a new one.
      resetProofOfWork(form)
    }
  }

  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-alert-form>
      <button type="button" className="btn-outline" aria-expanded={open} aria-controls={`${id}-form`} disabled={!hydrated} onClick={() => setOpen(!open)}>
        {icon ?? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />
          </svg>
        )}
        {label}
      </button>
      {open && (
        <form id={`${id}-form`} className={`mt-4 grid gap-4 ${withFrequency ? 'md:grid-cols-[1fr_auto_auto]' : ''} md:items-end`} onSubmit={submit} noValidate>
          {status.kind === 'sent' ? (
            <p role="status" className="font-medium text-green-800 md:col-span-3 dark:text-green-300">
              {status.message}
            </p>
          ) : (
            <>
              {intro && <p className="text-sm text-slate-700 md:col-span-3 dark:text-slate-300">{intro}</p>}
              <EmailField id={`${id}-email`} label={t('alerts.email')} value={email} onChange={setEmail} error={status.kind === 'failed' ? status.emailError : undefined} />
              {withFrequency && (
                <fieldset>
                  <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('alerts.frequency')}</legend>
                  <div className="flex gap-4 py-2">
                    {(['instant', 'daily'] as const).map((value) => (
                      <label key={value} className="check-row">
                        <input type="radio" name={`${id}-frequency`} value={value} checked={frequency === value} onChange={() => setFrequency(value)} />
                        {t(`alerts.frequencies.${value}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
              <div style={{ display: 'none' }}>
                <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <button type="submit" className="btn-primary" disabled={status.kind === 'sending'}>
                {status.kind === 'sending' ? t('alerts.sending') : submitLabel}
              </button>
              {/* Under the button: the address, how often and send stay on one line on a desktop. */}
              <div className="md:col-span-3">
                <ProofOfWork t={t} />
              </div>
              {status.kind === 'failed' && !status.emailError && (
                <p role="alert" className="field-error md:col-span-3">
                  {status.message}
                </p>
              )}
              <p className="text-xs text-slate-600 md:col-span-3 dark:text-slate-400">{t('alerts.privacy')}</p>
            </>
          )}
        </form>
      )}
    </div>
  )
}

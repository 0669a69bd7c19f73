import { useState } from 'react'
import toast from 'react-hot-toast'
import { VERIFICATION_FACTS, type VerificationFact } from '../../../../shared/advertisers.ts'
import { formatDate } from '../../../../shared/format.ts'
import type { Language } from '../../../../shared/constants.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { recordVerification, removeVerification, type AdminAdvertiser } from '../api.ts'

interface Props {
  advertiser: AdminAdvertiser
  onChange: (changed: AdminAdvertiser) => void
}

/** Today as the server counts it (the UTC day, see `notInFuture`), as a date input writes it. */
const today = () => new Date().toISOString().slice(0, 10)

/** A calendar day (YYYY-MM-DD) in words; read at midday so no time zone moves it to the day before. */
const formatDay = (day: string, lang: Language) => formatDate(`${day}T12:00:00`, lang)

/** What a superadmin checked and when: one line per fact, its date recorded, changed or removed. */
export function VerificationFacts({ advertiser, onChange }: Props) {
  const { t } = useT()
  return (
    <fieldset className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('advertisers.verification.title')}</legend>
      <ul className="flex flex-col gap-3">
        {VERIFICATION_FACTS.map((fact) => (
          <FactRow key={fact} advertiser={advertiser} fact={fact} onChange={onChange} />
        ))}
      </ul>
    </fieldset>
  )
}

function FactRow({ advertiser, fact, onChange }: Props & { fact: VerificationFact }) {
  const { t, lang } = useT()
  const recorded = advertiser.verified.find((v) => v.fact === fact)?.at
  const [day, setDay] = useState(recorded ?? today())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const label = t(`advertisers.verification.facts.${fact}`)
  const inputId = `verification-${advertiser.id}-${fact}`

  async function run(call: () => Promise<AdminAdvertiser>, done: string) {
    setBusy(true)
    setError(null)
    try {
      onChange(await call())
      toast.success(done)
    } catch (caught) {
      const failure = await failureOf(caught)
      setError(failure.errors?.[0]?.message ?? (failure.message || t('advertisers.verification.error')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center" data-testid={`verification-${fact}`}>
      <div className="min-w-0 sm:w-56">
        <p className="text-sm font-medium text-slate-900 dark:text-white">{label}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{recorded ? t('advertisers.verification.recorded', { date: formatDay(recorded, lang) }) : t('advertisers.verification.none')}</p>
      </div>
      <label htmlFor={inputId} className="sr-only">
        {t('advertisers.verification.dateOf', { fact: label })}
      </label>
      <input
        id={inputId}
        type="date"
        className="field w-auto"
        value={day}
        max={today()}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => setDay(event.target.value)}
      />
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-outline px-3 py-1.5"
          disabled={busy || !day}
          aria-label={t('advertisers.verification.saveNamed', { fact: label })}
          onClick={() => void run(() => recordVerification(advertiser.id, fact, day), t('advertisers.verification.saved', { fact: label }))}
        >
          {t('advertisers.verification.save')}
        </button>
        {recorded && (
          <button
            type="button"
            className="btn-ghost px-3 py-1.5"
            disabled={busy}
            aria-label={t('advertisers.verification.removeNamed', { fact: label })}
            onClick={() => void run(() => removeVerification(advertiser.id, fact), t('advertisers.verification.removed', { fact: label }))}
          >
            {t('advertisers.verification.remove')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      )}
    </li>
  )
}

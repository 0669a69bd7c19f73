import { useState } from 'react'
import { api, apiError } from '../../lib/api.ts'
import { alertBeingEdited, stopEditingAlert } from '../../lib/alertEditing.ts'
import type { KeysOf, Translate } from '../../lib/messages.ts'
import { useHydrated } from '../../lib/useHydrated.ts'
import type { Language } from '../../shared/constants.ts'
import { localizePath } from '../../shared/locale.ts'

interface Props {
  /** The search's address as the page keeps it (`?country=…`): what the alert becomes. */
  search: string
  lang: Language
  t: Translate<KeysOf<'alerts.editing' | 'alerts.saveToAlert' | 'alerts.cancelEdit' | 'alerts.backToAlerts' | 'alerts.failed' | 'alerts.sending'>>
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; message: string; token: string } | { kind: 'failed'; message: string }

/**
 * On the search page while an alert's filters are being edited (from /alertas): saves the search as
 * it now stands into that same alert, or stops editing. Nothing shows for anyone else.
 */
export function EditingAlertBar({ search, lang, t }: Props) {
  const hydrated = useHydrated()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [dismissed, setDismissed] = useState(false)
  const editing = hydrated && !dismissed ? alertBeingEdited() : null
  const manageHref = (token: string) => `${localizePath(lang, '/alertas')}?gestionar=${encodeURIComponent(token)}`
  const box = 'rounded-xl border border-brand-100 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-900'

  if (status.kind === 'saved') {
    return (
      <div className={box}>
        <p role="status" className="font-medium text-green-800 dark:text-green-300">
          {status.message}
        </p>
        <a className="btn-outline mt-3 inline-flex" href={manageHref(status.token)}>
          {t('alerts.backToAlerts')}
        </a>
      </div>
    )
  }
  if (!editing) return null

  const save = async () => {
    setStatus({ kind: 'saving' })
    try {
      const query = search.replace(/^\?/, '')
      const { message } = await api.patch(`saved-searches/${editing.id}`, { searchParams: { token: editing.token }, json: { query } }).json<{ message: string }>()
      stopEditingAlert()
      setStatus({ kind: 'saved', message, token: editing.token })
    } catch (error) {
      setStatus({ kind: 'failed', message: (await apiError(error))?.message ?? t('alerts.failed') })
    }
  }
  const stop = () => {
    stopEditingAlert()
    setDismissed(true)
  }
  return (
    <div className={box} data-editing-alert>
      <p className="text-slate-800 dark:text-slate-200">{t('alerts.editing')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={status.kind === 'saving'} onClick={() => void save()}>
          {status.kind === 'saving' ? t('alerts.sending') : t('alerts.saveToAlert')}
        </button>
        <button type="button" className="btn-ghost" onClick={stop}>
          {t('alerts.cancelEdit')}
        </button>
        <a className="btn-ghost" href={manageHref(editing.token)}>
          {t('alerts.backToAlerts')}
        </a>
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="field-error mt-2">
          {status.message}
        </p>
      )}
    </div>
  )
}

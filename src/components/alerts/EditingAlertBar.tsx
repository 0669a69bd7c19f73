import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
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

  if (status.kind === 'saved') {
    return (
      <Bar>
        <p role="status" className="font-medium text-green-800 dark:text-green-300">
          {status.message}
        </p>
        <a className="btn-outline mt-3 inline-flex" href={manageHref(status.token)}>
          {t('alerts.backToAlerts')}
        </a>
      </Bar>
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
    <Bar>
      {/* On a phone "stop editing" is a cross beside the text, so the bar keeps to two short rows. */}
      <div className="flex items-start gap-2">
        <p className="flex-1 text-sm text-slate-800 md:text-base dark:text-slate-200">{t('alerts.editing')}</p>
        <button type="button" className="btn-ghost -mt-2 -mr-2 h-11 min-w-11 shrink-0 px-2 md:mt-0 md:mr-0 md:h-auto md:px-4" onClick={stop}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 md:hidden" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
          <span className="sr-only md:not-sr-only">{t('alerts.cancelEdit')}</span>
        </button>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <button type="button" className="btn-primary px-3 md:px-4" disabled={status.kind === 'saving'} onClick={() => void save()}>
          {status.kind === 'saving' ? t('alerts.sending') : t('alerts.saveToAlert')}
        </button>
        <a className="text-sm font-semibold text-slate-700 underline hover:no-underline dark:text-slate-200" href={manageHref(editing.token)}>
          {t('alerts.backToAlerts')}
        </a>
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="field-error mt-2">
          {status.message}
        </p>
      )}
    </Bar>
  )
}

/**
 * Fixed to the window's bottom edge. The bar shows once the island has read which alert this tab
 * edits (session storage, which the server cannot see); drawn in the page's flow above the chips,
 * it moved them under a finger about to tap one. It stays first in the results' reading order, and
 * the page keeps room for it at its end (`data-alert-bar` in global.css).
 */
function Bar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  // Its height depends on the language and the window's width: the page's room follows it.
  useLayoutEffect(() => {
    const bar = ref.current
    if (!bar) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty('--alert-bar-height', `${bar.offsetHeight}px`))
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.removeProperty('--alert-bar-height')
    }
  }, [])
  return (
    <div
      ref={ref}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-brand-50/95 px-3 pt-3 md:px-4 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
      data-alert-bar
    >
      <div className="mx-auto max-w-3xl">{children}</div>
    </div>
  )
}

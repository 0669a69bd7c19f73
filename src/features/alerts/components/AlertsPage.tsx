import { useEffect, useRef, useState } from 'react'
import { api, apiError } from '../../../lib/api.ts'
import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import type { AlertFrequency } from '../../../shared/constants.ts'
import { localizePath } from '../../../shared/locale.ts'
import type { SearchNames } from '../../../shared/searchChips.ts'
import type { ManagedSearch } from '../../../shared/types.ts'
import { ManageAlerts } from './ManageAlerts.tsx'
import { SendLinkForm } from './SendLinkForm.tsx'

/** The page's words and an alert's search in words (the chips' keys: SearchWordsKey). */
export const ALERTS_PAGE_MESSAGES = ['alerts', 'follow', 'filters', 'countries', 'types', 'properties.sale', 'properties.rent', 'properties.type', 'map.areaChip'] as const

interface Props {
  messages: MessagesFor<typeof ALERTS_PAGE_MESSAGES>
  /** The names behind a search's type and city ids, to tell each alert in words. */
  names: SearchNames
}

type View =
  | { kind: 'none' }
  | { kind: 'confirm'; token: string }
  | { kind: 'working' }
  | { kind: 'done'; message: string; manageToken?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'manage'; token: string; email: string; searches: ManagedSearch[]; notice?: string }

/**
 * /alertas, opened from an alert mail's links: `?confirmar=` (a button: mail scanners open links
 * without a person), `?baja=` (stops the alert as the page opens: one click from the mail), and
 * `?gestionar=` (every alert of the address: to change, edit or delete one, or delete everything);
 * without a link, a form that mails the address its manage link.
 */
export default function AlertsPage({ messages, names }: Props) {
  const t = translator(messages)
  const lang = messages.lang
  const hydrated = useHydrated()
  // What the link asks for, once the browser runs the page; then what came of it.
  const params = hydrated ? new URLSearchParams(location.search) : null
  const [outcome, setView] = useState<View | null>(null)
  const started = useRef(false)

  const fail = async (error: unknown) => setView({ kind: 'failed', message: (await apiError(error))?.message ?? t('alerts.failed') })
  const loadManage = async (token: string, notice?: string) => {
    try {
      const body = await api.get('saved-searches', { searchParams: { token } }).json<{ email: string; data: ManagedSearch[] }>()
      setView({ kind: 'manage', token, email: body.email, searches: body.data, notice })
    } catch (error) {
      await fail(error)
    }
  }

  const confirmToken = params?.get('confirmar') ?? null
  const stopToken = params?.get('baja') ?? null
  const manageToken = params?.get('gestionar') ?? null
  useEffect(() => {
    if (started.current || confirmToken || !(stopToken || manageToken)) return
    started.current = true
    if (stopToken) {
      api
        .post('saved-searches/unsubscribe', { searchParams: { token: stopToken } })
        .json<{ message: string }>()
        .then(({ message }) => setView({ kind: 'done', message }), fail)
    } else if (manageToken) {
      // After the first paint: the list arrives from the API.
      queueMicrotask(() => void loadManage(manageToken))
    }
    // Once, when the page comes to life with its link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stopToken, manageToken, confirmToken])
  const view: View = outcome ?? (!params ? { kind: 'working' } : confirmToken ? { kind: 'confirm', token: confirmToken } : stopToken || manageToken ? { kind: 'working' } : { kind: 'none' })

  const confirmNow = async (token: string) => {
    setView({ kind: 'working' })
    try {
      const body = await api.post('saved-searches/confirm', { json: { token } }).json<{ message: string; manageToken: string }>()
      setView({ kind: 'done', message: body.message, manageToken: body.manageToken })
    } catch (error) {
      await fail(error)
    }
  }
  const changeFrequency = async (token: string, id: number, frequency: AlertFrequency) => {
    try {
      const { message } = await api.patch(`saved-searches/${id}`, { searchParams: { token }, json: { frequency } }).json<{ message: string }>()
      await loadManage(token, message)
    } catch (error) {
      // The list stays (the frequency as it was), with the reason: e.g. the same alert exists already.
      await loadManage(token, (await apiError(error))?.message ?? t('alerts.failed'))
    }
  }
  const remove = async (token: string, id: number) => {
    try {
      await api.delete(`saved-searches/${id}`, { searchParams: { token } })
      await loadManage(token, t('alerts.removed'))
    } catch (error) {
      await fail(error)
    }
  }
  const forgetAll = async (token: string) => {
    if (!window.confirm(t('alerts.forgetConfirm'))) return
    try {
      await api.delete('saved-searches', { searchParams: { token } })
      setView({ kind: 'done', message: t('alerts.forgotten') })
    } catch (error) {
      await fail(error)
    }
  }
  const panel = 'rounded-xl border border-slate-200 p-6 dark:border-slate-700'
  switch (view.kind) {
    case 'working':
      return <p className="text-slate-700 dark:text-slate-300">{t('alerts.working')}</p>
    case 'none':
      return (
        <>
          <p className="text-slate-700 dark:text-slate-300">{t('alerts.noLink')}</p>
          <SendLinkForm lang={lang} t={t} />
        </>
      )
    case 'failed':
      return (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {view.message}
        </p>
      )
    case 'confirm':
      return (
        <div className={panel}>
          <p className="text-slate-800 dark:text-slate-200">{t('alerts.confirmIntro')}</p>
          <button type="button" className="btn-primary mt-4" onClick={() => void confirmNow(view.token)}>
            {t('alerts.confirm')}
          </button>
        </div>
      )
    case 'done':
      return (
        <div className={panel}>
          <p role="status" className="font-medium text-green-800 dark:text-green-300">
            {view.message}
          </p>
          {view.manageToken && (
            <a className="btn-outline mt-4 inline-flex" href={`${localizePath(lang, '/alertas')}?gestionar=${encodeURIComponent(view.manageToken)}`}>
              {t('alerts.manageLink')}
            </a>
          )}
        </div>
      )
    case 'manage':
      return (
        <ManageAlerts
          token={view.token}
          email={view.email}
          searches={view.searches}
          notice={view.notice}
          names={names}
          lang={lang}
          t={t}
          onFrequency={(id, frequency) => void changeFrequency(view.token, id, frequency)}
          onRemove={(id) => void remove(view.token, id)}
          onForgetAll={() => void forgetAll(view.token)}
        />
      )
  }
}

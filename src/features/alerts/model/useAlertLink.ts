import { useEffect, useRef, useState } from 'react'
import { api, apiError } from '../../../lib/api.ts'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import type { AlertFrequency } from '../../../shared/constants.ts'
import type { ManagedSearch } from '../../../shared/types.ts'

export type AlertsView =
  | { kind: 'none' }
  | { kind: 'confirm'; token: string }
  | { kind: 'working' }
  | { kind: 'done'; message: string; manageToken?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'manage'; token: string; email: string; searches: ManagedSearch[]; notice?: string }

/**
 * What the alert mail's link asks for (`?confirmar=`, `?baja=`, `?gestionar=`), once the browser
 * runs the page; then what came of it, and the changes the manage list offers.
 */
export function useAlertLink(t: Translate<KeysOf<'alerts'>>) {
  const hydrated = useHydrated()
  const params = hydrated ? new URLSearchParams(location.search) : null
  const [outcome, setView] = useState<AlertsView | null>(null)
  const started = useRef(false)

  const fail = async (error: unknown) => setView({ kind: 'failed', message: (await apiError(error))?.message ?? t('alerts.failed') })
  const loadManage = (token: string, notice?: string) =>
    api
      .get('saved-searches', { searchParams: { token } })
      .json<{ email: string; data: ManagedSearch[] }>()
      .then((body) => setView({ kind: 'manage', token, email: body.email, searches: body.data, notice }), fail)

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
  const view: AlertsView = outcome ?? (!params ? { kind: 'working' } : confirmToken ? { kind: 'confirm', token: confirmToken } : stopToken || manageToken ? { kind: 'working' } : { kind: 'none' })

  const confirmNow = (token: string) => {
    setView({ kind: 'working' })
    return api
      .post('saved-searches/confirm', { json: { token } })
      .json<{ message: string; manageToken: string }>()
      .then((body) => setView({ kind: 'done', message: body.message, manageToken: body.manageToken }), fail)
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
  const remove = (token: string, id: number) => api.delete(`saved-searches/${id}`, { searchParams: { token } }).then(() => loadManage(token, t('alerts.removed')), fail)
  const forgetAll = async (token: string) => {
    if (!window.confirm(t('alerts.forgetConfirm'))) return
    await api.delete('saved-searches', { searchParams: { token } }).then(() => setView({ kind: 'done', message: t('alerts.forgotten') }), fail)
  }
  return { view, confirmNow, changeFrequency, remove, forgetAll }
}

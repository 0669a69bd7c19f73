import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { localizePath } from '../../../shared/locale.ts'
import type { SearchNames } from '../../../shared/searchChips.ts'
import { useAlertLink } from '../model/useAlertLink.ts'
import { ManageAlerts } from './ManageAlerts.tsx'
import { SendLinkForm } from './SendLinkForm.tsx'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

/** The page's words and an alert's search in words (the chips' keys: SearchWordsKey). */
export const ALERTS_PAGE_MESSAGES = ['alerts', 'follow', 'filters', 'countries', 'types', 'properties.sale', 'properties.rent', 'properties.type', 'map.areaChip'] as const

interface Props {
  messages: MessagesFor<typeof ALERTS_PAGE_MESSAGES>
  /** The names behind a search's type and city ids, to tell each alert in words. */
  names: SearchNames
}

/**
 * /alertas, opened from an alert mail's links: `?confirmar=` (a button: mail scanners open links
 * without a person), `?baja=` (stops the alert as the page opens: one click from the mail), and
 * `?gestionar=` (every alert of the address: to change, edit or delete one, or delete everything);
 * without a link, a form that mails the address its manage link.
 */
export default function AlertsPage({ messages, names }: Props) {
  const t = translator(messages)
  const lang = messages.lang
  const { view, confirmNow, changeFrequency, remove, forgetAll } = useAlertLink(t)
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

renderedByReact(AlertsPage)

import { auditActionKey, type AuditEntry } from '../../../../shared/audit.ts'
import { HTML_LANG } from '../../../../shared/locale.ts'
import { useT } from '../../shared/model/i18n.ts'
import { detailsText } from '../model/auditText.ts'

interface Props {
  entries: AuditEntry[]
  /** Narrows the list to one actor (their email, or their number when no email was kept). */
  onActor: (actor: string) => void
}

const COLUMNS = ['at', 'actor', 'action', 'target', 'address', 'details'] as const

/** The entries: a table from `md` up, a card per entry on a phone; times in the admin's language and zone. */
export function AuditEntries({ entries, onActor }: Props) {
  const { t, lang } = useT()
  const time = new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: 'medium', timeStyle: 'medium' })
  const at = (entry: AuditEntry) => <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
  // On a phone's narrow card a long address may break anywhere; in the table it stays whole.
  const actor = (entry: AuditEntry, wrap = 'break-words') => {
    const name = entry.actorEmail ?? (entry.actorId === null ? null : `#${entry.actorId}`)
    if (!name) return <span className="text-slate-600 dark:text-slate-400">{t('audit.noActor')}</span>
    return (
      <button type="button" className={`text-left ${wrap} text-brand-700 underline-offset-2 hover:underline dark:text-orange-400`} aria-label={t('audit.filterByActor', { actor: name })} onClick={() => onActor(entry.actorEmail ?? String(entry.actorId))}>
        {name}
      </button>
    )
  }
  const action = (entry: AuditEntry) => <span className="font-medium">{t(`audit.actions.${auditActionKey(entry.action)}`)}</span>
  const target = (entry: AuditEntry) =>
    entry.targetType && (
      <span>
        <span className="text-slate-600 dark:text-slate-400">{t(`audit.targetTypes.${entry.targetType}`)}</span> {entry.targetLabel ?? ''}
        {entry.targetId && entry.targetId !== entry.targetLabel && <span className="text-slate-600 dark:text-slate-400"> #{entry.targetId}</span>}
      </span>
    )
  const details = (entry: AuditEntry) => <span className="font-mono text-xs text-slate-700 dark:text-slate-300">{detailsText(entry.details)}</span>

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              {COLUMNS.map((col) => (
                <th key={col} scope="col" className="px-4 py-3">
                  {t(`audit.col.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top dark:divide-slate-800">
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td className="px-4 py-3 whitespace-nowrap">{at(entry)}</td>
                <td className="px-4 py-3">{actor(entry)}</td>
                <td className="px-4 py-3">{action(entry)}</td>
                <td className="max-w-64 px-4 py-3 break-words">{target(entry)}</td>
                <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{entry.clientAddress ?? '—'}</td>
                <td className="max-w-72 px-4 py-3 break-words">{details(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} data-testid="audit-card" className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              {action(entry)}
              <span className="text-xs text-slate-600 dark:text-slate-400">{at(entry)}</span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 wrap-anywhere">
              <dt className="text-slate-600 dark:text-slate-400">{t('audit.col.actor')}</dt>
              <dd className="min-w-0">{actor(entry, 'wrap-anywhere')}</dd>
              {entry.targetType && (
                <>
                  <dt className="text-slate-600 dark:text-slate-400">{t('audit.col.target')}</dt>
                  <dd className="min-w-0">{target(entry)}</dd>
                </>
              )}
              <dt className="text-slate-600 dark:text-slate-400">{t('audit.col.address')}</dt>
              <dd className="min-w-0 font-mono text-xs">{entry.clientAddress ?? '—'}</dd>
              {entry.details && (
                <>
                  <dt className="text-slate-600 dark:text-slate-400">{t('audit.col.details')}</dt>
                  <dd className="min-w-0">{details(entry)}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}

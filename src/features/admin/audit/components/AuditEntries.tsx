import { auditActionKey, type AuditEntry } from '../../../../shared/audit.ts'
import { HTML_LANG } from '../../../../shared/locale.ts'
import { useT } from '../../shared/model/i18n.ts'
import { DataTable, type Column } from '../../shared/ui/DataTable.tsx'
import { detailsText } from '../model/auditText.ts'

interface Props {
  entries: AuditEntry[]
  /** Narrows the list to one actor (their email, or their number when no email was kept). */
  onActor: (actor: string) => void
}

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
      <button
        type="button"
        className={`text-left ${wrap} text-brand-700 underline-offset-2 hover:underline dark:text-orange-400`}
        aria-label={t('audit.filterByActor', { actor: name })}
        onClick={() => onActor(entry.actorEmail ?? String(entry.actorId))}
      >
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

  const columns: Column<AuditEntry>[] = [
    {
      key: 'at',
      header: t('audit.col.at'),
      cell: at,
      className: 'whitespace-nowrap',
      card: 'aside',
      cardCell: (entry) => <span className="text-xs text-slate-600 dark:text-slate-400">{at(entry)}</span>,
    },
    { key: 'actor', header: t('audit.col.actor'), cell: (entry) => actor(entry), card: 'field', cardCell: (entry) => actor(entry, 'wrap-anywhere') },
    { key: 'action', header: t('audit.col.action'), cell: action, card: 'title', cardCell: (entry) => <span className="text-sm">{action(entry)}</span> },
    { key: 'target', header: t('audit.col.target'), cell: target, className: 'max-w-64 break-words', card: 'field' },
    {
      key: 'address',
      header: t('audit.col.address'),
      cell: (entry) => entry.clientAddress ?? '—',
      className: 'font-mono text-xs whitespace-nowrap',
      card: 'field',
      cardCell: (entry) => <span className="font-mono text-xs">{entry.clientAddress ?? '—'}</span>,
    },
    { key: 'details', header: t('audit.col.details'), cell: details, className: 'max-w-72 break-words', card: 'field', cardCell: (entry) => entry.details && details(entry) },
  ]
  return <DataTable name="audit" items={entries} columns={columns} alignTop />
}

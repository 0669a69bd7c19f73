import type { Inquiry } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import { InquiryDetail } from './InquiryDetail.tsx'

interface Props {
  inquiry: Inquiry
  expanded: boolean
  /** When it came, as the inbox writes dates. */
  date: string
  onOpen: () => void
  onMarkUnread: () => void
  /** Erasing the visitor (a superadmin's). */
  onErase?: () => void
}

/** One inquiry of the inbox: who and when, folded; the message and its actions, unfolded. */
export function InquiryItem({ inquiry, expanded, date, onOpen, onMarkUnread, onErase }: Props) {
  const { t } = useT()
  return (
    <li
      data-testid="inquiry"
      data-read={inquiry.isRead}
      className={`rounded-xl border bg-white dark:bg-slate-900 ${inquiry.isRead ? 'border-slate-200 dark:border-slate-800' : 'border-brand-600 border-l-4 dark:border-orange-500'}`}
    >
      <button type="button" aria-expanded={expanded} aria-controls={`inquiry-${inquiry.id}`} onClick={onOpen} className="flex w-full flex-col gap-1 p-4 text-left">
        <span className="flex w-full items-center justify-between gap-3">
          <span className={`truncate ${inquiry.isRead ? 'font-medium' : 'font-bold'} text-slate-900 dark:text-white`}>
            {!inquiry.isRead && <span className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-600" aria-hidden="true" />}
            {inquiry.name}
          </span>
          <time dateTime={inquiry.createdAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {date}
          </time>
        </span>
        <span className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          {!inquiry.isRead && <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">{t('inquiries.new')}</span>}
          <span className="truncate">{inquiry.propertyTitle ?? t('inquiries.general')}</span>
        </span>
        {!expanded && <span className="line-clamp-1 text-sm text-slate-700 dark:text-slate-300">{inquiry.message}</span>}
      </button>
      {expanded && <InquiryDetail id={`inquiry-${inquiry.id}`} inquiry={inquiry} onMarkUnread={onMarkUnread} onErase={onErase} />}
    </li>
  )
}

import type { Inquiry } from '../../../../shared/types.ts'
import { formatDate } from '../../../../shared/format.ts'
import { DASHBOARD_RECENT_INQUIRIES } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { Load } from '../../shared/model/useLoad.ts'
import { DashboardPanel } from './DashboardPanel.tsx'

/** The latest inquiries about the caller's listings, with a way into the inbox. */
export function LatestInquiries({ load }: { load: Load<Inquiry[]> }) {
  const { t, lang } = useT()
  return (
    <DashboardPanel
      id="latest-inquiries"
      title={t('dashboard.inquiries.title')}
      aside={
        <a href="/admin/consultas" className="text-sm font-semibold text-brand-700 hover:underline dark:text-orange-400">
          {t('dashboard.inquiries.seeAll')}
        </a>
      }
    >
      {load.status === 'loading' && <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{t('dashboard.inquiries.loading')}</p>}
      {load.status === 'error' && <p className="p-4 text-sm text-red-800 dark:text-red-300">{t('dashboard.inquiries.error')}</p>}
      {load.status === 'ready' && load.data.length === 0 && <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{t('dashboard.inquiries.empty')}</p>}
      {load.status === 'ready' && load.data.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {load.data.slice(0, DASHBOARD_RECENT_INQUIRIES).map((inquiry) => (
            <li key={inquiry.id} className="p-4" data-testid="latest-inquiry">
              <div className="flex items-center justify-between gap-2">
                <p className={`truncate text-sm ${inquiry.isRead ? 'text-slate-800 dark:text-slate-200' : 'font-bold text-slate-900 dark:text-white'}`}>
                  {!inquiry.isRead && <span className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-600" aria-hidden="true" />}
                  {inquiry.name}
                  {!inquiry.isRead && <span className="sr-only"> ({t('inquiries.unreadBadge')})</span>}
                </p>
                <time dateTime={inquiry.createdAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                  {formatDate(inquiry.createdAt, lang)}
                </time>
              </div>
              <p className="mt-0.5 truncate text-xs text-slate-600 dark:text-slate-400">{inquiry.propertyTitle ?? t('inquiries.general')}</p>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{inquiry.message}</p>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  )
}

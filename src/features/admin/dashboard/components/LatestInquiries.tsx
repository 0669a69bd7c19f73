import type { Inquiry } from '../../../../shared/types.ts'
import { formatDate } from '../../../../shared/format.ts'
import { DASHBOARD_RECENT_INQUIRIES } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { Load } from '../../shared/model/useLoad.ts'

/** The latest inquiries about the caller's listings, with a way into the inbox. */
export function LatestInquiries({ load }: { load: Load<Inquiry[]> }) {
  const { t, lang } = useT()
  return (
    <section aria-labelledby="latest-inquiries" className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
        <h2 id="latest-inquiries" className="text-lg font-semibold">
          {t('dashboard.inquiries.title')}
        </h2>
        <a href="/admin/consultas" className="text-sm font-semibold text-brand-700 hover:underline dark:text-orange-400">
          {t('dashboard.inquiries.seeAll')}
        </a>
      </div>
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
    </section>
  )
}

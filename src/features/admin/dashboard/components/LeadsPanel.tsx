import type { Leads } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { Load } from '../../shared/model/useLoad.ts'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { LEAD_SERIES as SERIES, LeadsChart } from './LeadsChart.tsx'

const LISTED = 8

/** Leads of the last 30 days: a stacked bar per day (inquiries, calls, WhatsApp) and the listings that drew most: a table on wide screens, cards on a phone. */
export function LeadsPanel({ load, onRetry }: { load: Load<Leads>; onRetry: () => void }) {
  const { t } = useT()
  if (load.status === 'error') return <LoadError message={t('dashboard.leads.error')} onRetry={onRetry} />
  const data = load.status === 'ready' ? load.data : null
  return (
    <section aria-labelledby="leads-title" aria-busy={!data} className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="leads-panel">
      <h2 id="leads-title" className="text-lg font-semibold">
        {t('dashboard.leads.title', { days: data?.days ?? 30 })}
      </h2>
      {!data ? (
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('dashboard.leads.loading')}
        </p>
      ) : (
        <>
          <LeadsChart daily={data.daily} />
          {data.byListing.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('dashboard.leads.empty')}</p>
          ) : (
            <>
              <ul className="mt-4 flex flex-col divide-y divide-slate-200 sm:hidden dark:divide-slate-800">
                {data.byListing.slice(0, LISTED).map((row) => (
                  <li key={row.propertyId} className="py-2" data-testid="leads-card">
                    <a href={`/admin/propiedades/editar/${row.propertyId}`} className="block font-medium text-brand-700 hover:underline dark:text-orange-400">
                      {row.title}
                    </a>
                    <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300">
                      {SERIES.map((s) => (
                        <span key={s.key}>
                          {t(`dashboard.leads.${s.key}`)}: <span className="tabular-nums">{row[s.key]}</span>
                        </span>
                      ))}
                      <strong>
                        {t('dashboard.leads.total')}: <span className="tabular-nums">{row.total}</span>
                      </strong>
                    </p>
                  </li>
                ))}
              </ul>
              <table className="mt-4 hidden w-full text-left text-sm sm:table">
                <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-2 pr-2">
                      {t('dashboard.leads.listing')}
                    </th>
                    {SERIES.map((s) => (
                      <th key={s.key} scope="col" className="px-2 py-2 text-right">
                        {t(`dashboard.leads.${s.key}`)}
                      </th>
                    ))}
                    <th scope="col" className="py-2 pl-2 text-right">
                      {t('dashboard.leads.total')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {data.byListing.slice(0, LISTED).map((row) => (
                    <tr key={row.propertyId} data-testid="leads-row">
                      <td className="max-w-48 truncate py-2 pr-2 sm:max-w-none">
                        <a href={`/admin/propiedades/editar/${row.propertyId}`} className="font-medium text-brand-700 hover:underline dark:text-orange-400">
                          {row.title}
                        </a>
                      </td>
                      <td className="px-2 py-2 text-right">{row.inquiries}</td>
                      <td className="px-2 py-2 text-right">{row.calls}</td>
                      <td className="px-2 py-2 text-right">{row.whatsapp}</td>
                      <td className="py-2 pl-2 text-right font-semibold">{row.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </section>
  )
}

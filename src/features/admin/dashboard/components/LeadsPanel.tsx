import type { Leads } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { Load } from '../../shared/model/useLoad.ts'
import { LoadError } from '../../shared/ui/LoadError.tsx'

const SERIES = [
  { key: 'inquiries', color: 'fill-brand-700 dark:fill-orange-400', swatch: 'bg-brand-700 dark:bg-orange-400' },
  { key: 'calls', color: 'fill-sky-600 dark:fill-sky-400', swatch: 'bg-sky-600 dark:bg-sky-400' },
  { key: 'whatsapp', color: 'fill-emerald-600 dark:fill-emerald-400', swatch: 'bg-emerald-600 dark:bg-emerald-400' },
] as const

const LISTED = 8

/** Leads of the last 30 days: a stacked bar per day (inquiries, calls, WhatsApp) and the listings that drew most. */
export function LeadsPanel({ load, onRetry }: { load: Load<Leads>; onRetry: () => void }) {
  const { t, lang } = useT()
  if (load.status === 'error') return <LoadError message={t('dashboard.leads.error')} onRetry={onRetry} />
  const data = load.status === 'ready' ? load.data : null
  const max = Math.max(1, ...(data?.daily.map((d) => d.inquiries + d.calls + d.whatsapp) ?? [0]))
  const day = (date: string) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
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
          <ul className="mt-2 flex flex-wrap gap-4 text-sm" aria-hidden="true">
            {SERIES.map((s) => (
              <li key={s.key} className="flex items-center gap-1.5">
                <span className={`inline-block h-3 w-3 rounded-sm ${s.swatch}`} />
                {t(`dashboard.leads.${s.key}`)}
              </li>
            ))}
          </ul>
          <svg viewBox={`0 0 ${data.daily.length * 10} 60`} className="mt-3 h-32 w-full" preserveAspectRatio="none" role="img" aria-label={t('dashboard.leads.chartLabel')}>
            {data.daily.map((d, i) => {
              let y = 60
              return (
                <g key={d.date}>
                  <title>{t('dashboard.leads.dayTotal', { date: day(d.date), inquiries: d.inquiries, calls: d.calls, whatsapp: d.whatsapp })}</title>
                  {SERIES.map((s) => {
                    const height = (d[s.key] / max) * 58
                    y -= height
                    return height > 0 ? <rect key={s.key} x={i * 10 + 1} y={y} width={8} height={height} className={s.color} /> : null
                  })}
                </g>
              )
            })}
          </svg>
          {data.byListing.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('dashboard.leads.empty')}</p>
          ) : (
            <table className="mt-4 w-full text-left text-sm">
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
          )}
        </>
      )}
    </section>
  )
}

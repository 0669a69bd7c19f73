import type { Leads } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'

export const LEAD_SERIES = [
  { key: 'inquiries', color: 'fill-brand-700 dark:fill-orange-400', swatch: 'bg-brand-700 dark:bg-orange-400' },
  { key: 'calls', color: 'fill-sky-600 dark:fill-sky-400', swatch: 'bg-sky-600 dark:bg-sky-400' },
  { key: 'whatsapp', color: 'fill-emerald-600 dark:fill-emerald-400', swatch: 'bg-emerald-600 dark:bg-emerald-400' },
] as const

/**
 * A stacked bar per day, read without hovering: each series' total in the legend, the scale's top
 * value beside the bars, and the first, middle and last days under them. The SVG stretches to its
 * box, so every word is HTML around it rather than text inside it.
 */
export function LeadsChart({ daily }: { daily: Leads['daily'] }) {
  const { t, lang } = useT()
  const max = Math.max(1, ...daily.map((d) => d.inquiries + d.calls + d.whatsapp))
  const day = (date: string) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
  const ticks = daily.length > 0 ? [daily[0], daily[Math.floor((daily.length - 1) / 2)], daily[daily.length - 1]] : []
  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm" data-testid="leads-legend">
        {LEAD_SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${s.swatch}`} />
            {t(`dashboard.leads.${s.key}`)}
            <strong className="tabular-nums">{daily.reduce((sum, d) => sum + d[s.key], 0)}</strong>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <div className="flex h-32 flex-col justify-between text-right text-xs tabular-nums text-slate-600 dark:text-slate-400" aria-hidden="true" data-testid="leads-scale">
          <span>{max}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${daily.length * 10} 60`}
            className="h-32 w-full border-b border-l border-slate-300 dark:border-slate-700"
            preserveAspectRatio="none"
            role="img"
            aria-label={t('dashboard.leads.chartLabel')}
          >
            {daily.map((d, i) => {
              let y = 60
              return (
                <g key={d.date}>
                  <title>{t('dashboard.leads.dayTotal', { date: day(d.date), inquiries: d.inquiries, calls: d.calls, whatsapp: d.whatsapp })}</title>
                  {LEAD_SERIES.map((s) => {
                    const height = (d[s.key] / max) * 58
                    y -= height
                    return height > 0 ? <rect key={s.key} x={i * 10 + 1} y={y} width={8} height={height} className={s.color} /> : null
                  })}
                </g>
              )
            })}
          </svg>
          <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400" data-testid="leads-dates">
            {ticks.map((d, i) => (
              <time key={`${d.date}-${i}`} dateTime={d.date}>
                {day(d.date)}
              </time>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}

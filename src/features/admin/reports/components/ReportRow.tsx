import { useState } from 'react'
import toast from 'react-hot-toast'
import type { ReportStatus } from '../../../../shared/constants.ts'
import type { ListingReport } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Badge, type BadgeTone } from '../../shared/ui/Badge.tsx'
import { reviewReport } from '../api.ts'

const STATUS_TONE = { open: 'amber', resolved: 'green', dismissed: 'slate' } as const satisfies Record<string, BadgeTone>

/** One report: the listing (one click away), why, how often it was reported, and the review buttons. */
export function ReportRow({ report, onChanged }: { report: ListingReport; onChanged: (report: ListingReport) => void }) {
  const { t, lang } = useT()
  const [busy, setBusy] = useState(false)

  async function review(status: ReportStatus) {
    setBusy(true)
    try {
      const saved = await reviewReport(report.id, status)
      onChanged({ ...report, ...saved })
      toast.success(t(`reports.reviewed.${status}`))
    } catch (error) {
      toast.error((await failureOf(error)).message || t('reports.reviewError'))
    } finally {
      setBusy(false)
    }
  }

  const actions: ReportStatus[] = report.status === 'open' ? ['resolved', 'dismissed'] : ['open']
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="report-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">
            <a href={`/propiedades/${report.propertySlug}`} target="_blank" rel="noopener" className="text-brand-700 hover:underline dark:text-orange-400">
              {report.propertyTitle}
            </a>
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t(`reports.reasons.${report.reason}`)} · {new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(report.createdAt))} ·{' '}
            {t('reports.count', { count: report.reportCount })}
          </p>
        </div>
        <Badge tone={STATUS_TONE[report.status]}>{t(`reports.status.${report.status}`)}</Badge>
      </div>
      {report.details && <p className="mt-2 text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{report.details}</p>}
      {report.email && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('reports.email')}:{' '}
          <a href={`mailto:${report.email}`} className="underline">
            {report.email}
          </a>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={`/admin/propiedades/editar/${report.propertyId}`} className="btn-outline px-3 py-1.5">
          {t('reports.editListing')}
        </a>
        {actions.map((status) => (
          <button key={status} type="button" className="btn-outline px-3 py-1.5" disabled={busy} onClick={() => review(status)}>
            {t(`reports.actions.${status}`)}
          </button>
        ))}
      </div>
    </article>
  )
}

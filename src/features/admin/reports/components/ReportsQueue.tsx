import { useState } from 'react'
import { REPORT_STATUSES, type ReportStatus } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { reportsPage } from '../api.ts'
import { ReportRow } from './ReportRow.tsx'

/** Reportes (/admin/reportes, superadmin): visitors' reports about listings, open ones first shown. */
export function ReportsQueue() {
  const { t } = useT()
  const [status, setStatus] = useState<ReportStatus | ''>('open')
  const [page, setPage] = useState(1)
  const [list, reload, update] = useLoad(() => reportsPage(page, status), `reports:${status}:${page}`)

  return (
    <section>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <label className="mb-4 flex max-w-xs flex-col gap-1 text-sm font-medium">
        {t('reports.filter')}
        <select
          className="field"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReportStatus | '')
            setPage(1)
          }}
        >
          <option value="">{t('reports.all')}</option>
          {REPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`reports.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {list.status === 'loading' && (
        <p role="status" aria-busy="true" className="text-slate-700 dark:text-slate-300">
          {t('reports.loading')}
        </p>
      )}
      {list.status === 'error' && <LoadError message={t('reports.loadError')} onRetry={reload} />}
      {list.status === 'ready' &&
        (list.data.data.length === 0 ? (
          <p className="rounded-xl bg-slate-100 p-8 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('reports.empty')}</p>
        ) : (
          <>
            <div className="flex flex-col gap-3">
              {list.data.data.map((report) => (
                <ReportRow key={report.id} report={report} onChanged={(changed) => update((data) => ({ ...data, data: data.data.map((r) => (r.id === changed.id ? changed : r)) }))} />
              ))}
            </div>
            {list.data.pagination.totalPages > 1 && (
              <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('reports.pages')}>
                <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('mail.previous')}
                </button>
                <span className="text-sm">{t('mail.pageOf', { page, total: list.data.pagination.totalPages })}</span>
                <button type="button" className="btn-outline" disabled={page >= list.data.pagination.totalPages} onClick={() => setPage(page + 1)}>
                  {t('mail.next')}
                </button>
              </nav>
            )}
          </>
        ))}
    </section>
  )
}

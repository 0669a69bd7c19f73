import { REPORT_STATUSES } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { StatusQueue } from '../../shared/ui/StatusQueue.tsx'
import { reportsPage } from '../api.ts'
import { ReportRow } from './ReportRow.tsx'

/** Reportes (/admin/reportes, superadmin): visitors' reports about listings, the open ones first shown. */
export function ReportsQueue() {
  const { t } = useT()
  return (
    <StatusQueue
      name="reports"
      texts="reports"
      statuses={REPORT_STATUSES}
      statusLabel={(status) => t(`reports.status.${status}`)}
      initialStatus="open"
      load={reportsPage}
      renderItem={(report, replace) => <ReportRow key={report.id} report={report} onChanged={replace} />}
    />
  )
}

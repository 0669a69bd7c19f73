import { api } from '../../../lib/api.ts'
import type { ReportStatus } from '../../../shared/constants.ts'
import type { ListingReport, Paged } from '../../../shared/types.ts'

// The "Reportes" screen's calls (superadmin only).

export const reportsPage = (page: number, limit: number, status: ReportStatus | '') =>
  api.get('admin/reports', { searchParams: { page, limit, ...(status ? { status } : {}) } }).json<Paged<ListingReport>>()

export const reviewReport = (id: number, status: ReportStatus) => api.patch(`admin/reports/${id}`, { json: { status } }).json<{ id: number; status: ReportStatus; reviewedAt: string | null }>()

import { api } from '../../../lib/api.ts'
import type { AgentStats } from '../../../shared/schemas/agency.ts'
import type { DashboardStats, Inquiry } from '../../../shared/types.ts'

// The dashboard's own calls; its recent listings come from the shared `managedProperties`.

export type AgentFigures = AgentStats

/** `perAgent` comes only to an agency's manager. */
export const dashboardStats = () => api.get('admin/dashboard-stats').json<DashboardStats & { perAgent?: AgentFigures[] }>()
export const recentInquiries = () => api.get('admin/recent-inquiries').json<Inquiry[]>()

import { api } from '../../../lib/api.ts'
import type { DashboardStats, Inquiry } from '../../../shared/types.ts'

// The dashboard's own calls; its recent listings come from the shared `managedProperties`.

/** One member's figures, for an agency's manager (docs/advertisers.md). */
export interface AgentFigures {
  userId: number
  name: string
  properties: number
  activeProperties: number
  inquiries: number
  unreadInquiries: number
  views: number
}

/** `perAgent` comes only to an agency's manager. */
export const dashboardStats = () => api.get('admin/dashboard-stats').json<DashboardStats & { perAgent?: AgentFigures[] }>()
export const recentInquiries = () => api.get('admin/recent-inquiries').json<Inquiry[]>()

import { api } from '../../../lib/api.ts'
import type { DashboardStats, Inquiry } from '../../../shared/types.ts'

// The dashboard's own calls; its recent listings come from the shared `managedProperties`.

export const dashboardStats = () => api.get('admin/dashboard-stats').json<DashboardStats>()
export const recentInquiries = () => api.get('admin/recent-inquiries').json<Inquiry[]>()

import { api } from '../../../lib/api.ts'
import type { Inquiry, Paged, VisitorErasure } from '../../../shared/types.ts'

// The inbox's calls.

export interface InboxFilter {
  search?: string
  unreadOnly: boolean
  sortOrder: 'asc' | 'desc'
}

/** The inbox's filter as the API's query (also the CSV export's). */
export function inboxParams({ search, unreadOnly, sortOrder }: InboxFilter): Record<string, string> {
  return { sortOrder, ...(search ? { search } : {}), ...(unreadOnly ? { isRead: 'false' } : {}) }
}

export const inquiries = (page: number, limit: number, filter: InboxFilter) => api.get('admin/inquiries', { searchParams: { page, limit, ...inboxParams(filter) } }).json<Paged<Inquiry>>()
export const setInquiryRead = (id: number, isRead: boolean) => api.patch(`admin/inquiries/${id}`, { json: { isRead } }).json<Inquiry>()
/** Superadmin: everything kept about one visitor's address goes (inquiries, alerts, mail). */
export const eraseVisitor = (email: string) => api.post('admin/visitors/erase', { json: { email } }).json<VisitorErasure>()

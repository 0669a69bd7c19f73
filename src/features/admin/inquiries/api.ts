import { api } from '../../../lib/api.ts'
import type { Inquiry, Paged } from '../../../shared/types.ts'

// The inbox's calls.

export const inquiries = (page: number, limit: number, unreadOnly: boolean) =>
  api.get('admin/inquiries', { searchParams: { page, limit, ...(unreadOnly ? { isRead: 'false' } : {}) } }).json<Paged<Inquiry>>()
export const setInquiryRead = (id: number, isRead: boolean) => api.patch(`admin/inquiries/${id}`, { json: { isRead } }).json<Inquiry>()

import { api } from '../../../lib/api.ts'
import type { OutboxStatus } from '../../../shared/constants.ts'
import type { OutboxMessage, Paged } from '../../../shared/types.ts'

// The "Correo" screen's calls (superadmin only).

export const MAIL_PAGE_SIZE = 25

export const outboxPage = (page: number, status: OutboxStatus | '', signal?: AbortSignal) =>
  api.get('admin/outbox', { searchParams: { page, limit: MAIL_PAGE_SIZE, ...(status ? { status } : {}) }, signal }).json<Paged<OutboxMessage>>()

export const retryMail = (id: number) => api.post(`admin/outbox/${id}/retry`).json<OutboxMessage>()

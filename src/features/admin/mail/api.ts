import { api } from '../../../lib/api.ts'
import type { OutboxStatus } from '../../../shared/constants.ts'
import type { OutboxMessage, Paged } from '../../../shared/types.ts'

// The "Correo" screen's calls (superadmin only).

export const outboxPage = (page: number, limit: number, status: OutboxStatus | '') =>
  api.get('admin/outbox', { searchParams: { page, limit, ...(status ? { status } : {}) } }).json<Paged<OutboxMessage>>()

export const retryMail = (id: number) => api.post(`admin/outbox/${id}/retry`).json<OutboxMessage>()

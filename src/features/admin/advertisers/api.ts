import { api } from '../../../lib/api.ts'
import type { AdvertiserStatus, VerificationFact } from '../../../shared/advertisers.ts'
import type { AdminAdvertiser } from '../../../shared/schemas/advertiserReview.ts'
import type { Paged } from '../../../shared/types.ts'

// The superadmin's review of advertisers (docs/advertisers.md, "Review").

export type { AdminAdvertiser }

export const advertisers = (status: AdvertiserStatus, page: number, limit: number) =>
  api.get('admin/advertisers', { searchParams: { status, page, limit }, cache: 'no-cache' }).json<Paged<AdminAdvertiser>>()
export const approveAdvertiser = (id: number) => api.post(`admin/advertisers/${id}/approve`).json<AdminAdvertiser>()
export const rejectAdvertiser = (id: number, reason: string) => api.post(`admin/advertisers/${id}/reject`, { json: { reason } }).json<AdminAdvertiser>()
export const recordVerification = (id: number, fact: VerificationFact, at: string) => api.put(`admin/advertisers/${id}/verifications/${fact}`, { json: { at } }).json<AdminAdvertiser>()
export const removeVerification = (id: number, fact: VerificationFact) => api.delete(`admin/advertisers/${id}/verifications/${fact}`).json<AdminAdvertiser>()

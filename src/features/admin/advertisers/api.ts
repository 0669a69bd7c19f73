import { api } from '../../../lib/api.ts'
import type { AdvertiserKind, AdvertiserStatus, VerificationFact } from '../../../shared/advertisers.ts'
import type { Paged } from '../../../shared/types.ts'

// The superadmin's review of advertisers (docs/advertisers.md, "Review").

/** An advertiser as the review screen reads it (`AdminAdvertiser` of the contract). */
export interface AdminAdvertiser {
  id: number
  kind: AdvertiserKind
  name: string
  slug: string
  status: AdvertiserStatus
  rejectReason: string | null
  licence: string | null
  phone: string | null
  email: string | null
  countryId: string | null
  createdAt: string
  reviewedAt: string | null
  emailVerified: boolean
  /** The manager or the owner: whom the superadmin would call. */
  contact: { name: string; email: string; phoneNumber: string | null } | null
  /** Its listings, open or not. */
  listings: number
  verified: { fact: VerificationFact; at: string }[]
}

export const advertisers = (status: AdvertiserStatus, page: number, limit: number) =>
  api.get('admin/advertisers', { searchParams: { status, page, limit }, cache: 'no-cache' }).json<Paged<AdminAdvertiser>>()
export const approveAdvertiser = (id: number) => api.post(`admin/advertisers/${id}/approve`).json<AdminAdvertiser>()
export const rejectAdvertiser = (id: number, reason: string) => api.post(`admin/advertisers/${id}/reject`, { json: { reason } }).json<AdminAdvertiser>()
export const recordVerification = (id: number, fact: VerificationFact, at: string) => api.put(`admin/advertisers/${id}/verifications/${fact}`, { json: { at } }).json<AdminAdvertiser>()
export const removeVerification = (id: number, fact: VerificationFact) => api.delete(`admin/advertisers/${id}/verifications/${fact}`).json<AdminAdvertiser>()

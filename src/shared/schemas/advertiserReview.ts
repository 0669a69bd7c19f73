import * as v from 'valibot'
import { ADVERTISER_STATUSES, VERIFICATION_FACTS, type AdvertiserKind, type AdvertiserStatus, type VerificationFact } from '../advertisers.ts'
import { ADMIN_LIST_MAX_LIMIT, PAGE_SIZE } from '../constants.ts'
import { fieldsObject, numberField, textField } from './fields.ts'

// A superadmin's review of advertisers (issue 27): the queue, approval or rejection with a reason,
// and the facts checked about each one with the day they were checked.

/** GET /api/admin/advertisers: one review status (pending unless asked), a page of it. */
export const AdvertiserListQuerySchema = fieldsObject({
  status: v.optional(v.picklist(ADVERTISER_STATUSES, 'validation.review.status'), 'pending'),
  page: v.optional(numberField('validation.query.page', { min: 1, max: 100_000, integer: true }), 1),
  limit: v.optional(numberField('validation.query.limit', { min: 1, max: ADMIN_LIST_MAX_LIMIT, integer: true }), PAGE_SIZE),
})
export type AdvertiserListQuery = v.InferOutput<typeof AdvertiserListQuerySchema>

export const REJECT_REASON_MIN = 10
export const REJECT_REASON_MAX = 1000

/** POST /api/admin/advertisers/{id}/reject: the reason is mailed to the advertiser as written. */
export const AdvertiserRejectSchema = fieldsObject({
  reason: textField('validation.review.reason', REJECT_REASON_MIN, REJECT_REASON_MAX, 'validation.review.reason'),
})

/** A calendar day as `YYYY-MM-DD` that exists (no 31 April). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/**
 * Not after today. Today is the UTC day: in the portal's countries (UTC−3 to UTC−6) it is never
 * behind the local day, so a fact checked today is always accepted.
 */
export const notInFuture = (text: string, now = new Date()) => text <= now.toISOString().slice(0, 10)

/** PUT /api/admin/advertisers/{id}/verifications/{fact}: the day the fact was checked. */
export const VerificationSchema = fieldsObject({
  at: v.pipe(
    v.string('validation.review.day'),
    v.trim(),
    v.check(isCalendarDay, 'validation.review.day'),
    v.check((day) => notInFuture(day), 'validation.review.futureDay'),
  ),
})

export const VerificationFactSchema = v.picklist(VERIFICATION_FACTS, 'validation.review.fact')

/** One advertiser as the review screen shows it. */
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
  /** The contact person proved their address (the sign-up link was opened). */
  emailVerified: boolean
  /** The agency's manager, or the owner or independent advertiser themself. */
  contact: { name: string; email: string; phoneNumber: string | null } | null
  /** Listings of the advertiser's members, any state. */
  listings: number
  verified: { fact: VerificationFact; at: string }[]
}

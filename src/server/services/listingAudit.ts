import { LISTING_FIELD_NAMES, type ListingData } from '../../shared/listing.ts'
import type { AuditRecord } from './audit.ts'

export const listingTarget = (listing: { id: number; title: string }) => ({ targetType: 'listing' as const, targetId: listing.id, targetLabel: listing.title })

// Its state: whether it is public and its status (available, reserved, sold, rented).
const STATE_FIELDS = new Set(['isActive', 'statusId'])

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * What an edit of a listing records: a change of state as `listing.status` (old and new values),
 * the other fields changed, by name, as one `listing.update` (values are in the listing itself and
 * its price history). Nothing when nothing changed.
 */
export function listingChangeRecords(listing: { id: number; title: string }, before: ListingData, after: ListingData, photosChanged = false): AuditRecord[] {
  const target = listingTarget(listing)
  const changed = LISTING_FIELD_NAMES.filter((name) => !same(before[name], after[name]))
  const records: AuditRecord[] = []
  const state = changed.filter((name) => STATE_FIELDS.has(name))
  if (state.length > 0) {
    records.push({ action: 'listing.status', ...target, details: Object.fromEntries(state.map((name) => [name, { from: before[name] ?? null, to: after[name] ?? null }])) })
  }
  const fields = [...changed.filter((name) => !STATE_FIELDS.has(name)), ...(photosChanged ? ['photos'] : [])]
  if (fields.length > 0) records.push({ action: 'listing.update', ...target, details: { fields } })
  return records
}

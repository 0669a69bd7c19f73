import { and, eq, ne, notInArray, or, sql } from 'drizzle-orm'
import { CLOSED_STATUS_IDS } from '../../shared/constants.ts'
import type { StatusId } from '../../shared/domain.ts'
import type { Database } from '../db/client.ts'
import { advertisers, properties, users } from '../db/schema.ts'
import { AppError } from '../errors.ts'

export interface Publication {
  isActive: boolean
  awaitingReview: boolean
}

/**
 * How a listing the advertiser wants public (`wish`) is stored: public at once for an approved
 * advertiser, else kept back (`awaitingReview`) until a superadmin approves them. A private owner
 * may not open more than `limit` listings (the server's OWNER_LISTING_LIMIT); a closed one (sold,
 * rented) does not count.
 */
export async function publicationOf(db: Database, limit: number, ownerId: number, wish: boolean, statusId: StatusId, listingId?: number): Promise<Publication> {
  if (!wish) return { isActive: false, awaitingReview: false }
  const [owner] = await db
    .select({ kind: advertisers.kind, status: advertisers.status })
    .from(users)
    .leftJoin(advertisers, eq(advertisers.id, users.advertiserId))
    .where(eq(users.id, ownerId))
    .limit(1)
  if (owner?.kind === 'owner' && !(CLOSED_STATUS_IDS as readonly string[]).includes(statusId)) {
    const [{ open }] = await db
      .select({ open: sql<number>`count(*)::int` })
      .from(properties)
      .where(
        and(
          eq(properties.ownerId, ownerId),
          or(properties.isActive, properties.awaitingReview),
          notInArray(properties.statusId, [...CLOSED_STATUS_IDS]),
          listingId === undefined ? undefined : ne(properties.id, listingId),
        ),
      )
    if (open >= limit) throw new AppError('CONFLICT', 'errors.listing.ownerLimit', { params: { limit } })
  }
  const approved = !owner?.status || owner.status === 'approved'
  return approved ? { isActive: true, awaitingReview: false } : { isActive: false, awaitingReview: true }
}

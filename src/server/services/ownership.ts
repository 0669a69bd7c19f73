import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { properties, users } from '../db/schema.ts'
import { isAgencyManager, isSuperadmin, managesOwner, type Actor } from './actor.ts'

/**
 * The listings an actor manages, as a condition on `properties`: every one for a superadmin (none
 * given), the agency's members' for its manager, else the actor's own.
 */
export function managedBy(actor: Actor): SQL | undefined {
  if (isSuperadmin(actor)) return undefined
  if (isAgencyManager(actor)) return agencyOwned(actor.advertiserId as number)
  return sql`${properties.ownerId} = ${actor.id}`
}

/** Listings owned by any member of an agency. */
export const agencyOwned = (advertiserId: number | SQLWrapper): SQL => sql`${properties.ownerId} in (select u.id from users u where u.advertiser_id = ${advertiserId})`

/** Whether the actor manages what `ownerId` owns; asks the database only for an agency's manager. */
export async function managesOwnerId(db: Database, actor: Actor, ownerId: number): Promise<boolean> {
  if (isSuperadmin(actor) || ownerId === actor.id) return true
  if (!isAgencyManager(actor)) return false
  const [owner] = await db.select({ advertiserId: users.advertiserId }).from(users).where(eq(users.id, ownerId)).limit(1)
  return managesOwner(actor, { id: ownerId, advertiserId: owner?.advertiserId ?? null })
}

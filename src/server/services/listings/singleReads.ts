import { and, eq, type SQL } from 'drizzle-orm'
import type { Property } from '../../../shared/types.ts'
import type { Database } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { managesOwner, type Actor } from '../actor.ts'
import { ownerAdvertiserOf, selectProperties, withImages, type PropertyRow } from '../propertyRows.ts'

/** Numeric text is an id, anything else a slug. */
export const isListingId = (idOrSlug: string) => /^\d{1,9}$/.test(idOrSlug)

/** The API names a listing by its id or its slug alike (a page address holds the slug). */
export function idOrSlugCondition(idOrSlug: string): SQL {
  return isListingId(idOrSlug) ? eq(properties.id, Number(idOrSlug)) : eq(properties.slug, idOrSlug)
}

/** An active listing a visitor acts on (a view, a tap, a report), or a 404. */
export async function openListing(db: Database, idOrSlug: string): Promise<{ id: number; title: string; slug: string }> {
  const [row] = await db
    .select({ id: properties.id, title: properties.title, slug: properties.slug })
    .from(properties)
    .where(and(idOrSlugCondition(idOrSlug), eq(properties.isActive, true)))
    .limit(1)
  if (!row) throw notFound('errors.propertyNotFound')
  return row
}

/** The row whatever its state: each caller decides who may see it. */
export async function findPropertyRow(db: Database, idOrSlug: string): Promise<PropertyRow | undefined> {
  const [row] = await selectProperties(db).where(idOrSlugCondition(idOrSlug)).limit(1)
  return row
}

/**
 * GET /api/properties/{id}: the public sees active listings only; the owner and superadmins also see
 * their inactive ones.
 */
export async function getProperty(db: Database, idOrSlug: string, actor: Actor | null): Promise<Property> {
  const row = await findPropertyRow(db, idOrSlug)
  const canSeeInactive = row && actor && managesOwner(actor, { id: row.ownerId, advertiserId: ownerAdvertiserOf(row) })
  if (!row || (!row.isActive && !canSeeInactive)) throw notFound('errors.propertyNotFound')
  const [property] = await withImages(db, [row], canSeeInactive ? 'manager' : 'public')
  return property
}

/**
 * GET /api/properties/admin/{id}: a listing its caller may edit (the owner, or any superadmin),
 * active or not; another admin's listing is a 404 even when it is public.
 */
export async function getManagedProperty(db: Database, idOrSlug: string, actor: Actor): Promise<Property> {
  const row = await findPropertyRow(db, idOrSlug)
  if (!row || !managesOwner(actor, { id: row.ownerId, advertiserId: ownerAdvertiserOf(row) })) throw notFound('errors.propertyNotFound')
  const [property] = await withImages(db, [row], 'manager')
  return property
}

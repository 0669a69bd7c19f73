import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { firstInWhile } from '../onceInWhile.ts'
import { openListing } from './singleReads.ts'

/** POST /api/properties/{id}/views: one more view of an open listing, once per client each half hour. */
export async function countView(db: Database, idOrSlug: string, client: string): Promise<void> {
  const row = await openListing(db, idOrSlug)
  if (!(await firstInWhile(db, `view:${row.id}|${client}`))) return
  await db
    .update(properties)
    .set({ views: sql`${properties.views} + 1` })
    .where(eq(properties.id, row.id))
}

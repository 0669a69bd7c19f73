import { asc, eq, sql } from 'drizzle-orm'
import type { PriceChange } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { perDatabase } from '../db/perDatabase.ts'
import { priceHistory } from '../db/schema.ts'
import { findPropertyRow } from './listings/singleReads.ts'
import { notFound } from '../errors.ts'

/**
 * GET /api/properties/{id}/price-history: an active listing's first price and each later change,
 * oldest first. The rows are written by triggers (migration 0008), never here.
 */
export async function listPriceHistory(db: Database, idOrSlug: string): Promise<PriceChange[]> {
  const row = await findPropertyRow(db, idOrSlug)
  if (!row || !row.isActive) throw notFound('errors.propertyNotFound')
  return priceChangesOf(db, row.id)
}

/** Built once per database: every listing page asks. */
const changes = perDatabase((db) =>
  db
    .select({ price: priceHistory.price, currency: priceHistory.currency, changedAt: priceHistory.changedAt })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, sql.placeholder('propertyId')))
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id))
    .prepare('price_changes'),
)

/** The price changes of a listing the caller has already found active (its page). */
export async function priceChangesOf(db: Database, propertyId: number): Promise<PriceChange[]> {
  const rows = await changes(db).execute({ propertyId })
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }))
}

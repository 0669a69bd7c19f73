import { asc, eq, sql } from 'drizzle-orm'
import type { PriceChange } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { perDatabase } from '../db/perDatabase.ts'
import { priceHistory, properties } from '../db/schema.ts'
import { findPropertyRow } from './listings/singleReads.ts'
import { ref } from './propertyRows.ts'
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

/** The price changes of a listing the caller has already found active. */
async function priceChangesOf(db: Database, propertyId: number): Promise<PriceChange[]> {
  const rows = await changes(db).execute({ propertyId })
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }))
}

/** The changes as `priceChangesColumn` reads them: each instant in the database's own text. */
export type StoredPriceChanges = { price: number; currency: PriceChange['currency']; changedAt: string }[]

/**
 * The same changes as a column of a listing's read (its page): one statement less per listing page
 * (issue 24). Each instant comes as the text the driver gets for a column and is read the way Drizzle
 * reads that text (`priceChangesFrom`), so the answer is `priceChangesOf`'s to the millisecond.
 */
export const priceChangesColumn = sql<StoredPriceChanges>`coalesce((select json_agg(json_build_object('price', h.price::float8, 'currency', h.currency, 'changedAt', h.changed_at::text) order by h.changed_at, h.id) from ${priceHistory} h where h.property_id = ${ref(properties.id)}), '[]'::json)`

export const priceChangesFrom = (stored: StoredPriceChanges): PriceChange[] => stored.map((change) => ({ ...change, changedAt: new Date(change.changedAt).toISOString() }))

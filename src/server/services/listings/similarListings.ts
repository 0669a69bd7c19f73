import { and, asc, desc, eq, gte, lt, ne, notInArray, sql } from 'drizzle-orm'
import { CLOSED_STATUS_IDS, SIMILAR_LIMIT } from '../../../shared/constants.ts'
import type { Property } from '../../../shared/types.ts'
import type { Database } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { toProperty, type PropertyRow } from '../propertyRows.ts'
import { rowsByIds } from './rowsByIds.ts'
import { findPropertyRow } from './singleReads.ts'

/**
 * GET /api/properties/{id}/similar: open listings of the same country and operation whose dollar
 * price is nearest, those of the same type first. Each of the four candidate lists (same type or
 * any, above or below the price) is a short walk of the similar index from the listing's price, so
 * no query reads every listing of a country; the four go as one statement. A caller that has just
 * read the listing passes its row instead of reading it again.
 */
export async function similarProperties(db: Database, listing: string | PropertyRow, of: 'active' | 'retired' = 'active'): Promise<Property[]> {
  const row = typeof listing === 'string' ? await findPropertyRow(db, listing) : listing
  // A retired listing's page (410) offers what is like it; the API's answer stays for active ones.
  if (!row || row.isActive !== (of === 'active')) throw notFound('errors.propertyNotFound')
  const price = row.priceUsd ?? 0
  const candidates = (sameType: boolean, above: boolean) =>
    db
      .select({ id: properties.id, propertyTypeId: properties.propertyTypeId, priceUsd: properties.priceUsd })
      .from(properties)
      .where(
        and(
          eq(properties.isActive, true),
          eq(properties.countryId, row.countryId),
          eq(properties.priceType, row.priceType),
          notInArray(properties.statusId, [...CLOSED_STATUS_IDS]),
          ne(properties.id, row.id),
          sameType ? eq(properties.propertyTypeId, row.propertyTypeId) : undefined,
          above ? gte(properties.priceUsd, price) : lt(properties.priceUsd, price),
        ),
      )
      .orderBy(above ? asc(properties.priceUsd) : desc(properties.priceUsd), asc(properties.id))
      .limit(SIMILAR_LIMIT)
  const lists = [candidates(true, true), candidates(true, false), candidates(false, true), candidates(false, false)]
  const result = await db.execute(
    sql`${sql.join(
      lists.map((list) => sql`(${list})`),
      sql` union all `,
    )}`,
  )
  const found = new Map<number, { id: number; propertyTypeId: number; priceUsd: number | null }>()
  for (const candidate of (result as unknown as { rows: { id: number; property_type_id: number; price_usd: string | number | null }[] }).rows) {
    const id = Number(candidate.id)
    if (!found.has(id)) found.set(id, { id, propertyTypeId: Number(candidate.property_type_id), priceUsd: candidate.price_usd === null ? null : Number(candidate.price_usd) })
  }
  const distance = (c: { priceUsd: number | null }) => Math.abs((c.priceUsd ?? 0) - price)
  const chosen = [...found.values()]
    .sort((a, b) => Number(b.propertyTypeId === row.propertyTypeId) - Number(a.propertyTypeId === row.propertyTypeId) || distance(a) - distance(b) || a.id - b.id)
    .slice(0, SIMILAR_LIMIT)
    .map((c) => c.id)
  if (chosen.length === 0) return []
  const rows = await rowsByIds(db, chosen)
  const byId = new Map(rows.map((r) => [r.id, toProperty(r, r.images)]))
  return chosen.map((id) => byId.get(id)!).filter(Boolean)
}

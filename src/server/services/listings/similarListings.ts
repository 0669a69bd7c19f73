import { and, asc, desc, eq, gte, lt, ne, notInArray, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { CLOSED_STATUS_IDS, SIMILAR_LIMIT } from '../../../shared/constants.ts'
import type { Database } from '../../db/client.ts'
import { perDatabase } from '../../db/perDatabase.ts'
import { properties } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import type { PropertyRow } from '../propertyRows.ts'
import type { PageRow, PageShape } from './pageShapes.ts'
import { findPropertyRow } from './singleReads.ts'

/**
 * GET /api/properties/{id}/similar: open listings of the same country and operation whose dollar
 * price is nearest, those of the same type first. Each of the four candidate lists (same type or
 * any, above or below the price) is a short walk of the similar index from the listing's price, so
 * no query reads every listing of a country; the four go as one statement. A caller that has just
 * read the listing passes its row instead of reading it again; pages ask for cards (pageShapes.ts).
 */
/** Built once per database: Drizzle building the four lists cost more of a listing page than running them. */
const statement = perDatabase((db) => {
  const candidates = (sameType: boolean, above: boolean) =>
    db
      .select({ id: properties.id, propertyTypeId: properties.propertyTypeId, priceUsd: properties.priceUsd })
      .from(properties)
      .where(
        and(
          eq(properties.isActive, true),
          eq(properties.countryId, sql.placeholder('countryId')),
          eq(properties.priceType, sql.placeholder('priceType')),
          notInArray(properties.statusId, [...CLOSED_STATUS_IDS]),
          ne(properties.id, sql.placeholder('id')),
          sameType ? eq(properties.propertyTypeId, sql.placeholder('typeId')) : undefined,
          above ? gte(properties.priceUsd, sql.placeholder('price')) : lt(properties.priceUsd, sql.placeholder('price')),
        ),
      )
      .orderBy(above ? asc(properties.priceUsd) : desc(properties.priceUsd), asc(properties.id))
      .limit(SIMILAR_LIMIT)
  return unionAll(candidates(true, true), candidates(true, false), candidates(false, true), candidates(false, false)).prepare('similar_listings')
})

export async function similarProperties<T, Row extends PageRow>(db: Database, listing: string | PropertyRow, shape: PageShape<T, Row>, of: 'active' | 'retired' = 'active'): Promise<T[]> {
  const row = typeof listing === 'string' ? await findPropertyRow(db, listing) : listing
  // A retired listing's page (410) offers what is like it; the API's answer stays for active ones.
  if (!row || row.isActive !== (of === 'active')) throw notFound('errors.propertyNotFound')
  const price = row.priceUsd ?? 0
  const result = await statement(db).execute({ countryId: row.countryId, priceType: row.priceType, id: row.id, typeId: row.propertyTypeId, price: String(price) })
  const found = new Map<number, { id: number; propertyTypeId: number; priceUsd: number | null }>()
  for (const candidate of result) {
    if (!found.has(candidate.id)) found.set(candidate.id, { id: candidate.id, propertyTypeId: candidate.propertyTypeId, priceUsd: candidate.priceUsd === null ? null : Number(candidate.priceUsd) })
  }
  const distance = (c: { priceUsd: number | null }) => Math.abs((c.priceUsd ?? 0) - price)
  const chosen = [...found.values()]
    .sort((a, b) => Number(b.propertyTypeId === row.propertyTypeId) - Number(a.propertyTypeId === row.propertyTypeId) || distance(a) - distance(b) || a.id - b.id)
    .slice(0, SIMILAR_LIMIT)
    .map((c) => c.id)
  if (chosen.length === 0) return []
  const rows = await shape.byIds(db, chosen)
  const byId = new Map(rows.map((r) => [r.id, shape.answer(r)]))
  return chosen.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
}

import type { Database } from '../../db/client.ts'
import { notFound } from '../../errors.ts'
import type { PropertyRow } from '../propertyRows.ts'
import type { PageRow, PageShape } from './pageShapes.ts'
import { findPropertyRow } from './singleReads.ts'

/**
 * GET /api/properties/{id}/similar: open listings of the same country and operation whose dollar
 * price is nearest, those of the same type first (similarRows.ts). A caller that has just read the
 * listing passes its row instead of reading it again; pages ask for cards (pageShapes.ts).
 */
export async function similarProperties<T, Row extends PageRow>(db: Database, listing: string | PropertyRow, shape: PageShape<T, Row>, of: 'active' | 'retired' = 'active'): Promise<T[]> {
  const row = typeof listing === 'string' ? await findPropertyRow(db, listing) : listing
  // A retired listing's page (410) offers what is like it; the API's answer stays for active ones.
  if (!row || row.isActive !== (of === 'active')) throw notFound('errors.propertyNotFound')
  const rows = await shape.similar(db, { countryId: row.countryId, priceType: row.priceType, id: row.id, typeId: row.propertyTypeId, price: String(row.priceUsd ?? 0) })
  return rows.map((r) => shape.answer(r))
}

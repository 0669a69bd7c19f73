import { sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { CLOSED_STATUS_IDS, SIMILAR_LIMIT } from '../../../shared/constants.ts'
import type { Database } from '../../db/client.ts'
import { perDatabase } from '../../db/perDatabase.ts'
import { properties } from '../../db/schema.ts'
import { imagesColumn, selectCardsWith, selectPropertiesWith } from '../propertyRows.ts'
import { listVersion } from './preparedLists.ts'

/**
 * Open listings of the same country and operation whose dollar price is nearest, those of the same
 * type first. Each of the four candidate lists (same type or any, above or below the price) is a
 * short walk of the similar index from the listing's price, so no query reads every listing of a
 * country; the nearest are chosen among them and read in the same statement.
 */

/** What picks a listing's similar listings: its country, operation, id, type and dollar price. */
export interface SimilarTo {
  countryId: string
  priceType: string
  id: number
  typeId: number
  price: string
}

const similarOrder = (): SQL[] => [
  // Same type first, then the nearest dollar price (exact, as numeric), then the oldest id.
  sql`(${properties.propertyTypeId} = ${sql.placeholder('typeId')}) desc`,
  sql`abs(${properties.priceUsd} - ${sql.placeholder('price')}::numeric)`,
  sql`${properties.id}`,
]

/** Closed statuses and the limit as SQL text, not parameters (see `chosenIds`). */
const CLOSED = sql.raw(CLOSED_STATUS_IDS.map((id) => `'${id}'`).join(', '))
const LIMIT = sql.raw(String(SIMILAR_LIMIT))

/**
 * The chosen listings' ids. Written as SQL rather than built by Drizzle, which sends every constant
 * as a parameter: with `is_active = $1` and `limit $9` PostgreSQL cannot use the partial index in a
 * plan made once for any values, so it planned the statement afresh on every page (4 ms on PGlite,
 * 1.9 ms on PostgreSQL at 100,000 listings, more than running it). With the constants in the text,
 * the plan made once walks the similar index, as the one made for each page's values did.
 */
function chosenIds(): SQL {
  const p = properties
  const candidates = (sameType: boolean, above: boolean) =>
    sql`(select ${p.id} as id, ${p.propertyTypeId} as type_id, ${p.priceUsd} as price_usd from ${p}
      where ${p.isActive} and ${p.countryId} = ${sql.placeholder('countryId')} and ${p.priceType} = ${sql.placeholder('priceType')}
        and ${p.statusId} not in (${CLOSED}) and ${p.id} <> ${sql.placeholder('id')}
        ${sameType ? sql`and ${p.propertyTypeId} = ${sql.placeholder('typeId')}` : sql``}
        and ${p.priceUsd} ${above ? sql`>=` : sql`<`} ${sql.placeholder('price')}::numeric
      order by ${p.priceUsd} ${above ? sql`asc` : sql`desc`}, ${p.id} limit ${LIMIT})`
  // A listing can come in two lists (same type and any type): grouped, it counts once.
  return sql`select id from (${candidates(true, true)} union all ${candidates(true, false)} union all ${candidates(false, true)} union all ${candidates(false, false)}) as candidates
    group by id, type_id, price_usd
    order by (type_id = ${sql.placeholder('typeId')}) desc, abs(price_usd - ${sql.placeholder('price')}::numeric), id limit ${LIMIT}`
}

/** A select of listings (whole or cards) narrowed to the chosen ones, nearest first. */
const similarOf = <Q extends PgSelect>(select: Q) => select.where(sql`${properties.id} in (${chosenIds()})`).orderBy(...similarOrder())

/** The cards' statement before it is prepared (a test reads its plan). */
export const similarCardsQuery = (db: Database) => similarOf(selectCardsWith(db, { listVersion }))

/** Built once per database, named: PostgreSQL plans each once per connection (the rows_by_ids habit). */
const wholeStatement = perDatabase((db) => similarOf(selectPropertiesWith(db, { images: imagesColumn, listVersion })).prepare('similar_rows'))
const cardStatement = perDatabase((db) => similarCardsQuery(db).prepare('similar_cards'))

/** A listing's similar listings, whole, nearest first. */
export function similarRows(db: Database, to: SimilarTo) {
  return wholeStatement(db).execute({ ...to })
}

/** The same as cards. */
export function similarCardRows(db: Database, to: SimilarTo) {
  return cardStatement(db).execute({ ...to })
}

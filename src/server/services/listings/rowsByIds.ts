import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { perDatabase } from '../../db/perDatabase.ts'
import { properties } from '../../db/schema.ts'
import { imagesColumn, selectCardsWith, selectPropertiesWith } from '../propertyRows.ts'
import { listVersion } from './preparedLists.ts'

const byIds = sql`${properties.id} = any(${sql.placeholder('ids')}::int[])`
const idList = (ids: readonly number[]) => ({ ids: `{${ids.join(',')}}` })

/**
 * Built once per database: Drizzle building this select (a dozen columns and subqueries) cost more
 * than running it. Named, so that PostgreSQL parses and plans it once per connection instead of on
 * every page (PGlite's driver sends every query unnamed whatever its name).
 */
const statement = perDatabase((db) => selectPropertiesWith(db, { images: imagesColumn, listVersion }).where(byIds).prepare('rows_by_ids'))
const cardStatement = perDatabase((db) => selectCardsWith(db, { listVersion }).where(byIds).prepare('cards_by_ids'))

/** Listings by primary key with their photos and the list version read in the same snapshot, in no particular order. */
export function rowsByIds(db: Database, ids: readonly number[]) {
  return statement(db).execute(idList(ids))
}

/** The same for pages of cards: only what a card shows, and the list version. */
export function cardRowsByIds(db: Database, ids: readonly number[]) {
  return cardStatement(db).execute(idList(ids))
}

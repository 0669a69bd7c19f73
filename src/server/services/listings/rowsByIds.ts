import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { perDatabase } from '../../db/perDatabase.ts'
import { properties } from '../../db/schema.ts'
import { imagesColumn, selectPropertiesWith } from '../propertyRows.ts'
import { listVersion } from './preparedLists.ts'

/**
 * Built once per database: Drizzle building this select (a dozen columns and subqueries) cost more
 * than running it. Named, so that PostgreSQL parses and plans it once per connection instead of on
 * every page (PGlite's driver sends every query unnamed whatever its name).
 */
const statement = perDatabase((db) =>
  selectPropertiesWith(db, { images: imagesColumn, listVersion })
    .where(sql`${properties.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('rows_by_ids'),
)

/** Listings by primary key with their photos and the list version read in the same snapshot, in no particular order. */
export function rowsByIds(db: Database, ids: readonly number[]) {
  return statement(db).execute({ ids: `{${ids.join(',')}}` })
}

import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { PropertyListQuery } from '../../../shared/schemas/queries.ts'
import type { Property } from '../../../shared/types.ts'
import type { Database } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { searchWordsOf } from '../placeVocabulary.ts'
import { selectProperties, withImages } from '../propertyRows.ts'
import { dollarRateOf, publicListFilter } from './listFilter.ts'

/** What a saved search's alert tells: matching listings published, and matching listings cut in price. */
export interface AlertNews {
  published: Property[]
  cut: Property[]
}

/**
 * The news for a saved search between `since` (exclusive) and `until` (inclusive): listings
 * published in that span that match it, and matching listings whose price went down in it (their
 * `previousPrice` is the price before the cut). At most `limit` of each, newest first.
 */
export async function alertNews(db: Database, query: PropertyListQuery, since: Date, until: Date, limit = 12): Promise<AlertNews> {
  const [words, usdRate] = await Promise.all([searchWordsOf(db, query.q ?? query.search), dollarRateOf(db, query)])
  const filter = publicListFilter(query, words, usdRate)
  const window = { since: since.toISOString(), until: until.toISOString() }
  const within = (column: typeof properties.createdAt | typeof properties.priceChangedAt) => sql`${column} > ${window.since}::timestamptz and ${column} <= ${window.until}::timestamptz`
  const run = (condition: SQL) =>
    selectProperties(db)
      .where(and(...filter.conditions, condition))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
      .prepare('')
      .execute(filter.values)
  const [published, cut] = await Promise.all([
    run(within(properties.createdAt)),
    // A cut (the trigger of migration 0008 keeps `previousPrice` only for a cut) made in the span,
    // on a listing published before it (a new one is news as it is).
    run(and(sql`${properties.previousPrice} > ${properties.price}`, within(properties.priceChangedAt), sql`${properties.createdAt} <= ${window.since}::timestamptz`)!),
  ])
  return { published: await withImages(db, published, 'public'), cut: await withImages(db, cut, 'public') }
}

export interface ListingNews {
  property: Property
  /** Its price was cut in the span (the struck-through price is the one before). */
  cut: boolean
  /** Its status changed in the span: reserved, sold, rented, or available again. */
  statusChanged: boolean
}

/**
 * What a visitor following one listing hears of: a price cut or a status change in the span, on a
 * listing still on the portal. Null when nothing happened.
 */
export async function listingNews(db: Database, id: number, since: Date, until: Date): Promise<ListingNews | null> {
  const within = (column: typeof properties.priceChangedAt | typeof properties.statusChangedAt) =>
    sql<boolean>`coalesce(${column} > ${since.toISOString()}::timestamptz and ${column} <= ${until.toISOString()}::timestamptz, false)`
  const [what] = await db
    .select({ cut: sql<boolean>`${properties.previousPrice} > ${properties.price} and ${within(properties.priceChangedAt)}`, statusChanged: within(properties.statusChangedAt) })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.isActive, true)))
  if (!what || !(what.cut || what.statusChanged)) return null
  const [property] = await withImages(db, await selectProperties(db).where(eq(properties.id, id)), 'public')
  return property ? { property, cut: Boolean(what.cut), statusChanged: Boolean(what.statusChanged) } : null
}

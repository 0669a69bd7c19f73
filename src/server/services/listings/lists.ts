import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { MAP_POINTS_MAX } from '../../../shared/constants.ts'
import { paginationOf } from '../../../shared/pagination.ts'
import type { AdminPropertyListQuery, PropertyListQuery } from '../../../shared/schemas/queries.ts'
import type { MapPoint, MapPoints, Paged, PagedByIds, Property, PropertyList } from '../../../shared/types.ts'
import type { Database } from '../../db/client.ts'
import type { SearchWords } from '../../../shared/searchWords.ts'
import { properties, propertyTypes } from '../../db/schema.ts'
import type { Actor } from '../actor.ts'
import { didYouMeanOf, FEW_RESULTS, searchWordsOf } from '../placeVocabulary.ts'
import { askingPriceColumn, lookup, selectProperties, withImages } from '../propertyRows.ts'
import { dollarRateOf, managedListFilter, publicListFilter } from './listFilter.ts'
import { mapFromMemory } from './memoryPages.ts'
import { pickedSearchOf, rememberPick } from './pickedSearches.ts'
import { memoryCountOf, pagedList } from './pagedList.ts'
import { WHOLE_LISTINGS, type PageRow, type PageShape } from './pageShapes.ts'

/**
 * GET /api/properties: active listings only, every filter of the contract; beside few or no results,
 * the search with a near miss corrected (`didYouMean`). Pages that show the results as cards ask
 * for them in the cards' shape (pageShapes.ts).
 */
export async function listPublicProperties<T, Row extends PageRow>(db: Database, query: PropertyListQuery, shape: PageShape<T, Row>): Promise<PropertyList<T>> {
  const [words, usdRate] = await Promise.all([searchWordsOf(db, query.q ?? query.search), dollarRateOf(db, query)])
  const memory = memoryCountOf(db, query, words)
  const found = await pagedList(db, publicListFilter(query, words, usdRate), query.sortBy, query.sortOrder, query.page, query.limit, shape, memory)
  const didYouMean = words && found.pagination.total < FEW_RESULTS ? await didYouMeanOf(db, words) : null
  const answer = { ...found, didYouMean }
  const picked = pickedSearchOf(found)
  if (picked) rememberPick(answer, picked)
  return answer
}

/**
 * GET /api/properties/map: the points of every listing the search finds (in the view, with `bbox`),
 * compact, up to MAP_POINTS_MAX, featured and newest first when there are more; `total` says how
 * many there are in all. Listings without a pin are not on the map.
 */
export async function listMapPoints(db: Database, query: PropertyListQuery): Promise<MapPoints> {
  const [words, usdRate] = await Promise.all([searchWordsOf(db, query.q ?? query.search), dollarRateOf(db, query)])
  // From the in-memory columns when they are up to date (ADR 027), else from the database.
  const memory = memoryCountOf(db, query, words)
  if (memory?.counter.current) {
    const picked = await mapFromMemory(db, memory)
    if (picked) return picked
  } else memory?.counter.saw(0n)
  return mapPointsFromDatabase(db, query, words, usdRate)
}

/** The map's points as the database finds them: the reference the in-memory ones are checked against. */
export async function mapPointsFromDatabase(db: Database, query: PropertyListQuery, words: SearchWords | undefined, usdRate: string | undefined): Promise<MapPoints> {
  const filter = publicListFilter(query, words, usdRate)
  filter.fixed('placed', sql`${properties.publicLatitude} is not null`)
  const where = and(...filter.conditions)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: properties.id,
        lat: sql<number>`${properties.publicLatitude}`,
        lng: sql<number>`${properties.publicLongitude}`,
        price: askingPriceColumn,
        currency: properties.currency,
        type: lookup(propertyTypes.name, propertyTypes.id, properties.propertyTypeId),
      })
      .from(properties)
      .where(where)
      .orderBy(desc(properties.isFeatured), desc(properties.createdAt), desc(properties.id))
      .limit(MAP_POINTS_MAX)
      .prepare('')
      .execute(filter.values),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where)
      .prepare('')
      .execute(filter.values),
  ])
  return { data: rows as MapPoint[], total, truncated: total > rows.length }
}

/**
 * GET /api/properties?ids=…: a visitor's favourites, in their order. Sold and rented ones come with
 * their status; ids that are not public any more (deactivated, deleted) are named in `missingIds`,
 * so the page can say so instead of dropping them silently.
 */
export async function listPublicPropertiesByIds(db: Database, ids: number[]): Promise<PagedByIds<Property>> {
  const rows = await selectProperties(db).where(and(inArray(properties.id, ids), eq(properties.isActive, true)))
  const found = new Map((await withImages(db, rows, 'public')).map((property) => [property.id, property]))
  const data = ids.flatMap((id) => found.get(id) ?? [])
  return { data, pagination: paginationOf(1, Math.max(ids.length, 1), data.length), missingIds: ids.filter((id) => !found.has(id)) }
}

/** Admin lists: the caller's own listings in any state, or every listing for a superadmin. */
export function listManagedProperties(db: Database, actor: Actor, query: AdminPropertyListQuery, all: boolean): Promise<Paged<Property>> {
  return pagedList(db, managedListFilter(actor, query, all), query.sortBy, query.sortOrder, query.page, query.limit, WHOLE_LISTINGS)
}

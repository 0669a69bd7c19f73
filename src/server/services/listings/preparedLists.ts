import { and, asc, desc, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { properties, propertyListVersion } from '../../db/schema.ts'
import { imagesColumn, ref, selectPropertiesWith } from '../propertyRows.ts'
import type { ListFilter } from './listFilter.ts'

export type SortField = 'price' | 'createdAt' | 'views' | 'area' | 'monthlyCost'
export type SortOrder = 'asc' | 'desc'

function orderOf(sortBy: SortField, sortOrder: SortOrder) {
  // Listings without an area go last either way.
  if (sortBy === 'area') return [sortOrder === 'asc' ? sql`${properties.area} asc nulls last` : sql`${properties.area} desc nulls last`, sortOrder === 'asc' ? asc(properties.id) : desc(properties.id)]
  // So do sales with no monthly cost (no fees given); costs in any currency compare in dollars.
  if (sortBy === 'monthlyCost')
    return [sortOrder === 'asc' ? sql`${properties.monthlyCostUsd} asc nulls last` : sql`${properties.monthlyCostUsd} desc nulls last`, sortOrder === 'asc' ? asc(properties.id) : desc(properties.id)]
  // Prices in different currencies are ordered by their value in dollars.
  const column = sortBy === 'price' ? properties.priceUsd : sortBy === 'views' ? properties.views : properties.createdAt
  const direction = sortOrder === 'asc' ? asc : desc
  // The id tie-breaker keeps pages stable when many rows share a price or a timestamp.
  return [direction(column), direction(properties.id)]
}

/** `property_list_version` as text, read in the statement's own snapshot (what the count cache and memory pages check rows against). */
export const listVersion = sql<string>`(select ${ref(propertyListVersion.version)}::text from ${propertyListVersion} where ${ref(propertyListVersion.id)} = 1)`

/**
 * A list's two queries, its page of rows and its count, each beside the list version read in the
 * same snapshot (what the count cache in pagedList.ts relies on).
 */
function prepareList(db: Database, filter: ListFilter, sortBy: SortField, sortOrder: SortOrder) {
  const where = and(...filter.conditions)
  const order = orderOf(sortBy, sortOrder)
  // Only ids are sorted and skipped (from an index where one fits), then just the page's listings
  // are read, instead of reading every skipped row: page 500 no longer reads 6,000 listings.
  const pageIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
  // The empty name keeps them unnamed statements, as Drizzle sends a query it does not prepare: no
  // state on the database's side, and every execution planned for its values.
  return {
    rows: selectPropertiesWith(db, { images: imagesColumn, listVersion })
      .where(inArray(properties.id, pageIds))
      .orderBy(...order)
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)::int`, version: listVersion })
      .from(properties)
      .where(where)
      .prepare(''),
  }
}

type PreparedList = ReturnType<typeof prepareList>

/** Prepared lists per database and shape, least recently used first out. */
const MAX_PREPARED_SHAPES = 500
const preparedLists = new WeakMap<Database, Map<string, PreparedList>>()

/** The queries for the filter's shape and the order, built once and reused by every request alike. */
export function preparedListOf(db: Database, filter: ListFilter, sortBy: SortField, sortOrder: SortOrder): PreparedList {
  let lists = preparedLists.get(db)
  if (!lists) preparedLists.set(db, (lists = new Map()))
  const key = `${filter.shape.join(',')}|${sortBy} ${sortOrder}`
  let list = lists.get(key)
  if (list) lists.delete(key)
  else list = prepareList(db, filter, sortBy, sortOrder)
  lists.set(key, list)
  if (lists.size > MAX_PREPARED_SHAPES) lists.delete(lists.keys().next().value!)
  return list
}

import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { AdminPropertyListQuery, PropertyListQuery } from '../../shared/schemas/queries.ts'
import { paginationOf } from '../../shared/pagination.ts'
import type { Paged, Property } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { properties } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import { isSuperadmin, type Actor } from './actor.ts'
import { cachedCount } from './countCache.ts'
import { selectProperties, withImages, type PropertyRow } from './propertyRows.ts'

const MAX_SEARCH_WORDS = 8

/**
 * One LIKE per word over the normalized search text; the trigram index serves each of them, and
 * `immutable_unaccent(lower(...))` normalizes the query exactly as the stored text was normalized.
 */
export function textSearchCondition(text: string | undefined): SQL | undefined {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)
  if (words.length === 0) return undefined
  const conditions = words.map((word) => {
    const escaped = word.replace(/[\\%_]/g, (ch) => `\\${ch}`)
    return sql`${properties.searchText} like '%' || immutable_unaccent(lower(${escaped})) || '%'`
  })
  return and(...conditions)
}

function orderOf(sortBy: 'price' | 'createdAt' | 'views', sortOrder: 'asc' | 'desc') {
  const column = sortBy === 'price' ? properties.price : sortBy === 'views' ? properties.views : properties.createdAt
  const direction = sortOrder === 'asc' ? asc : desc
  // The id tie-breaker keeps pages stable when many rows share a price or a timestamp.
  return [direction(column), direction(properties.id)]
}

/** `countKey` set: the total may come from the short-lived count cache (public lists only). */
async function page(db: Database, where: SQL | undefined, order: SQL[], pageNumber: number, limit: number, countKey?: string): Promise<Paged<Property>> {
  const count = async () => (await db.select({ total: sql<number>`count(*)::int` }).from(properties).where(where))[0].total
  // The page's ids first, from the sort index alone (an index-only scan even deep into the list),
  // then the joined rows for just those ids: skipping 6,000 rows costs index entries, not heap rows.
  const pageIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((pageNumber - 1) * limit)
  const [rows, total] = await Promise.all([
    selectProperties(db)
      .where(inArray(properties.id, pageIds))
      .orderBy(...order),
    countKey === undefined ? count() : cachedCount(db, countKey, count),
  ])
  return { data: await withImages(db, rows), pagination: paginationOf(pageNumber, limit, total) }
}

/** GET /api/properties: active listings only, every filter of the contract. */
export function listPublicProperties(db: Database, query: PropertyListQuery): Promise<Paged<Property>> {
  const q = query.q ?? query.search
  const where = and(
    eq(properties.isActive, true),
    query.countryId ? eq(properties.countryId, query.countryId) : undefined,
    query.cityId ? eq(properties.cityId, query.cityId) : undefined,
    query.propertyTypeId ? eq(properties.propertyTypeId, query.propertyTypeId) : undefined,
    query.priceType ? eq(properties.priceType, query.priceType) : undefined,
    query.isOpportunity !== undefined ? eq(properties.isOpportunity, query.isOpportunity) : undefined,
    query.isFeatured !== undefined ? eq(properties.isFeatured, query.isFeatured) : undefined,
    query.minPrice !== undefined ? gte(properties.price, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(properties.price, query.maxPrice) : undefined,
    query.minBedrooms !== undefined ? gte(properties.bedrooms, query.minBedrooms) : undefined,
    textSearchCondition(q),
  )
  const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, search: _search, ...filters } = query
  const countKey = JSON.stringify({ ...filters, q: q?.trim().toLowerCase() })
  return page(db, where, orderOf(query.sortBy, query.sortOrder), query.page, query.limit, countKey)
}

/** Admin lists: the caller's own listings in any state, or every listing for a superadmin. */
export function listManagedProperties(db: Database, actor: Actor, query: AdminPropertyListQuery, all: boolean): Promise<Paged<Property>> {
  const where = and(
    all && isSuperadmin(actor) ? undefined : eq(properties.ownerId, actor.id),
    query.isActive !== undefined ? eq(properties.isActive, query.isActive) : undefined,
    textSearchCondition(query.search ?? query.q),
  )
  return page(db, where, orderOf(query.sortBy, query.sortOrder), query.page, query.limit)
}

/** Numeric text is an id, anything else a slug. */
export function idOrSlugCondition(idOrSlug: string): SQL {
  return /^\d{1,9}$/.test(idOrSlug) ? eq(properties.id, Number(idOrSlug)) : eq(properties.slug, idOrSlug)
}

export async function findPropertyRow(db: Database, idOrSlug: string): Promise<PropertyRow | undefined> {
  const [row] = await selectProperties(db).where(idOrSlugCondition(idOrSlug)).limit(1)
  return row
}

/**
 * GET /api/properties/{id}: the public sees active listings only; the owner and superadmins also see
 * their inactive ones (the admin edit form falls back to this call).
 */
export async function getProperty(db: Database, idOrSlug: string, actor: Actor | null): Promise<Property> {
  const row = await findPropertyRow(db, idOrSlug)
  const canSeeInactive = row && actor && (isSuperadmin(actor) || row.ownerId === actor.id)
  if (!row || (!row.isActive && !canSeeInactive)) throw notFound('errors.propertyNotFound')
  const [property] = await withImages(db, [row])
  return property
}

export async function countView(db: Database, idOrSlug: string): Promise<void> {
  const updated = await db
    .update(properties)
    .set({ views: sql`${properties.views} + 1` })
    .where(and(idOrSlugCondition(idOrSlug), eq(properties.isActive, true)))
    .returning({ id: properties.id })
  if (updated.length === 0) throw notFound('errors.propertyNotFound')
}


import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { CSV_EXPORT_BATCH, LISTING_STATUS_OF } from '../../shared/constants.ts'
import type { AdminPropertyExportQuery } from '../../shared/schemas/queries.ts'
import type { Database } from '../db/client.ts'
import { cities, countries, properties, propertyTypes, users } from '../db/schema.ts'
import type { Actor } from './actor.ts'
import { managedListFilter } from './listings/listFilter.ts'

/** What a listing export row holds (the CSV's columns are chosen by the route). */
const exportColumns = {
  id: properties.id,
  slug: properties.slug,
  title: properties.title,
  statusId: properties.statusId,
  isActive: properties.isActive,
  isFeatured: properties.isFeatured,
  isOpportunity: properties.isOpportunity,
  price: properties.price,
  currency: properties.currency,
  priceType: properties.priceType,
  opportunityPrice: properties.opportunityPrice,
  propertyType: propertyTypes.name,
  country: countries.name,
  city: cities.name,
  neighborhood: properties.neighborhood,
  address: properties.address,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  garage: properties.garage,
  area: properties.area,
  views: properties.views,
  ownerEmail: users.email,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  // The facts of issue 28 (the monthly cost is derived from the price and these, by the route's column).
  hoaFee: properties.hoaFee,
  propertyTax: properties.propertyTax,
  includes: properties.includes,
  builtArea: properties.builtArea,
  floor: properties.floor,
  totalFloors: properties.totalFloors,
  elevator: properties.elevator,
  yearBuilt: properties.yearBuilt,
  furnished: properties.furnished,
  petsAllowed: properties.petsAllowed,
  estrato: properties.estrato,
  amenities: properties.amenities,
  videoUrl: properties.videoUrl,
  tourUrl: properties.tourUrl,
}

type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number]
export type ListingExportRow = Omit<ExportRow, 'statusId' | 'sortKey'> & { status: (typeof LISTING_STATUS_OF)[keyof typeof LISTING_STATUS_OF] }

// The list's orders, each with the SQL type of its keyset value. Prices without a dollar value
// (none once the currency triggers have run) sort as -1 so that the keyset never skips them.
const SORT_KEYS = {
  price: { key: sql`coalesce(${properties.priceUsd}, -1)`, type: 'numeric' },
  createdAt: { key: sql`${properties.createdAt}`, type: 'timestamptz' },
  views: { key: sql`${properties.views}`, type: 'integer' },
} as const

function exportQuery(db: Database, actor: Actor, query: AdminPropertyExportQuery, all: boolean, batchSize: number, afterLast: boolean) {
  const filter = managedListFilter(actor, query, all)
  const { key, type } = SORT_KEYS[query.sortBy]
  const ascending = query.sortOrder === 'asc'
  const direction = ascending ? asc : desc
  // Row comparison: the next batch starts right after the last row of the previous one (keyset).
  const afterPrevious = sql`(${key}, ${properties.id}) ${sql.raw(ascending ? '>' : '<')} (${sql.placeholder('lastKey')}::${sql.raw(type)}, ${sql.placeholder('lastId')}::integer)`
  const statement = db
    .select({ ...exportColumns, sortKey: sql<string>`${key}::text` })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .innerJoin(countries, eq(countries.id, properties.countryId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(and(...filter.conditions, afterLast ? afterPrevious : undefined))
    .orderBy(direction(key), direction(properties.id))
    .limit(batchSize)
    .prepare('')
  return { execute: (last?: { key: string; id: number }) => statement.execute({ ...filter.values, ...(last && { lastKey: last.key, lastId: last.id }) }) }
}

/**
 * Every listing the admin list would show for `query` (all its pages, in its order), read in
 * keyset batches of `batchSize`: each query starts after the previous batch's last row, so memory
 * holds one batch and late batches cost no more than early ones.
 */
export async function* propertyExportBatches(db: Database, actor: Actor, query: AdminPropertyExportQuery, all: boolean, batchSize = CSV_EXPORT_BATCH): AsyncGenerator<ListingExportRow[]> {
  const firstBatch = exportQuery(db, actor, query, all, batchSize, false)
  const nextBatch = exportQuery(db, actor, query, all, batchSize, true)
  let last: { key: string; id: number } | undefined
  for (;;) {
    const rows = await (last ? nextBatch.execute(last) : firstBatch.execute())
    if (rows.length > 0) yield rows.map(({ statusId, sortKey: _sortKey, ...row }) => ({ ...row, status: LISTING_STATUS_OF[statusId] }))
    if (rows.length < batchSize) return
    const end = rows[rows.length - 1]
    last = { key: end.sortKey, id: end.id }
  }
}

import { asc, getTableName, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core'
import type { Property } from '../../shared/types.ts'
import type { Currency, PriceType } from '../../shared/domain.ts'
import type { Database } from '../db/client.ts'
import { cities, countries, properties, propertyImages, propertyTypes, users } from '../db/schema.ts'

/**
 * `"table"."column"`. Drizzle writes columns inside `sql` without their table when a select reads one
 * table, which inside a subquery would bind `id` to the subquery's own table: these stay qualified.
 */
export function ref(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}

// Names from the small reference tables come from scalar subqueries rather than joins: the foreign
// keys guarantee exactly one row each, and the planner then has one table to plan instead of five
// (planning the five-way join took longer than running it for a page of listings).
function lookup<T extends string | null>(column: PgColumn, key: PgColumn, value: PgColumn) {
  return sql<T>`(select ${ref(column)} from ${column.table} where ${ref(key)} = ${ref(value)})`
}

/** The columns every property answer needs. */
export const propertyColumns = {
  id: properties.id,
  slug: properties.slug,
  ownerId: properties.ownerId,
  title: properties.title,
  description: properties.description,
  mainImage: properties.mainImage,
  neighborhood: properties.neighborhood,
  address: properties.address,
  cityId: properties.cityId,
  cityName: lookup<string>(cities.name, cities.id, properties.cityId),
  countryId: properties.countryId,
  countryName: lookup<string>(countries.name, countries.id, properties.countryId),
  propertyTypeId: properties.propertyTypeId,
  propertyTypeName: lookup<string>(propertyTypes.name, propertyTypes.id, properties.propertyTypeId),
  area: properties.area,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  garage: properties.garage,
  price: properties.price,
  currency: properties.currency,
  priceType: properties.priceType,
  isOpportunity: properties.isOpportunity,
  opportunityPrice: properties.opportunityPrice,
  legalCosts: properties.legalCosts,
  isFeatured: properties.isFeatured,
  isActive: properties.isActive,
  statusId: properties.statusId,
  authorName: lookup<string>(users.name, users.id, properties.ownerId),
  authorPhoneNumber: lookup<string | null>(users.phoneNumber, users.id, properties.ownerId),
  views: properties.views,
  createdAt: properties.createdAt,
}

export function selectProperties(db: Database) {
  return selectPropertiesWith(db, {})
}

/** The same select with more columns, e.g. `imagesColumn`. */
export function selectPropertiesWith<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...propertyColumns, ...extra })
    .from(properties)
    .$dynamic()
}

export type PropertyRow = Awaited<ReturnType<ReturnType<typeof selectProperties>['execute']>>[number]

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

export function toProperty(row: PropertyRow, images: string[]): Property {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    mainImage: row.mainImage,
    images,
    neighborhood: row.neighborhood,
    address: row.address,
    cityId: row.cityId,
    cityName: row.cityName,
    countryId: row.countryId,
    countryName: row.countryName,
    propertyTypeId: row.propertyTypeId,
    propertyTypeName: row.propertyTypeName,
    area: row.area,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    garage: row.garage,
    price: row.price,
    currency: row.currency as Currency,
    priceType: row.priceType as PriceType,
    isOpportunity: flag(row.isOpportunity),
    opportunityPrice: row.opportunityPrice,
    legalCosts: row.legalCosts,
    isFeatured: flag(row.isFeatured),
    isActive: flag(row.isActive),
    statusId: row.statusId,
    authorName: row.authorName,
    authorPhoneNumber: row.authorPhoneNumber,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A listing's additional photos in their stored order, as a column (saves a second query for a page). */
export const imagesColumn = sql<string[]>`array(select ${ref(propertyImages.path)} from ${propertyImages} where ${ref(propertyImages.propertyId)} = ${ref(properties.id)} order by ${ref(propertyImages.position)})`

/** Additional photos of several listings in one query, in their stored order. */
export async function imagesOf(db: Database, ids: number[]): Promise<Map<number, string[]>> {
  const byProperty = new Map<number, string[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byProperty
  const rows = await db
    .select({ propertyId: propertyImages.propertyId, path: propertyImages.path })
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, ids))
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position))
  for (const row of rows) byProperty.get(row.propertyId)?.push(row.path)
  return byProperty
}

export async function withImages(db: Database, rows: PropertyRow[]): Promise<Property[]> {
  const images = await imagesOf(db, rows.map((r) => r.id))
  return rows.map((row) => toProperty(row, images.get(row.id) ?? []))
}

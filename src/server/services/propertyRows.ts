import { asc, eq, inArray } from 'drizzle-orm'
import type { Property } from '../../shared/types.ts'
import type { Currency, PriceType } from '../../shared/domain.ts'
import type { Database } from '../db/client.ts'
import { cities, countries, properties, propertyImages, propertyTypes, users } from '../db/schema.ts'

/** The columns every property answer needs, joined once. */
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
  cityName: cities.name,
  countryId: properties.countryId,
  countryName: countries.name,
  propertyTypeId: properties.propertyTypeId,
  propertyTypeName: propertyTypes.name,
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
  authorName: users.name,
  authorPhoneNumber: users.phoneNumber,
  views: properties.views,
  createdAt: properties.createdAt,
}

export function selectProperties(db: Database) {
  return db
    .select(propertyColumns)
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(countries, eq(countries.id, properties.countryId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .innerJoin(users, eq(users.id, properties.ownerId))
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

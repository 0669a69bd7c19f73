import { asc, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core'
import { APPROXIMATE_RADIUS_M, LISTING_STATUS_OF } from '../../shared/constants.ts'
import { LISTING_FIELD_NAMES, type ListingFieldName } from '../../shared/listing.ts'
import type { PublicAdvertiser } from '../../shared/advertisers.ts'
import { CARD_FIELDS, type CardProperty } from '../../shared/cardProperty.ts'
import type { Property, PublicLocation } from '../../shared/types.ts'
import { monthlyCostOf } from '../../shared/monthlyCost.ts'
import { currentPrice } from '../../shared/price.ts'
import type { Database } from '../db/client.ts'
import { cities, countries, properties, propertyImages, propertyTypes } from '../db/schema.ts'

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
export function lookup<T extends string | number | null>(column: PgColumn, key: PgColumn, value: PgColumn) {
  return sql<T>`(select ${ref(column)} from ${column.table} where ${ref(key)} = ${ref(value)})`
}

/** Who stands behind a listing, as its answer and the permission checks read it. */
interface OwnerFacts {
  name: string
  /** The listing's agent's numbers, else their agency's (issue 27). */
  phone: string | null
  whatsapp: string | null
  advertiserId: number | null
  /** With the facts checked about them (`PublicAdvertiser`); null for a user without an advertiser. */
  advertiser: PublicAdvertiser | null
}

/**
 * The owner and their advertiser in one subquery. They were five (name, phone, WhatsApp,
 * advertiser, advertiser id), each joining users again: planning and running them was most of a
 * page read's database time (issue 24; on PGlite 10 ms of 12 for a page of twelve listings).
 */
const ownerColumn = sql<OwnerFacts | null>`(select json_build_object('name', u.name, 'phone', coalesce(u.phone_number, a.phone), 'whatsapp', coalesce(u.whatsapp, u.phone_number, a.whatsapp, a.phone), 'advertiserId', u.advertiser_id,
  'advertiser', case when a.id is null then null else json_build_object('kind', a.kind, 'name', a.name, 'slug', a.slug, 'logo', a.logo, 'licence', a.licence, 'verified', ${verifiedFacts(sql`a.id`)}) end)
  from users u left join advertisers a on a.id = u.advertiser_id where u.id = ${ref(properties.ownerId)})`

/** An advertiser's checked facts as a JSON list `[{ fact, at }]`, in the order they were checked. */
export function verifiedFacts(advertiserId: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('fact', v.fact, 'at', v.checked_on) order by v.checked_on, v.fact) from advertiser_verifications v where v.advertiser_id = ${advertiserId}), '[]'::json)`
}

type PropertyTable = ReturnType<typeof getTableColumns<typeof properties>>
const tableColumns = getTableColumns(properties)

/** The stored column of every field of the listing's definition (src/shared/listing.ts). */
const listingColumns = Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, tableColumns[name]])) as Pick<PropertyTable, ListingFieldName>

/** The columns a property answer shows: the listing's fields plus what the server keeps beside them. */
const answerColumns = {
  ...listingColumns,
  id: properties.id,
  slug: properties.slug,
  mainImage: properties.mainImage,
  floorPlans: properties.floorPlans,
  cityName: lookup<string>(cities.name, cities.id, properties.cityId),
  countryName: lookup<string>(countries.name, countries.id, properties.countryId),
  propertyTypeName: lookup<string>(propertyTypes.name, propertyTypes.id, properties.propertyTypeId),
  views: properties.views,
  createdAt: properties.createdAt,
  previousPrice: properties.previousPrice,
}
/** Read to place the listing, answered only as `location`. */
const locationColumns = { publicLatitude: properties.publicLatitude, publicLongitude: properties.publicLongitude }
type AnswerKey = keyof typeof answerColumns
const answerKeys = Object.keys(answerColumns) as AnswerKey[]

/** The columns every property answer needs, the owner for permission checks and the dollar price for comparisons. */
const propertyColumns = {
  ...answerColumns,
  ...locationColumns,
  ownerId: properties.ownerId,
  owner: ownerColumn,
  awaitingReview: properties.awaitingReview,
  priceUsd: properties.priceUsd,
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

/** The advertiser the listing's owner belongs to, for the agency's permission checks. */
export const ownerAdvertiserOf = (row: PropertyRow): number | null => row.owner?.advertiserId ?? null

/** The spec's JSON for a stored value: booleans as 1/0, instants as ISO text, the rest as is. */
type Answered<T> = T extends boolean ? 0 | 1 : T extends Date ? string : T
type AnswerOf<Row> = { [K in keyof Row]: Answered<Row[K]> }

function answered(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Date) return value.toISOString()
  return value
}

function answerOf<Row, K extends keyof Row>(row: Row, keys: readonly K[]): AnswerOf<Pick<Row, K>> {
  return Object.fromEntries(keys.map((key) => [key, answered(row[key])])) as AnswerOf<Pick<Row, K>>
}

/** Who reads an answer: anyone, or someone who may manage the listing (its owner, a superadmin). */
export type Audience = 'public' | 'manager'

/** A row as the API answers it; the type check proves the row and the shared `Property` agree. */
export function toProperty(row: PropertyRow, images: string[], audience: Audience = 'public'): Property {
  return {
    ...answerOf(row, answerKeys),
    authorName: row.owner?.name as string,
    authorPhoneNumber: row.owner?.phone ?? null,
    authorWhatsapp: row.owner?.whatsapp ?? null,
    advertiser: row.owner?.advertiser ?? null,
    // The opportunity price is kept while the flag is off (the advertiser's number is never lost),
    // but only an opportunity offers it: the public does not see a switched-off one.
    opportunityPrice: audience === 'manager' || row.isOpportunity ? row.opportunityPrice : null,
    // The pin is the advertiser's to show: the public gets it only when shown exactly.
    // So is the street address: a private home is found by its address as well as by its pin.
    ...(audience === 'public' && !row.showExactLocation ? { latitude: null, longitude: null, address: null } : {}),
    // The advertiser's wish shows to whoever manages it; the public never reads a listing awaiting review.
    ...(audience === 'manager' ? { isActive: row.isActive || row.awaitingReview ? 1 : 0, pendingReview: row.awaitingReview ? 1 : 0 } : { pendingReview: 0 }),
    location: publicLocation(row),
    images,
    status: LISTING_STATUS_OF[row.statusId],
    pricePerM2: currentPrice(row).perM2,
    monthlyCost: monthlyCostOf(row)?.total ?? null,
  }
}

function publicLocation(row: PropertyRow): PublicLocation | null {
  if (row.publicLatitude === null || row.publicLongitude === null) return null
  const approximate = !row.showExactLocation
  return { lat: row.publicLatitude, lng: row.publicLongitude, approximate, radiusM: approximate ? APPROXIMATE_RADIUS_M : 0 }
}

/**
 * What a listing card needs (src/shared/cardProperty.ts) and what its shown figures are made of:
 * pages of cards (the search, landing and similar listings) read these instead of the whole
 * listing, so neither database sends, nor PGlite decodes, the description, the photos' list or the
 * owner's contacts of twelve listings that only show as cards (issue 24).
 */
const cardColumns = {
  id: properties.id,
  slug: properties.slug,
  title: properties.title,
  mainImage: properties.mainImage,
  neighborhood: properties.neighborhood,
  cityName: answerColumns.cityName,
  propertyTypeName: answerColumns.propertyTypeName,
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
  previousPrice: properties.previousPrice,
  statusId: properties.statusId,
  hoaFee: properties.hoaFee,
  propertyTax: properties.propertyTax,
  includes: properties.includes,
  advertiserName: sql<string | null>`(select a.name from users u join advertisers a on a.id = u.advertiser_id where u.id = ${ref(properties.ownerId)})`,
}
/** Card fields worked out from other columns rather than read as they are stored. */
const CARD_WORKED_OUT = ['opportunityPrice', 'status', 'monthlyCost'] as const
type CardStoredField = Exclude<(typeof CARD_FIELDS)[number], (typeof CARD_WORKED_OUT)[number]>
const cardAnswerKeys = CARD_FIELDS.filter((field): field is CardStoredField => !(CARD_WORKED_OUT as readonly string[]).includes(field))

/** The card's select with more columns (e.g. the list version), like `selectPropertiesWith`. */
export function selectCardsWith<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(properties)
    .$dynamic()
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCardsWith<Record<never, never>>>['execute']>>[number]

/** A card as `cardOf(toProperty(row))` makes it from the whole listing (a test holds the two equal). */
export function toCard(row: CardRow): CardProperty {
  return {
    ...answerOf(row, cardAnswerKeys),
    opportunityPrice: row.isOpportunity ? row.opportunityPrice : null,
    status: LISTING_STATUS_OF[row.statusId],
    monthlyCost: monthlyCostOf(row)?.total ?? null,
    advertiser: row.advertiserName === null ? null : { name: row.advertiserName },
  }
}

/** A listing's additional photos in their stored order, as a column (saves a second query for a page). */
export const imagesColumn = sql<
  string[]
>`array(select ${ref(propertyImages.path)} from ${propertyImages} where ${ref(propertyImages.propertyId)} = ${ref(properties.id)} order by ${ref(propertyImages.position)})`

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

export async function withImages(db: Database, rows: PropertyRow[], audience: Audience = 'public'): Promise<Property[]> {
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => toProperty(row, images.get(row.id) ?? [], audience))
}

/** The asking price as cards and map markers show it (src/shared/opportunity.ts), in the listing's currency. */
export const askingPriceColumn = sql<number>`(case when ${properties.isOpportunity} and ${properties.opportunityPrice} < ${properties.price} then ${properties.opportunityPrice} else ${properties.price} end)::float8`

import { sql } from 'drizzle-orm'
import { bigint, boolean, doublePrecision, index, integer, numeric, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core'
import type { Currency, PriceType, StatusId } from '../../../shared/domain.ts'
import type { Amenity, Furnished, RentInclude } from '../../../shared/listingFacts.ts'
import { activeIndex, instant, instantNow } from './columns.ts'
import { users } from './accounts.ts'
import { cities, countries, propertyStatuses, propertyTypes } from './places.ts'

// The listing itself: one row per ad, with the columns the search filters and sorts on and their indexes.

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    priceType: varchar('price_type', { length: 4 }).$type<PriceType>().notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    neighborhood: varchar('neighborhood', { length: 120 }),
    countryId: varchar('country_id', { length: 20 })
      .notNull()
      .references(() => countries.id),
    cityId: varchar('city_id', { length: 40 })
      .notNull()
      .references(() => cities.id),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyTypes.id, { onDelete: 'restrict' }),
    statusId: varchar('status_id', { length: 30 })
      .$type<StatusId>()
      .notNull()
      .references(() => propertyStatuses.id)
      .default('status_available'),
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }),
    bedrooms: smallint('bedrooms'),
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1, mode: 'number' }),
    garage: smallint('garage'),
    isOpportunity: boolean('is_opportunity').notNull().default(false),
    opportunityPrice: numeric('opportunity_price', { precision: 14, scale: 2, mode: 'number' }),
    legalCosts: numeric('legal_costs', { precision: 14, scale: 2, mode: 'number' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The advertiser wants the listing public but is not approved yet: `is_active` stays false (so
     * every public read leaves it out with no extra condition) until approval turns this into it.
     */
    awaitingReview: boolean('awaiting_review').notNull().default(false),
    mainImage: text('main_image'),
    /** Floor plan image paths in their order: a short list read with the row, so no table of its own. */
    floorPlans: text('floor_plans')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The price in US dollars at the current rate, written by triggers (migration 0005) whenever the
     * price, the currency or the rate changes: price ranges in any currency and price order compare it.
     */
    priceUsd: numeric('price_usd', { precision: 20, scale: 6, mode: 'number' }),
    /**
     * The price before the last change when that change was a cut in the same currency, else null;
     * with `priceChangedAt`, written by the price-history trigger (migration 0008), never by services.
     */
    previousPrice: numeric('previous_price', { precision: 14, scale: 2, mode: 'number' }),
    priceChangedAt: instant('price_changed_at'),
    /** The exact pin. The public gets it only with `showExactLocation`; otherwise `publicLatitude`/`publicLongitude`. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    showExactLocation: boolean('show_exact_location').notNull().default(false),
    /**
     * The point the public sees and the map searches: the pin itself when shown exactly, else the pin
     * moved by a random offset of 100–300 m, rounded, kept until the pin moves; written by a trigger
     * (migration 0018), never by services, so averaging answers reveals nothing.
     */
    publicLatitude: doublePrecision('public_latitude'),
    publicLongitude: doublePrecision('public_longitude'),
    /** When the status last changed (reserved, sold, rented, available again): a trigger writes it (migration 0017). */
    statusChangedAt: instant('status_changed_at'),
    // Costs and facts people filter on (issue 28, src/shared/listingFacts.ts).
    hoaFee: numeric('hoa_fee', { precision: 14, scale: 2, mode: 'number' }),
    propertyTax: numeric('property_tax', { precision: 14, scale: 2, mode: 'number' }),
    includes: text('includes')
      .array()
      .$type<RentInclude[]>()
      .notNull()
      .default(sql`'{}'`),
    builtArea: numeric('built_area', { precision: 12, scale: 2, mode: 'number' }),
    floor: smallint('floor'),
    totalFloors: smallint('total_floors'),
    elevator: boolean('elevator'),
    yearBuilt: smallint('year_built'),
    furnished: varchar('furnished', { length: 6 }).$type<Furnished>(),
    petsAllowed: boolean('pets_allowed'),
    estrato: smallint('estrato'),
    amenities: text('amenities')
      .array()
      .$type<Amenity[]>()
      .notNull()
      .default(sql`'{}'`),
    videoUrl: varchar('video_url', { length: 300 }),
    tourUrl: varchar('tour_url', { length: 300 }),
    /**
     * What the home costs a month (src/shared/monthlyCost.ts) in US dollars at the current rate,
     * written by the same triggers as `priceUsd` (migration 0027): total-cost ranges and order compare it.
     */
    monthlyCostUsd: numeric('monthly_cost_usd', { precision: 20, scale: 6, mode: 'number' }),
    views: integer('views').notNull().default(0),
    // Lower-cased, unaccented copy of the searchable text, written by the service; see migration 0002.
    searchText: text('search_text').notNull().default(''),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
    /**
     * The `property_list_version` of the transaction that last changed what the search filters on
     * (a trigger of migration 0031 writes it): a process holding the columns at version v reads only
     * the rows stamped above v to catch up (listingSnapshot.ts), not every listing again.
     */
    listVersion: bigint('list_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('properties_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    activeIndex('properties_active_created_idx', t.createdAt, t.id),
    // The map's area (`bbox`) and its points (`/api/properties/map`).
    index('properties_active_public_point_idx')
      .on(t.publicLatitude, t.publicLongitude)
      .where(sql`is_active and public_latitude is not null`),
    activeIndex('properties_active_price_usd_idx', t.priceUsd, t.id),
    // Both directions keep listings without an area last (`nulls last`), which one index cannot serve.
    activeIndex('properties_active_area_idx', t.area, t.id),
    activeIndex('properties_active_area_desc_idx', t.area.desc().nullsLast(), t.id.desc()),
    activeIndex('properties_active_bedrooms_area_idx', t.bedrooms, t.area, t.id),
    activeIndex('properties_active_similar_idx', t.countryId, t.priceType, t.priceUsd, t.id),
    activeIndex('properties_active_country_created_idx', t.countryId, t.createdAt, t.id),
    activeIndex('properties_active_country_type_created_idx', t.countryId, t.propertyTypeId, t.createdAt, t.id),
    activeIndex('properties_active_type_created_idx', t.propertyTypeId, t.createdAt, t.id),
    activeIndex('properties_active_city_created_idx', t.cityId, t.createdAt, t.id),
    // A city's listings for sale or for rent, newest first: the search's usual narrowing.
    activeIndex('properties_active_city_pricetype_created_idx', t.cityId, t.priceType, t.createdAt, t.id),
    index('properties_active_opportunity_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_active and is_opportunity`),
    index('properties_active_featured_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_active and is_featured`),
    activeIndex('properties_active_pricetype_created_idx', t.priceType, t.createdAt, t.id),
    // Sale or rent sorted by price or area: without the operation first, "rent by price" walked every
    // listing for sale in the price index before its first rent (docs/decisions/016).
    activeIndex('properties_active_pricetype_price_usd_idx', t.priceType, t.priceUsd, t.id),
    activeIndex('properties_active_pricetype_area_idx', t.priceType, t.area, t.id),
    activeIndex('properties_active_pricetype_monthly_cost_idx', t.priceType, t.monthlyCostUsd, t.id),
    activeIndex('properties_active_monthly_cost_idx', t.monthlyCostUsd, t.id),
    activeIndex('properties_active_built_area_idx', t.builtArea, t.id),
    // "All of these amenities" is array containment, which a GIN index answers.
    index('properties_active_amenities_idx')
      .using('gin', t.amenities)
      .where(sql`is_active`),
    index('properties_list_version_idx').on(t.listVersion),
    index('properties_active_estrato_idx')
      .on(t.estrato, t.id)
      .where(sql`is_active and estrato is not null`),
  ],
)

/** A column naming the listing a row belongs to, deleted with it. */
export const listingRef = () =>
  integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' })

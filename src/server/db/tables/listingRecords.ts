import { boolean, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core'
import type { ReportReason, ReportStatus } from '../../../shared/constants.ts'
import type { Currency, PriceType } from '../../../shared/domain.ts'
import { instant, instantNow } from './columns.ts'
import { listingRef, properties } from './properties.ts'

// What accrues around a listing: its photos, price history, the landing counts, and what visitors send about it.

export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertyId: listingRef(),
    path: text('path').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.position)],
)

/**
 * A listing's first price and every later change of its price or currency, with when it happened.
 * Rows are written by triggers on `properties` (migration 0008), so every writer records them in the
 * same transaction as the change.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    propertyId: listingRef(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    changedAt: instantNow('changed_at'),
  },
  (t) => [index('price_history_property_changed_idx').on(t.propertyId, t.changedAt, t.id)],
)

/**
 * How many open listings (active, neither sold nor rented) each operation, type and city has: the
 * landing pages worth linking. Kept by a row trigger on `properties` (migration 0024) in the writing
 * transaction, so reading it never counts listings.
 */
export const openListingCounts = pgTable(
  'open_listing_counts',
  {
    priceType: varchar('price_type', { length: 4 }).$type<PriceType>().notNull(),
    propertyTypeId: integer('property_type_id').notNull(),
    cityId: varchar('city_id', { length: 40 }).notNull(),
    count: integer('count').notNull(),
    /** Of those, the ones each feature landing counts (src/shared/landingFeatures.ts; migration 0033). */
    pets: integer('pets').notNull().default(0),
    pool: integer('pool').notNull().default(0),
    furnished: integer('furnished').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.priceType, t.propertyTypeId, t.cityId] })],
)

/**
 * Taps on a listing's "call" and "WhatsApp" buttons: leads that never reach the inbox. No personal
 * data, only which listing, which channel and when; the page sends one per visit and channel.
 */
export const contactClicks = pgTable(
  'contact_clicks',
  {
    id: serial('id').primaryKey(),
    propertyId: listingRef(),
    channel: varchar('channel', { length: 10 }).$type<'call' | 'whatsapp'>().notNull(),
    createdAt: instantNow('created_at'),
  },
  (t) => [index('contact_clicks_property_created_idx').on(t.propertyId, t.createdAt)],
)

/**
 * A visitor's report about a listing (fraud, already closed, wrong data…), for a superadmin to
 * review. Reports never hide a listing by themselves: competitors could use them to.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    propertyId: listingRef(),
    reason: varchar('reason', { length: 20 }).$type<ReportReason>().notNull(),
    details: text('details'),
    email: varchar('email', { length: 254 }),
    status: varchar('status', { length: 10 }).$type<ReportStatus>().notNull().default('open'),
    createdAt: instantNow('created_at'),
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [index('listing_reports_status_created_idx').on(t.status, t.createdAt, t.id), index('listing_reports_property_idx').on(t.propertyId)],
)

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: instantNow('created_at'),
  },
  (t) => [index('inquiries_property_created_idx').on(t.propertyId, t.createdAt, t.id)],
)

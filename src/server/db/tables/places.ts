import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, index, numeric, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core'
import type { Currency } from '../../../shared/domain.ts'
import { instantNow } from './columns.ts'

// Reference data the listings point at: countries and their cities, exchange rates, property types and statuses.

export const countries = pgTable('countries', {
  id: varchar('id', { length: 20 }).primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** Display order of the spec: Ecuador, Colombia, Perú, Brasil. */
  position: smallint('position').notNull().default(0),
})

export const cities = pgTable(
  'cities',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    countryId: varchar('country_id', { length: 20 })
      .notNull()
      .references(() => countries.id),
    name: varchar('name', { length: 80 }).notNull(),
    /** The city's centre: where the admin form's pin starts and the search map looks first. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('cities_country_idx').on(t.countryId, t.name)],
)

/** Exchange rates: units of each currency per US dollar, and when they were set. */
export const currencies = pgTable(
  'currencies',
  {
    code: varchar('code', { length: 3 }).$type<Currency>().primaryKey(),
    usdRate: numeric('usd_rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    updatedAt: instantNow('updated_at'),
  },
  (t) => [check('currencies_rate_positive', sql`${t.usdRate} > 0`)],
)

export const propertyTypes = pgTable('property_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  icon: varchar('icon', { length: 30 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
})

export const propertyStatuses = pgTable('property_statuses', {
  id: varchar('id', { length: 30 }).primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
})

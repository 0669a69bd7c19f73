import { sql } from 'drizzle-orm'
import { doublePrecision, bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { DEFAULT_LANGUAGE, type AlertFrequency, type Language, type ReportReason, type ReportStatus } from '../../shared/constants.ts'
import type { Currency, PriceType, StatusId } from '../../shared/domain.ts'
import type { AuditAction, AuditTargetType } from '../../shared/audit.ts'

export const roles = pgTable('roles', {
  id: varchar('id', { length: 40 }).primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: varchar('role_id', { length: 40 })
      .notNull()
      .references(() => roles.id),
    phoneNumber: varchar('phone_number', { length: 20 }),
    isActive: boolean('is_active').notNull().default(true),
    /** The language the user last used the admin in: the portal's mail to them is written in it. */
    language: varchar('language', { length: 2 }).$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    /**
     * Carried in every token: raising it (password change or reset, role change, deactivation,
     * logout everywhere) makes every earlier token answer 401 at once, in every process.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

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
    mainImage: text('main_image'),
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
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true, precision: 3 }),
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
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, precision: 3 }),
    views: integer('views').notNull().default(0),
    // Lower-cased, unaccented copy of the searchable text, written by the service; see migration 0002.
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('properties_active_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_active`),
    // The map's area (`bbox`) and its points (`/api/properties/map`).
    index('properties_active_public_point_idx')
      .on(t.publicLatitude, t.publicLongitude)
      .where(sql`is_active and public_latitude is not null`),
    index('properties_active_price_usd_idx')
      .on(t.priceUsd, t.id)
      .where(sql`is_active`),
    // Both directions keep listings without an area last (`nulls last`), which one index cannot serve.
    index('properties_active_area_idx')
      .on(t.area, t.id)
      .where(sql`is_active`),
    index('properties_active_area_desc_idx')
      .on(t.area.desc().nullsLast(), t.id.desc())
      .where(sql`is_active`),
    index('properties_active_bedrooms_area_idx')
      .on(t.bedrooms, t.area, t.id)
      .where(sql`is_active`),
    index('properties_active_similar_idx')
      .on(t.countryId, t.priceType, t.priceUsd, t.id)
      .where(sql`is_active`),
    index('properties_active_country_created_idx')
      .on(t.countryId, t.createdAt, t.id)
      .where(sql`is_active`),
    index('properties_active_country_type_created_idx')
      .on(t.countryId, t.propertyTypeId, t.createdAt, t.id)
      .where(sql`is_active`),
    index('properties_active_type_created_idx')
      .on(t.propertyTypeId, t.createdAt, t.id)
      .where(sql`is_active`),
    index('properties_active_city_created_idx')
      .on(t.cityId, t.createdAt, t.id)
      .where(sql`is_active`),
    // A city's listings for sale or for rent, newest first: the search's usual narrowing.
    index('properties_active_city_pricetype_created_idx')
      .on(t.cityId, t.priceType, t.createdAt, t.id)
      .where(sql`is_active`),
    index('properties_active_opportunity_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_active and is_opportunity`),
    index('properties_active_featured_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_active and is_featured`),
    index('properties_active_pricetype_created_idx')
      .on(t.priceType, t.createdAt, t.id)
      .where(sql`is_active`),
    // Sale or rent sorted by price or area: without the operation first, "rent by price" walked every
    // listing for sale in the price index before its first rent (docs/decisions/016).
    index('properties_active_pricetype_price_usd_idx')
      .on(t.priceType, t.priceUsd, t.id)
      .where(sql`is_active`),
    index('properties_active_pricetype_area_idx')
      .on(t.priceType, t.area, t.id)
      .where(sql`is_active`),
  ],
)

/** Exchange rates: units of each currency per US dollar, and when they were set. */
export const currencies = pgTable(
  'currencies',
  {
    code: varchar('code', { length: 3 }).$type<Currency>().primaryKey(),
    usdRate: numeric('usd_rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('currencies_rate_positive', sql`${t.usdRate} > 0`)],
)

/**
 * A single row whose `version` goes up, in the writing transaction, whenever a change to `properties`
 * can change how many listings a filter matches (insert, delete, truncate, or an update of a column a
 * list filters on: see migration 0004). List counts are cached per filter together with the version
 * they were counted at, and reused only while the version is unchanged, so totals stay exact.
 * A new list filter on another column must be added to that trigger's column list.
 */
export const propertyListVersion = pgTable(
  'property_list_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('property_list_version_single_row', sql`${t.id} = 1`)],
)

/**
 * A single row whose `version` goes up, in the writing transaction, whenever anything a public page
 * shows changes: a listing (any column but its view counter), its photos, its advertiser, a type, a
 * city, a country or a rate (triggers of migration 0024). Every process polls it (src/server/
 * contentVersion.ts) and keeps the data all pages share, and the pages themselves, for as long as it
 * stays the same. A table whose rows a public page shows must bump it too.
 */
export const siteContentVersion = pgTable(
  'site_content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('site_content_version_single_row', sql`${t.id} = 1`)],
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
  },
  (t) => [primaryKey({ columns: [t.priceType, t.propertyTypeId, t.cityId] })],
)

export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
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
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('price_history_property_changed_idx').on(t.propertyId, t.changedAt, t.id)],
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
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_property_created_idx').on(t.propertyId, t.createdAt, t.id)],
)

/**
 * Mail waiting to be sent, written in the same transaction as what causes it (an inquiry), so that
 * no mail is lost; the mail worker (src/server/mail/outbox.ts) claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so several server processes share the work without sending one twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What caused it, e.g. `inquiry.advertiser`, `inquiry.visitor`. */
    kind: varchar('kind', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    /** Extra headers, e.g. List-Unsubscribe on alert mail (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** `pending` until sent; `failed` after the last attempt. */
    status: varchar('status', { length: 10 }).$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** While a worker holds the row; a crashed worker's claim runs out and another takes it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'pending'`),
    index('outbox_created_idx').on(t.createdAt, t.id),
  ],
)

/**
 * Proof-of-work challenges already used (ALTCHA): each solves one post only. Rows outlive their
 * challenge's expiry only until the next use sweeps them.
 */
export const spentChallenges = pgTable('spent_challenges', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
})

/**
 * Taps on a listing's "call" and "WhatsApp" buttons: leads that never reach the inbox. No personal
 * data, only which listing, which channel and when; the page sends one per visit and channel.
 */
export const contactClicks = pgTable(
  'contact_clicks',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 10 }).$type<'call' | 'whatsapp'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
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
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 20 }).$type<ReportReason>().notNull(),
    details: text('details'),
    email: varchar('email', { length: 254 }),
    status: varchar('status', { length: 10 }).$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('listing_reports_status_created_idx').on(t.status, t.createdAt, t.id), index('listing_reports_property_idx').on(t.propertyId)],
)

/**
 * Photo files whose fate a request has not settled yet: written before their listing row commits,
 * or dropped by a change that committed but whose files are not yet deleted. A crash in between
 * leaves the row here, and the sweep (src/server/storage/photoSweep.ts) deletes the files no
 * listing references.
 */
export const unsettledPhotos = pgTable('unsettled_photos', {
  path: text('path').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
})

/**
 * Login attempts and form posts counted per key (`login:pair:…`, `form:client:…`), so that every
 * server process on one database enforces the same limits. A row is forgotten once `expiresAt`
 * and `blockedUntil` have passed (src/server/services/rateCounters.ts).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
)

/**
 * When an address last deleted everything it had (or a superadmin erased it): its manage links
 * made before then no longer work (src/server/services/alertLinks.ts). Only the address is kept.
 */
export const alertLinkRevocations = pgTable('alert_link_revocations', {
  email: varchar('email', { length: 254 }).primaryKey(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }).notNull(),
})

/**
 * A visitor's saved search, mailed about when listings matching it are published or cut in price.
 * Nothing but the confirmation goes out until `confirmedAt` (double opt-in); unconfirmed rows are
 * purged after 7 days, an unsubscribed one is deleted. `checkedUntil` is how far listings have
 * been told about: the alert job advances it in the same transaction that queues the mail, so no
 * alert goes twice and none is skipped, whichever process runs it and however often it restarts.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The search page's address (its filters, without page and order), canonical: src/shared/searchQuery.ts. */
    query: text('query').notNull(),
    /** Set for a followed listing (its price cuts and status changes), whose query is then empty. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    frequency: varchar('frequency', { length: 10 }).$type<AlertFrequency>().notNull(),
    language: varchar('language', { length: 2 }).$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    checkedUntil: timestamp('checked_until', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_email_query_idx')
      .on(t.email, t.query, t.frequency)
      .where(sql`property_id is null`),
    uniqueIndex('saved_searches_email_property_idx')
      .on(t.email, t.propertyId)
      .where(sql`property_id is not null`),
    index('saved_searches_due_idx')
      .on(t.nextRunAt)
      .where(sql`confirmed_at is not null`),
    index('saved_searches_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`confirmed_at is null`),
  ],
)

/**
 * The audit log: who did what, when, from where, to what (security events and staff actions). Rows
 * are written in the same transaction as the action they record, and never updated or purged: it
 * is the trail (docs/decisions/014-audit-log.md). `actorEmail` is a snapshot, so a row still names
 * its actor after the user is deleted (`actorId` then becomes null) or changes address.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 254 }),
    action: varchar('action', { length: 60 }).$type<AuditAction>().notNull(),
    clientAddress: varchar('client_address', { length: 64 }),
    targetType: varchar('target_type', { length: 30 }).$type<AuditTargetType>(),
    targetId: varchar('target_id', { length: 64 }),
    targetLabel: varchar('target_label', { length: 300 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc(), t.id.desc()),
  ],
)

/**
 * Sessions ended one at a time (POST /api/auth/logout): a token names its session (`sid`, kept
 * across refreshes); a row here refuses it until the session would have ended anyway.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: varchar('sid', { length: 32 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
)

/** Forgotten-password links: only the token's SHA-256 is kept; single use, 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/**
 * A staff member's second factor (TOTP). The secret is sealed with AES-GCM (src/server/auth/secretBox.ts);
 * `pendingSecret` is the one shown at set-up, active only once a code from it has been entered.
 * `lastTimeStep`: the 30-second step of the last code accepted, so no code is accepted twice.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
})

/** One-time recovery codes, stored as keyed hashes; `usedAt` set when one is spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)

/** Portal-wide settings a superadmin changes at run time (e.g. `requireTwoFactor`), one row per key. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { AlertFrequency, Language } from '../../../shared/constants.ts'
import { instant, instantNow } from './columns.ts'
import { properties } from './properties.ts'

// What the portal keeps for and against anonymous visitors: alerts, revoked alert links, spent proofs of work and rate counters.

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
    createdAt: instantNow('created_at'),
    confirmedAt: instant('confirmed_at'),
    checkedUntil: instantNow('checked_until'),
    nextRunAt: instantNow('next_run_at'),
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
 * When an address last deleted everything it had (or a superadmin erased it): its manage links
 * made before then no longer work (src/server/services/alertLinks.ts). Only the address is kept.
 */
export const alertLinkRevocations = pgTable('alert_link_revocations', {
  email: varchar('email', { length: 254 }).primaryKey(),
  revokedAt: instant('revoked_at').notNull(),
})

/**
 * Proof-of-work challenges already used (ALTCHA): each solves one post only. Rows outlive their
 * challenge's expiry only until the next use sweeps them.
 */
export const spentChallenges = pgTable('spent_challenges', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: instant('expires_at').notNull(),
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
    expiresAt: instant('expires_at').notNull(),
    blockedUntil: instant('blocked_until'),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
)

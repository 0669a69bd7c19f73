import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core'
import type { AuditAction, AuditTargetType } from '../../../shared/audit.ts'
import { instant, instantNow, singleRowVersion } from './columns.ts'
import { users } from './accounts.ts'

// The machinery behind the pages: the mail outbox, photo files in flight, the audit trail and the versions caches follow.

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
    nextAttemptAt: instantNow('next_attempt_at'),
    /** While a worker holds the row; a crashed worker's claim runs out and another takes it. */
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: instantNow('created_at'),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'pending'`),
    index('outbox_created_idx').on(t.createdAt, t.id),
  ],
)

/**
 * Photo files whose fate a request has not settled yet: written before their listing row commits,
 * or dropped by a change that committed but whose files are not yet deleted. A crash in between
 * leaves the row here, and the sweep (src/server/storage/photoSweep.ts) deletes the files no
 * listing references.
 */
export const unsettledPhotos = pgTable('unsettled_photos', {
  path: text('path').primaryKey(),
  createdAt: instantNow('created_at'),
})

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
    at: instantNow('at'),
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
 * A single row whose `version` goes up, in the writing transaction, whenever a change to `properties`
 * can change how many listings a filter matches (insert, delete, truncate, or an update of a column a
 * list filters on: see migration 0004). List counts are cached per filter together with the version
 * they were counted at, and reused only while the version is unchanged, so totals stay exact.
 * A new list filter on another column must be added to that trigger's column list.
 */
export const propertyListVersion = singleRowVersion('property_list_version')

/**
 * The list version of the last listing deleted (or of a TRUNCATE): a deleted row leaves no stamp
 * to find, so columns older than this are read again whole (migration 0031).
 */
export const propertyListRemoval = singleRowVersion('property_list_removal')

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
    /**
     * The version of the last change to data that pages share (types, places, rates, advertisers,
     * the site's settings): past it, every kept page is stale. A change to listings only leaves it,
     * and names the listings it touched in `listing_content_changes` (migration 0032).
     */
    sharedVersion: bigint('shared_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('site_content_version_single_row', sql`${t.id} = 1`)],
)

/**
 * The content version at which each listing last changed in anything a page shows (its row but the
 * view counter, its photos, its price history), one row per listing ever changed, deleted ones
 * included: a process that saw version v drops the kept pages of the listings stamped above v and
 * keeps the rest (src/server/contentVersion.ts, pageCache.ts).
 */
export const listingContentChanges = pgTable(
  'listing_content_changes',
  {
    propertyId: integer('property_id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('listing_content_changes_version_idx').on(t.version)],
)

import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core'
import type { SiteSettings } from '../../../shared/schemas/siteSettings.ts'
import { users } from './accounts.ts'
import { instant, instantNow } from './columns.ts'

// The operator's own site (issue 26): the settings being edited, and every publication of them.

/** The one draft staff edit; nobody but them sees it until it is published. */
export const siteDraft = pgTable(
  'site_draft',
  {
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings').$type<SiteSettings>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_draft_single_row', sql`${t.id} = 1`)],
)

/**
 * Every publication, the newest being what visitors see: who published what, when, and which fields
 * changed; a restore publishes an earlier one's settings again (`restoredFrom`). Never updated.
 */
export const sitePublications = pgTable(
  'site_publications',
  {
    id: serial('id').primaryKey(),
    settings: jsonb('settings').$type<SiteSettings>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    publishedAt: instantNow('published_at'),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** The publisher's address then, kept after the account is gone. */
    publisherEmail: varchar('publisher_email', { length: 254 }),
    restoredFrom: integer('restored_from'),
  },
  (t) => [index('site_publications_published_idx').on(t.publishedAt.desc(), t.id.desc())],
)

import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core'
import type { AdvertiserKind, AdvertiserStatus, VerificationFact } from '../../../shared/advertisers.ts'
import { instant, instantNow } from './columns.ts'
import { users } from './accounts.ts'
import { countries } from './places.ts'

// Who stands behind listings (issue 27): an agency, a private owner, or an independent advertiser.
// Every user but a superadmin belongs to one (`users.advertiser_id`); the public sees this row.

export const advertisers = pgTable(
  'advertisers',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).$type<AdvertiserKind>().notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 140 }).notNull().unique(),
    logo: text('logo'),
    phone: varchar('phone', { length: 20 }),
    whatsapp: varchar('whatsapp', { length: 20 }),
    email: varchar('email', { length: 254 }),
    address: varchar('address', { length: 300 }),
    countryId: varchar('country_id', { length: 20 }).references(() => countries.id),
    licence: varchar('licence', { length: 60 }),
    /** New sign-ups wait for a superadmin; until approved their listings are saved but never public. */
    status: varchar('status', { length: 10 }).$type<AdvertiserStatus>().notNull().default('approved'),
    /** Why a superadmin turned the advertiser down (mailed to them). */
    rejectReason: text('reject_reason'),
    reviewedAt: instant('reviewed_at'),
    createdAt: instantNow('created_at'),
  },
  (t) => [
    index('advertisers_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
  ],
)

/** Each fact a superadmin checked about an advertiser, with the day it was checked. */
export const advertiserVerifications = pgTable(
  'advertiser_verifications',
  {
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    fact: varchar('fact', { length: 10 }).$type<VerificationFact>().notNull(),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.advertiserId, t.fact] })],
)

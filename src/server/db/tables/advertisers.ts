import { sql } from 'drizzle-orm'
import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'
import type { AdvertiserKind, AdvertiserStatus } from '../../../shared/advertisers.ts'
import { instant, instantNow } from './columns.ts'
import { countries } from './places.ts'

// Who stands behind listings (issue 27): an agency, a private owner, or an independent advertiser.
// Every user but a superadmin belongs to one (`users.advertiser_id`); the public sees this row. Its
// checked facts (`advertiser_verifications`) live beside the users in accounts.ts, as they name one.

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

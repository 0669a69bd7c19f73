import { sql } from 'drizzle-orm'
import { bigint, boolean, date, type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { AgencyRole, VerificationFact } from '../../../shared/advertisers.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/constants.ts'
import { instant } from './columns.ts'
import { advertisers } from './advertisers.ts'

// Staff accounts and what keeps them safe: roles, sessions ended early, password resets, second factors, and the settings a superadmin changes at run time.

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
    whatsapp: varchar('whatsapp', { length: 20 }),
    /** The user's own picture (the image pipeline's base path), shown beside their listings' contact. */
    photo: text('photo'),
    /** Whom the user publishes for; null for a superadmin. Agents share their agency's row. */
    advertiserId: integer('advertiser_id').references((): AnyPgColumn => advertisers.id, { onDelete: 'restrict' }),
    agencyRole: varchar('agency_role', { length: 8 }).$type<AgencyRole>(),
    /** When the user proved the address (sign-up link, invitation, or created by staff). */
    emailVerifiedAt: instant('email_verified_at'),
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
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_advertiser_idx').on(t.advertiserId)],
)

/**
 * Sessions ended one at a time (POST /api/auth/logout): a token names its session (`sid`, kept
 * across refreshes); a row here refuses it until the session would have ended anyway.
 */
/** A column naming a staff member whose rows go with them. */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: varchar('sid', { length: 32 }).primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
)

/**
 * Single-use links mailed to a user other than password resets: a sign-up's address check
 * (24 h), an agency's invitation (7 days), a new address to confirm (`detail`). Only the token's
 * SHA-256 is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    purpose: varchar('purpose', { length: 16 }).$type<'verify-email' | 'invitation' | 'email-change'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    detail: varchar('detail', { length: 254 }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
)

/** Forgotten-password links: only the token's SHA-256 is kept; single use, 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
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
    userId: userRef(),
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

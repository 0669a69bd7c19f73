import { count, eq } from 'drizzle-orm'
import { personalWords, judgePassword, PASSWORD_PROBLEM_KEYS } from '../../shared/passwordPolicy.ts'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import type { FileStorage } from '../storage/storage.ts'
import { migrateDatabase, type DatabaseHandle } from './client.ts'
import { properties, users } from './schema.ts'
import { DEMO_PASSWORD } from './seed/demoPassword.ts'
import { ROLE_IDS, seedReferenceData } from './seed/reference.ts'

interface PrepareOptions {
  seedDemo: boolean
  /**
   * Whether an empty database may get the demo superadmin when ADMIN_EMAIL and ADMIN_PASSWORD are
   * not set: only where demo data is seeded on the embedded database outside production (main.ts).
   * Tests that set both leave it out.
   */
  demoAccountsAllowed?: boolean
  adminEmail?: string
  adminPassword?: string
  storage: FileStorage
  pgSchema?: string
  log?: (line: string) => void
}

export const DEMO_SUPERADMIN = { name: 'Super Admin', email: 'admin@inmobiliaria.test', password: DEMO_PASSWORD }

export interface PrepareResult {
  /** The demo superadmin's row exists, and whether it still has the public demo password. */
  demoAccount?: { email: string; demoPassword: boolean }
  seededListings: number
}

/** Why the server must not start: an empty database and no real superadmin to create. */
export class FirstRunError extends Error {}

/**
 * Migrates, fills reference data, creates the first superadmin and, on an empty database, demo data;
 * under a lock, so that several processes starting together on one PostgreSQL do it once.
 */
export function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<PrepareResult> {
  return handle.exclusively('prepare', () => prepareUnlocked(handle, options))
}

/** The first superadmin's credentials, or why there are none (issue 23: no known password on a real install). */
async function firstSuperadmin(options: PrepareOptions): Promise<{ name: string; email: string; password: string; demo: boolean }> {
  const { adminEmail, adminPassword } = options
  if (adminEmail && adminPassword) {
    const { problem } = await judgePassword(adminPassword, personalWords(adminEmail))
    if (problem) {
      const reason = { short: 'it is shorter than 12 characters', long: 'it is longer than 200 characters', common: 'it is a common or easily guessed password' }[problem]
      throw new FirstRunError(`ADMIN_PASSWORD is refused: ${reason} (${PASSWORD_PROBLEM_KEYS[problem]}). Choose another one.`)
    }
    return { name: 'Superadmin', email: adminEmail, password: adminPassword, demo: false }
  }
  if (options.demoAccountsAllowed && !adminEmail && !adminPassword) return { ...DEMO_SUPERADMIN, demo: true }
  throw new FirstRunError(
    adminEmail || adminPassword
      ? `Set both ADMIN_EMAIL and ADMIN_PASSWORD (only ${adminEmail ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'} is set): they create the first superadmin of this empty database.`
      : 'Set ADMIN_EMAIL and ADMIN_PASSWORD to create the first superadmin of this empty database (demo accounts exist only with demo data on the embedded database, outside production).',
  )
}

async function prepareUnlocked(handle: DatabaseHandle, options: PrepareOptions): Promise<PrepareResult> {
  const log = options.log ?? (() => {})
  await migrateDatabase(handle, options.pgSchema)
  const { db } = handle
  await seedReferenceData(db)
  const result: PrepareResult = { seededListings: 0 }

  const [{ userCount }] = await db.select({ userCount: count() }).from(users)
  if (userCount === 0) {
    const first = await firstSuperadmin(options)
    await db.insert(users).values({ name: first.name, email: first.email.toLowerCase(), roleId: ROLE_IDS.superadmin, passwordHash: await hashPassword(first.password) })
    log(`created the first superadmin ${first.email}${first.demo ? ' (demo account)' : ''}`)
  }
  const [demo] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.email, DEMO_SUPERADMIN.email)).limit(1)
  if (demo) result.demoAccount = { email: demo.email, demoPassword: await verifyPassword(DEMO_PASSWORD, demo.passwordHash) }

  const [{ listingCount }] = await db.select({ listingCount: count() }).from(properties)
  if (options.seedDemo && listingCount === 0) {
    const { seedDemoData } = await import('./seed/demo.ts')
    result.seededListings = await seedDemoData(db, options.storage, log)
  }
  return result
}

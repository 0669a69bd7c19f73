import { count, eq } from 'drizzle-orm'
import { hashPassword } from '../auth/password.ts'
import type { FileStorage } from '../storage/storage.ts'
import { migrateDatabase, type DatabaseHandle } from './client.ts'
import { properties, users } from './schema.ts'
import { ROLE_IDS, seedReferenceData } from './seed/reference.ts'

export interface PrepareOptions {
  seedDemo: boolean
  adminEmail?: string
  adminPassword?: string
  storage: FileStorage
  pgSchema?: string
  log?: (line: string) => void
}

export const DEMO_SUPERADMIN = { name: 'Super Admin', email: 'admin@inmobiliaria.test', password: 'Admin12345!' }

export interface PrepareResult {
  /** Set when the first superadmin was created with the demo credentials. */
  demoLogin?: { email: string; password: string }
  seededListings: number
}

/**
 * Migrates, fills reference data, creates the first superadmin and, on an empty database, demo data;
 * under a lock, so that several processes starting together on one PostgreSQL do it once.
 */
export function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<PrepareResult> {
  return handle.exclusively('prepare', () => prepareUnlocked(handle, options))
}

async function prepareUnlocked(handle: DatabaseHandle, options: PrepareOptions): Promise<PrepareResult> {
  const log = options.log ?? (() => {})
  await migrateDatabase(handle, options.pgSchema)
  const { db } = handle
  await seedReferenceData(db)
  const result: PrepareResult = { seededListings: 0 }

  const [{ userCount }] = await db.select({ userCount: count() }).from(users)
  if (userCount === 0) {
    const useDemo = !(options.adminEmail && options.adminPassword)
    const email = options.adminEmail ?? DEMO_SUPERADMIN.email
    const password = options.adminPassword ?? DEMO_SUPERADMIN.password
    await db.insert(users).values({ name: useDemo ? DEMO_SUPERADMIN.name : 'Superadmin', email: email.toLowerCase(), roleId: ROLE_IDS.superadmin, passwordHash: await hashPassword(password) })
    log(`created the first superadmin ${email}`)
    if (useDemo) result.demoLogin = { email, password }
  } else {
    const [first] = await db.select({ email: users.email }).from(users).where(eq(users.email, DEMO_SUPERADMIN.email)).limit(1)
    if (first) result.demoLogin = { email: DEMO_SUPERADMIN.email, password: DEMO_SUPERADMIN.password }
  }

  const [{ listingCount }] = await db.select({ listingCount: count() }).from(properties)
  if (options.seedDemo && listingCount === 0) {
    const { seedDemoData } = await import('./seed/demo.ts')
    result.seededListings = await seedDemoData(db, options.storage, log)
  }
  return result
}

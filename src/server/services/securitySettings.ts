import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { settings } from '../db/schema.ts'
import { AppError } from '../errors.ts'
import { twoFactorState } from './twoFactor.ts'

const REQUIRE_TWO_FACTOR = 'requireTwoFactor'

interface SecuritySettings {
  /** Every staff account must have a second factor: without one, a session reaches only its set-up. */
  requireTwoFactor: boolean
}

/** True when a superadmin made a second factor compulsory; as SQL, for the per-request actor query. */
export const twoFactorRequiredSql = sql<boolean>`exists (select 1 from ${settings} where ${settings.key} = ${REQUIRE_TWO_FACTOR} and ${settings.value} = 'true'::jsonb)`

export async function securitySettings(db: Database): Promise<SecuritySettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, REQUIRE_TWO_FACTOR))
  return { requireTwoFactor: row?.value === true }
}

/**
 * PUT /api/admin/security. Requiring a second factor is refused (409) while the superadmin asking
 * has none: they would shut themselves out of this very switch.
 */
export async function updateSecuritySettings(db: Database, actorId: number, changes: SecuritySettings): Promise<SecuritySettings> {
  if (changes.requireTwoFactor && !(await twoFactorState(db, actorId)).enabled) throw new AppError('CONFLICT', 'errors.twoFactor.enableYoursFirst')
  const value = changes.requireTwoFactor
  await db
    .insert(settings)
    .values({ key: REQUIRE_TWO_FACTOR, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
  return securitySettings(db)
}

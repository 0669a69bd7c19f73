import { eq, sql } from 'drizzle-orm'
import type { Language } from '../../shared/constants.ts'
import type { SessionUser } from '../../shared/types.ts'
import type { LoginData } from '../../shared/schemas/login.ts'
import { decoyHash, verifyPassword } from '../auth/password.ts'
import type { TokenClaims, TokenService } from '../auth/tokens.ts'
import type { Database } from '../db/client.ts'
import { revokedSessions, roles, users } from '../db/schema.ts'
import { AppError } from '../errors.ts'
import { admitLogin, loginSucceeded } from './loginThrottle.ts'
import { rehashIfOld } from './passwords.ts'
import type { Actor } from './actor.ts'

const sessionColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: roles.name,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
  sessionVersion: users.sessionVersion,
}

export async function login(
  db: Database,
  tokens: TokenService,
  clientKey: string,
  { email, password }: LoginData,
): Promise<{ user: SessionUser; token: string }> {
  const account = email.toLowerCase()
  const attempt = { account, client: clientKey }
  await admitLogin(db, attempt)

  const [row] = await db
    .select(sessionColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, account))
    .limit(1)
  // Verify against a decoy when the email is unknown: same work, same answer, nothing leaks.
  const valid = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()))
  // A failed attempt was counted when it was admitted; nothing more to record.
  if (!row || !valid) throw new AppError('UNAUTHORIZED', 'errors.login.invalid')
  await loginSucceeded(db, attempt)
  if (!row.isActive) throw new AppError('FORBIDDEN', 'errors.login.disabled')
  await rehashIfOld(db, row.id, password, row.passwordHash)
  const { id, name, email: storedEmail, role, phoneNumber } = row
  return { user: { id, name, email: storedEmail, role, phoneNumber }, token: await tokens.issue({ userId: id, sessionVersion: row.sessionVersion }) }
}

/**
 * The current state of a token's user, or null when the token no longer stands: the user was
 * deleted or disabled, their sessions were ended since (session_version raised), or this session
 * was logged out (revoked_sessions). One query, as before: the user is read on every request anyway.
 */
export async function loadActor(db: Database, claims: Pick<TokenClaims, 'userId' | 'sessionVersion' | 'sessionId'>): Promise<Actor | null> {
  const revoked = sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sid} = ${claims.sessionId})`
  const [row] = await db
    .select({ ...sessionColumns, revoked })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, claims.userId))
    .limit(1)
  if (!row || !row.isActive || row.revoked || row.sessionVersion !== claims.sessionVersion) return null
  return { id: row.id, name: row.name, email: row.email, role: row.role, phoneNumber: row.phoneNumber }
}

export const toSessionUser = (actor: Actor): SessionUser => ({
  id: actor.id,
  name: actor.name,
  email: actor.email,
  role: actor.role,
  phoneNumber: actor.phoneNumber,
})

/** PUT /api/auth/language: the admin's language, which the portal's mail to them follows. */
export async function setUserLanguage(db: Database, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId))
}

import { eq, sql } from 'drizzle-orm'
import type { Language } from '../../shared/constants.ts'
import type { SessionUser } from '../../shared/types.ts'
import type { LoginData } from '../../shared/schemas/login.ts'
import { decoyHash, verifyPassword } from '../auth/password.ts'
import type { TokenService } from '../auth/tokens.ts'
import type { Database } from '../db/client.ts'
import { roles, users } from '../db/schema.ts'
import { AppError } from '../errors.ts'
import type { RateLimiter } from '../rateLimiter.ts'
import type { Actor } from './actor.ts'

export interface LoginThrottle {
  perClient: RateLimiter
  perAccount: RateLimiter
}

const sessionColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: roles.name,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
}

function throttled(limiter: RateLimiter, key: string) {
  const minutes = Math.max(1, Math.ceil(limiter.retryAfter(key) / 60))
  return new AppError('TOO_MANY_REQUESTS', 'errors.login.throttled', { params: { minutes } })
}

export async function login(
  db: Database,
  tokens: TokenService,
  throttle: LoginThrottle,
  clientKey: string,
  { email, password }: LoginData,
): Promise<{ user: SessionUser; token: string }> {
  const accountKey = email.toLowerCase()
  if (throttle.perClient.isLimited(clientKey)) throw throttled(throttle.perClient, clientKey)
  if (throttle.perAccount.isLimited(accountKey)) throw throttled(throttle.perAccount, accountKey)

  const [row] = await db
    .select(sessionColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, accountKey))
    .limit(1)
  // Verify against a decoy when the email is unknown: same work, same answer, nothing leaks.
  const valid = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()))
  if (!row || !valid) {
    throttle.perClient.hit(clientKey)
    throttle.perAccount.hit(accountKey)
    throw new AppError('UNAUTHORIZED', 'errors.login.invalid')
  }
  if (!row.isActive) throw new AppError('FORBIDDEN', 'errors.login.disabled')
  throttle.perAccount.reset(accountKey)
  const { id, name, email: storedEmail, role, phoneNumber } = row
  return { user: { id, name, email: storedEmail, role, phoneNumber }, token: await tokens.issue(id) }
}

/** The current state of a token's user; null when deleted or disabled since the token was issued. */
export async function loadActor(db: Database, userId: number): Promise<Actor | null> {
  const [row] = await db.select(sessionColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, userId)).limit(1)
  if (!row || !row.isActive) return null
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

import { eq, sql } from 'drizzle-orm'
import type { Language } from '../../shared/constants.ts'
import type { SessionUser } from '../../shared/types.ts'
import type { LoginData } from '../../shared/schemas/login.ts'
import { decoyHash, verifyPassword } from '../auth/password.ts'
import type { TokenService } from '../auth/tokens.ts'
import type { Database } from '../db/client.ts'
import { roles, users } from '../db/schema.ts'
import { AppError } from '../errors.ts'
import { admitLogin, loginSucceeded } from './loginThrottle.ts'
import type { Actor } from './actor.ts'

const sessionColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: roles.name,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
}

export async function login(
  db: Database,
  tokens: TokenService,
  clientKey: string,
  { email, password }: LoginData,
): Promise<{ user: SessionUser; token: string }> {
  const account = email.toLowerCase()
  const attempt = { account, client: clientKey }
  const gate = await admitLogin(db, attempt)

  const [row] = await db
    .select(sessionColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, account))
    .limit(1)
  // Verify against a decoy when the email is unknown: same work, same answer, nothing leaks.
  const valid = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()))
  // A failed attempt was counted when it was admitted; nothing more to record.
  if (!row || !valid) throw gate.failure()
  await loginSucceeded(db, attempt)
  if (!row.isActive) throw new AppError('FORBIDDEN', 'errors.login.disabled')
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

import { eq, sql } from 'drizzle-orm'
import type { Language } from '../../shared/constants.ts'
import type { SessionUser } from '../../shared/types.ts'
import type { LoginData } from '../../shared/schemas/login.ts'
import { decoyHash, verifyPassword } from '../auth/password.ts'
import type { SecretBox } from '../auth/secretBox.ts'
import type { TokenClaims, TokenService } from '../auth/tokens.ts'
import type { Database } from '../db/client.ts'
import { advertisers, revokedSessions, roles, users, userTwoFactor } from '../db/schema.ts'
import type { AdvertiserKind, AdvertiserStatus } from '../../shared/advertisers.ts'
import { AppError } from '../errors.ts'
import { admitLogin, loginSucceeded } from './loginThrottle.ts'
import { rehashIfOld } from './passwords.ts'
import type { Actor } from './actor.ts'
import { twoFactorRequiredSql } from './securitySettings.ts'
import { checkSecondFactor } from './twoFactor.ts'

const sessionColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: roles.name,
  phoneNumber: users.phoneNumber,
  advertiserId: users.advertiserId,
  advertiserKind: sql<AdvertiserKind | null>`(select ${advertisers.kind} from ${advertisers} where ${advertisers.id} = ${users.advertiserId})`,
  advertiserStatus: sql<AdvertiserStatus | null>`(select ${advertisers.status} from ${advertisers} where ${advertisers.id} = ${users.advertiserId})`,
  agencyRole: users.agencyRole,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
  sessionVersion: users.sessionVersion,
  twoFactorRequired: twoFactorRequiredSql,
  twoFactorOn: sql<boolean>`exists (select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${users.id} and ${userTwoFactor.enabledAt} is not null)`,
}

export async function login(
  db: Database,
  tokens: TokenService,
  clientKey: string,
  { email, password, code }: LoginData,
  box: SecretBox,
): Promise<{ user: SessionUser; token: string; twoFactorSetupRequired: boolean; usedRecoveryCode: boolean }> {
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
  // A failed attempt was counted when it was admitted; nothing more to record. A disabled account
  // gets the same answer: the password proves nothing to someone who may not log in anyway.
  if (!row || !valid || !row.isActive) throw gate.failure()
  // Asked only after the right password, so the question tells a guesser nothing; a wrong code
  // stays counted as a failed attempt, which throttles guessing codes like guessing passwords.
  const secondFactor = await checkSecondFactor(db, box, row.id, code)
  if (secondFactor === 'missing') throw new AppError('UNAUTHORIZED', 'errors.twoFactor.codeNeeded', { extra: { twoFactorRequired: true } })
  if (secondFactor === 'wrong') throw new AppError('UNAUTHORIZED', 'errors.twoFactor.wrongCode', { extra: { twoFactorRequired: true } })
  await loginSucceeded(db, attempt)
  await rehashIfOld(db, row.id, password, row.passwordHash)
  const { id, name, email: storedEmail, role, phoneNumber, advertiserId, advertiserKind, advertiserStatus, agencyRole } = row
  // Without a second factor where a superadmin requires one, the session reaches only its set-up.
  const twoFactorSetupRequired = secondFactor === 'off' && row.twoFactorRequired
  return {
    user: { id, name, email: storedEmail, role, phoneNumber, advertiserId, advertiserKind, advertiserStatus, agencyRole },
    token: await tokens.issue({ userId: id, sessionVersion: row.sessionVersion }),
    twoFactorSetupRequired,
    usedRecoveryCode: secondFactor === 'recovery',
  }
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
  const mustSetUpTwoFactor = row.twoFactorRequired && !row.twoFactorOn
  const { id, name, email, role, phoneNumber, advertiserId, advertiserKind, advertiserStatus, agencyRole } = row
  return { id, name, email, role, phoneNumber, advertiserId, advertiserKind, advertiserStatus, agencyRole, mustSetUpTwoFactor }
}

export const toSessionUser = (actor: Actor): SessionUser => ({
  id: actor.id,
  name: actor.name,
  email: actor.email,
  role: actor.role,
  phoneNumber: actor.phoneNumber,
  advertiserId: actor.advertiserId,
  advertiserKind: actor.advertiserKind,
  advertiserStatus: actor.advertiserStatus,
  agencyRole: actor.agencyRole,
})

/** PUT /api/auth/language: the admin's language, which the portal's mail to them follows. */
export async function setUserLanguage(db: Database, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId))
}

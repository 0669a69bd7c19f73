import { randomInt } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { generateSecret, generateURI, verify } from 'otplib'
import { verifyPassword } from '../auth/password.ts'
import type { SecretBox } from '../auth/secretBox.ts'
import type { Database } from '../db/client.ts'
import { recoveryCodes, users, userTwoFactor } from '../db/schema.ts'
import { AppError, notFound } from '../errors.ts'
import { admitLogin, loginSucceeded } from './loginThrottle.ts'

const ISSUER = 'Inmobiliaria'
const RECOVERY_CODE_COUNT = 10
// One step either side of now: a phone clock a little off, or a code typed as it changed.
const EPOCH_TOLERANCE_SECONDS = 30
const TOTP_PATTERN = /^\d{6}$/
// Recovery codes: 10 characters of an alphabet without look-alikes (50 bits), shown as xxxxx-xxxxx.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** The associated data every sealed secret is bound to: it opens only on its own user's row. */
const contextOf = (userId: number) => `totp:${userId}`

interface TwoFactorState {
  enabled: boolean
  /** Unused recovery codes left. */
  recoveryCodesLeft: number
}

export async function twoFactorState(db: Database, userId: number): Promise<TwoFactorState> {
  const [row] = await db.select({ enabledAt: userTwoFactor.enabledAt }).from(userTwoFactor).where(eq(userTwoFactor.userId, userId))
  const [{ left }] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return { enabled: Boolean(row?.enabledAt), recoveryCodesLeft: row?.enabledAt ? left : 0 }
}

/** A new secret, kept pending (not yet asked at login) until a code from it is entered. */
export async function startSetup(db: Database, box: SecretBox, user: { id: number; email: string }) {
  const state = await twoFactorState(db, user.id)
  if (state.enabled) throw new AppError('CONFLICT', 'errors.twoFactor.alreadyOn')
  const secret = generateSecret()
  const pendingSecret = box.seal(secret, contextOf(user.id))
  await db.insert(userTwoFactor).values({ userId: user.id, pendingSecret }).onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecret } })
  return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: user.email, secret }) }
}

/** The 30-second step a code belongs to, or null when it is not a current code of `secret`. */
async function matchingStep(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  if (!TOTP_PATTERN.test(code)) return null
  try {
    const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS, ...(afterTimeStep === null ? {} : { afterTimeStep }) })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    return null
  }
}

/**
 * Records `step` as the last one used, unless that step (or a later one) was used already: done
 * in one conditional update, so two processes given the same code at once accept it only once.
 */
async function claimStep(db: Database, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(userTwoFactor)
    .set({ lastTimeStep: step })
    .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastTimeStep), lt(userTwoFactor.lastTimeStep, step))))
    .returning({ userId: userTwoFactor.userId })
  return claimed.length > 0
}

const wrongCode = () => new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'code', message: 'validation.twoFactor.code' }] })

/** Turns the pending secret on when `code` is one of its current codes; answers the recovery codes, shown this once. */
export async function enableTwoFactor(db: Database, box: SecretBox, userId: number, code: string): Promise<{ recoveryCodes: string[] }> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId))
  if (row?.enabledAt) throw new AppError('CONFLICT', 'errors.twoFactor.alreadyOn')
  const secret = row?.pendingSecret ? box.open(row.pendingSecret, contextOf(userId)) : null
  if (!secret) throw new AppError('CONFLICT', 'errors.twoFactor.noSetup')
  const step = await matchingStep(secret, code.trim(), null)
  if (step === null) throw wrongCode()
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await db.transaction(async (tx) => {
    // The pending secret becomes the active one only if nobody enabled it meanwhile.
    const enabled = await tx
      .update(userTwoFactor)
      .set({ secret: row!.pendingSecret, pendingSecret: null, enabledAt: new Date(), lastTimeStep: step })
      .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
      .returning({ userId: userTwoFactor.userId })
    if (enabled.length === 0) throw new AppError('CONFLICT', 'errors.twoFactor.alreadyOn')
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: box.digest(normalizeRecoveryCode(c)) })))
  })
  return { recoveryCodes: codes }
}

async function disableTwoFactor(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId))
  })
}

/** DELETE /api/users/:id/two-factor (superadmin): 404 for an unknown user, 204 whether it was on or not. */
export async function resetTwoFactor(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) throw notFound()
  await disableTwoFactor(db, userId)
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** As typed: any case, with or without the dash or spaces. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')

/** `recovery`: passed with a recovery code (now spent), which the audit log records. */
type SecondFactorCheck = 'off' | 'ok' | 'recovery' | 'missing' | 'wrong'

/**
 * The second factor of a login whose password was right: 'off' when the user has none, 'ok' for a
 * current TOTP code not used before or an unused recovery code (which is spent now).
 */
export async function checkSecondFactor(db: Database, box: SecretBox, userId: number, code: string | undefined): Promise<SecondFactorCheck> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId))
  if (!row?.enabledAt || !row.secret) return 'off'
  const typed = code?.trim() ?? ''
  if (!typed) return 'missing'
  if (TOTP_PATTERN.test(typed)) {
    const secret = box.open(row.secret, contextOf(userId))
    const step = secret ? await matchingStep(secret, typed, row.lastTimeStep) : null
    return step !== null && (await claimStep(db, userId, step)) ? 'ok' : 'wrong'
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, box.digest(normalizeRecoveryCode(typed))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
  return spent.length > 0 ? 'recovery' : 'wrong'
}

/**
 * POST /api/auth/2fa/disable: a stolen session alone cannot turn the second factor off. The
 * password and a current code (or a recovery code) are asked again, counted by the login throttle
 * like a login (so this is no side door for guessing either).
 */
export async function disableWithProof(db: Database, box: SecretBox, user: { id: number; email: string }, clientKey: string, proof: { password: string; code: string }): Promise<void> {
  const attempt = { account: user.email.toLowerCase(), client: clientKey }
  await admitLogin(db, attempt)
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id))
  if (!row || !(await verifyPassword(proof.password, row.passwordHash))) {
    throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'password', message: 'errors.twoFactor.wrongPassword' }] })
  }
  const check = await checkSecondFactor(db, box, user.id, proof.code)
  if (check === 'off') throw new AppError('CONFLICT', 'errors.twoFactor.notOn')
  if (check !== 'ok' && check !== 'recovery') throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'code', message: 'errors.twoFactor.wrongCode' }] })
  await loginSucceeded(db, attempt)
  await disableTwoFactor(db, user.id)
}

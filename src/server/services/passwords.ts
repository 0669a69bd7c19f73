import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { judgePassword, PASSWORD_PROBLEM_KEYS, personalWords } from '../../shared/passwordPolicy.ts'
import type { PasswordChangeData, PasswordResetConfirmData } from '../../shared/schemas/password.ts'
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password.ts'
import type { Database } from '../db/client.ts'
import { passwordResets, users } from '../db/schema.ts'
import { AppError } from '../errors.ts'
import { accountChangedMail, passwordResetMail } from '../mail/accountMails.ts'
import { queueMail } from '../mail/outbox.ts'
import type { Actor } from './actor.ts'
import { countInWindow } from './rateCounters.ts'
import { endAllSessions } from './sessions.ts'
import type { AuditTrail } from './audit.ts'

const MINUTE = 60_000
/** A reset link works this long, once. */
const RESET_MINUTES = 30
/** Reset requests one client may make per 15 minutes (answered 429 beyond). */
const RESET_REQUESTS_PER_CLIENT = 5
/** Reset mails one address gets per hour; beyond, requests are answered alike but send nothing. */
const RESET_MAILS_PER_ACCOUNT = 3
/** Wrong current passwords one user may type per 15 minutes on the change form. */
const CHANGE_TRIES = 10

interface MailContext {
  siteUrl: string
  mail?: { kick(): void }
}

/** The policy of every new password; a 400 on `path` with the reason, nothing changed. */
export async function assertStrongPassword(password: string, words: string[], path: string): Promise<void> {
  const { problem } = await judgePassword(password, words)
  if (problem) throw new AppError('INVALID', 'errors.invalid', { issues: [{ path, message: PASSWORD_PROBLEM_KEYS[problem] }] })
}

/** After a successful login: a hash made with older, cheaper settings is replaced by today's. */
export async function rehashIfOld(db: Database, userId: number, password: string, stored: string): Promise<void> {
  if (!needsRehash(stored)) return
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.id, userId), eq(users.passwordHash, stored)))
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function accountOf(db: Database, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, lang: users.language, isActive: users.isActive, passwordHash: users.passwordHash })
    .from(users)
    .where(where)
    .limit(1)
  return row
}

/**
 * POST /api/auth/password: the signed-in user's own password. Every earlier session ends
 * (this one included); the caller gets a new session for this device.
 */
export async function changeOwnPassword(db: Database, actor: Actor, data: PasswordChangeData, context: MailContext, trail: AuditTrail): Promise<{ sessionVersion: number }> {
  const { hits, retryAfter } = await countInWindow(db, `password:change:${actor.id}`, 15 * MINUTE)
  if (hits > CHANGE_TRIES) throw new AppError('TOO_MANY_REQUESTS', 'errors.login.throttledSeconds', { params: { seconds: retryAfter }, retryAfter })
  const account = await accountOf(db, eq(users.id, actor.id))
  if (!account || !(await verifyPassword(data.currentPassword, account.passwordHash))) {
    throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'currentPassword', message: 'errors.password.wrongCurrent' }] })
  }
  await assertStrongPassword(data.newPassword, personalWords(account.name, account.email), 'newPassword')
  const passwordHash = await hashPassword(data.newPassword)
  const sessionVersion = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id))
    const version = await endAllSessions(tx as Database, account.id)
    await queueMail(tx as Database, [accountChangedMail(account, 'password')])
    await trail(tx as Database, { action: 'auth.password.change', targetType: 'user', targetId: account.id, targetLabel: account.email })
    return version
  })
  context.mail?.kick()
  return { sessionVersion }
}

/**
 * POST /api/auth/password-reset: mails a link when the address is an active account's; answers
 * the same whether it is or not (no enumeration). The token is random, kept only as its SHA-256,
 * and a new request replaces any earlier unused one.
 */
export async function requestPasswordReset(db: Database, clientKey: string, email: string, context: MailContext, trail: AuditTrail): Promise<void> {
  const client = await countInWindow(db, `password:reset:client:${clientKey}`, 15 * MINUTE)
  if (client.hits > RESET_REQUESTS_PER_CLIENT)
    throw new AppError('TOO_MANY_REQUESTS', 'errors.passwordReset.throttled', { params: { minutes: Math.ceil(client.retryAfter / 60) }, retryAfter: client.retryAfter })
  const address = email.toLowerCase()
  // Every request is on the trail, for addresses with an account or not (the log is not an answer).
  await trail(db, { action: 'auth.password.reset_request', targetType: 'email', targetLabel: address })
  const token = randomBytes(32).toString('base64url')
  const account = await accountOf(db, eq(sql`lower(${users.email})`, address))
  if (!account || !account.isActive) {
    // About the work of the other branch (a counter and a write), so timing tells little.
    await countInWindow(db, `password:reset:account:${address}`, 60 * MINUTE)
    return
  }
  const perAccount = await countInWindow(db, `password:reset:account:${address}`, 60 * MINUTE)
  if (perAccount.hits > RESET_MAILS_PER_ACCOUNT) return
  const url = `${context.siteUrl}/login#reset=${token}`
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt)))
    await tx.insert(passwordResets).values({ userId: account.id, tokenHash: sha256(token), expiresAt: sql`now() + ${`${RESET_MINUTES} minutes`}::interval` })
    await queueMail(tx as Database, [passwordResetMail(account, url, RESET_MINUTES)])
  })
  context.mail?.kick()
}

const invalidLink = () => new AppError('INVALID', 'errors.passwordReset.invalidLink', { issues: [{ path: 'token', message: 'errors.passwordReset.invalidLink' }] })

/**
 * POST /api/auth/password-reset/confirm: a link's token (unused, unexpired) and a new password
 * that passes the policy. The token is spent, the password set and every session ended together.
 */
export async function confirmPasswordReset(db: Database, data: PasswordResetConfirmData, context: MailContext, trail: AuditTrail): Promise<void> {
  const tokenHash = sha256(data.token)
  const live = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`))
  const [reset] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live).limit(1)
  const account = reset ? await accountOf(db, eq(users.id, reset.userId)) : undefined
  if (!reset || !account || !account.isActive) {
    // The same scrypt work as the success path would do: a guessed token learns nothing from timing.
    await verifyPassword(data.password, await decoyHash())
    throw invalidLink()
  }
  // A bad password changes nothing, and the link still works for a better one.
  await assertStrongPassword(data.password, personalWords(account.name, account.email), 'password')
  const passwordHash = await hashPassword(data.password)
  await db.transaction(async (tx) => {
    // Spent here, conditionally: of two requests racing with one token only one finds it unused.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(live)
      .returning({ id: passwordResets.id })
    if (!spent) throw invalidLink()
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id))
    await endAllSessions(tx as Database, account.id)
    await queueMail(tx as Database, [accountChangedMail(account, 'password')])
    await trail(tx as Database, { action: 'auth.password.reset', actorId: account.id, actorEmail: account.email, targetType: 'user', targetId: account.id, targetLabel: account.email })
  })
  context.mail?.kick()
}

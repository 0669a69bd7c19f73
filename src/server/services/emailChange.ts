import { and, eq, ne, sql } from 'drizzle-orm'
import type { EmailChangeData } from '../../shared/schemas/profile.ts'
import { verifyPassword } from '../auth/password.ts'
import type { Database } from '../db/client.ts'
import { advertisers, users } from '../db/schema.ts'
import { AppError } from '../errors.ts'
import { accountChangedMail, type Recipient } from '../mail/accountMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { accountLink, emailChangeMail } from '../mail/signupMails.ts'
import type { Actor } from './actor.ts'
import { spendAccountToken, issueAccountToken } from './accountTokens.ts'
import { countInWindow } from './rateCounters.ts'

// Issue 27: a signed-in user moves their account to another address. The password proves it is
// them asking; the link mailed to the new address proves they own it; the old one is told.

const EMAIL_CHANGE_HOURS = 24
/** Wrong passwords one user may type per 15 minutes here, as on the password change form. */
const CHANGE_TRIES = 10

interface MailContext {
  siteUrl: string
  mail?: { kick(): void }
}

const field = (code: 'INVALID' | 'CONFLICT', path: string, message: 'errors.password.wrongCurrent' | 'errors.user.emailTaken' | 'validation.profile.sameEmail') =>
  new AppError(code, code === 'CONFLICT' ? 'errors.user.emailTaken' : 'errors.invalid', { issues: [{ path, message }] })

/** Whether another account than `userId` has the address (in any case). */
async function addressTaken(db: Database, address: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, address.toLowerCase()), ne(users.id, userId)))
    .limit(1)
  return Boolean(row)
}

/** POST /api/auth/profile/email: checks the password, then mails a confirmation link to the new address. */
export async function requestEmailChange(db: Database, actor: Actor, data: EmailChangeData, context: MailContext): Promise<void> {
  const { hits, retryAfter } = await countInWindow(db, `email:change:${actor.id}`, 15 * 60_000)
  if (hits > CHANGE_TRIES) throw new AppError('TOO_MANY_REQUESTS', 'errors.login.throttledSeconds', { params: { seconds: retryAfter }, retryAfter })
  const [account] = await db.select({ name: users.name, email: users.email, lang: users.language, passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1)
  if (!account || !(await verifyPassword(data.password, account.passwordHash))) throw field('INVALID', 'password', 'errors.password.wrongCurrent')
  if (data.email.toLowerCase() === account.email.toLowerCase()) throw field('INVALID', 'email', 'validation.profile.sameEmail')
  if (await addressTaken(db, data.email, actor.id)) throw field('CONFLICT', 'email', 'errors.user.emailTaken')
  const to: Recipient = { email: data.email, name: account.name, lang: account.lang }
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx as Database, actor.id, 'email-change', EMAIL_CHANGE_HOURS, data.email)
    await queueMail(tx as Database, [emailChangeMail(to, accountLink(context.siteUrl, to, '/cuenta/correo', token), EMAIL_CHANGE_HOURS)])
  })
  context.mail?.kick()
}

/**
 * POST /api/auth/profile/email/confirm: the link's token moves the account to the address it was
 * issued for, if no one took it meanwhile (409); the old address hears of it. An owner's advertiser
 * address follows when it was the same as the account's.
 */
export async function confirmEmailChange(db: Database, token: string, context: MailContext): Promise<void> {
  await db.transaction(async (tx) => {
    const { userId, detail } = await spendAccountToken(tx as Database, 'email-change', token)
    if (!detail) throw new AppError('INVALID', 'errors.accountLink.invalid')
    if (await addressTaken(tx as Database, detail, userId)) throw field('CONFLICT', 'email', 'errors.user.emailTaken')
    const [before] = await tx.select({ name: users.name, email: users.email, lang: users.language, advertiserId: users.advertiserId }).from(users).where(eq(users.id, userId)).for('update')
    await tx.update(users).set({ email: detail, emailVerifiedAt: new Date() }).where(eq(users.id, userId))
    if (before.advertiserId !== null) {
      await tx
        .update(advertisers)
        .set({ email: detail })
        .where(and(eq(advertisers.id, before.advertiserId), sql`${advertisers.kind} in ('owner', 'independent')`, eq(sql`lower(${advertisers.email})`, before.email.toLowerCase())))
    }
    await queueMail(tx as Database, [accountChangedMail(before, 'email', { newEmail: detail })])
  })
  context.mail?.kick()
}

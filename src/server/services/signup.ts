import { and, eq, isNull, sql } from 'drizzle-orm'
import { VERIFY_EMAIL_HOURS } from '../../shared/advertisers.ts'
import type { Language } from '../../shared/constants.ts'
import { personalWords } from '../../shared/passwordPolicy.ts'
import type { AcceptInvitationData, SignupData } from '../../shared/schemas/signup.ts'
import { decoyHash, hashPassword, verifyPassword } from '../auth/password.ts'
import type { Database } from '../db/client.ts'
import { advertiserVerifications, countries, users } from '../db/schema.ts'
import { ROLE_IDS } from '../db/seed/reference.ts'
import { AppError } from '../errors.ts'
import type { Recipient } from '../mail/accountMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { accountLink, existingAccountMail, verifyEmailMail } from '../mail/signupMails.ts'
import { createAdvertiser } from './advertisers.ts'
import { findAccountToken, issueAccountToken, spendAccountToken } from './accountTokens.ts'
import { assertStrongPassword } from './passwords.ts'
import type { AuditTrail } from './audit.ts'
import { countInWindow } from './rateCounters.ts'

// Issue 27: a private owner or an agency signs up, proves the address, and waits for review; an
// agent invited by an agency chooses a password. The answer to a sign-up never says whether the
// address had an account: only the mail to that address does.

const HOUR = 3_600_000
/**
 * Accounts one client may ask for per hour (answered 429 beyond): 5, or half the public forms'
 * CONTACT_LIMIT when the operator raised it (an office behind one address; the browser tests' server).
 */
export const signupsPerClient = (contactLimit: number) => Math.max(5, Math.floor(contactLimit / 2))
/** Sign-up mails one address gets per hour; beyond, requests are answered alike but send nothing. */
const MAILS_PER_ADDRESS = 3

export interface SignupContext {
  siteUrl: string
  mail?: { kick(): void }
  lang: Language
  clientKey: string
  /** Public form posts per client per 10 minutes (CONTACT_LIMIT). */
  contactLimit: number
}

/** What only the database can say about a sign-up, checked before its proof of work is spent. */
export async function checkSignup(db: Database, data: SignupData): Promise<void> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, data.countryId)).limit(1)
  if (!country) throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'countryId', message: 'validation.signup.country' }] })
  await assertStrongPassword(data.password, personalWords(data.name, data.email, data.agencyName), 'password')
}

const today = () => new Date().toISOString().slice(0, 10)

/** Thrown inside the transaction when the address was taken meanwhile: nothing of it stays. */
class AddressTaken extends Error {}

async function accountByAddress(db: Database, address: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      lang: users.language,
      isActive: users.isActive,
      verifiedAt: users.emailVerifiedAt,
      // Signed up and never opened the link: a new link is what this person needs, not a sign-in.
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and `id` would be the link's.
      awaitsVerification: sql<boolean>`exists (select 1 from account_tokens t where t.user_id = users.id and t.purpose = 'verify-email')`,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .limit(1)
  return row
}

async function queueVerification(db: Database, userId: number, to: Recipient, siteUrl: string): Promise<void> {
  const token = await issueAccountToken(db, userId, 'verify-email', VERIFY_EMAIL_HOURS)
  await queueMail(db, [verifyEmailMail(to, accountLink(siteUrl, to, '/registro/verificar', token), VERIFY_EMAIL_HOURS)])
}

/** To an address that has an account: how to get in, or a new link if it was never confirmed. */
async function mailExisting(db: Database, address: string, context: SignupContext): Promise<void> {
  const perAddress = await countInWindow(db, `signup:address:${address}`, HOUR)
  if (perAddress.hits > MAILS_PER_ADDRESS) return
  const account = await accountByAddress(db, address)
  if (!account) return
  const to: Recipient = { email: account.email, name: account.name, lang: account.lang }
  if (!account.isActive && !account.verifiedAt && account.awaitsVerification) {
    await db.transaction((tx) => queueVerification(tx as Database, account.id, to, context.siteUrl))
  } else {
    await queueMail(db, [existingAccountMail(to, context.siteUrl)])
  }
}

/**
 * POST /api/auth/signup (fields checked, proof of work spent): a new address gets a pending
 * advertiser, an inactive user and the verification mail, all in one transaction; an address with
 * an account gets a mail saying so, and nothing is created.
 */
export async function signUp(db: Database, data: SignupData, context: SignupContext, trail: AuditTrail): Promise<void> {
  const client = await countInWindow(db, `signup:client:${context.clientKey}`, HOUR)
  if (client.hits > signupsPerClient(context.contactLimit))
    throw new AppError('TOO_MANY_REQUESTS', 'errors.signup.throttled', { params: { minutes: Math.ceil(client.retryAfter / 60) }, retryAfter: client.retryAfter })
  const address = data.email.toLowerCase()
  // Hashed whichever way it goes, so the answer's timing does not tell the two apart.
  const passwordHash = await hashPassword(data.password)
  if (await accountByAddress(db, address)) {
    await mailExisting(db, address, context)
    context.mail?.kick()
    return
  }
  const agency = data.kind === 'agency'
  try {
    await db.transaction(async (tx) => {
      const advertiserId = await createAdvertiser(tx as Database, {
        kind: data.kind,
        name: agency ? data.agencyName! : data.name,
        status: 'pending',
        phone: data.phone,
        email: data.email,
        countryId: data.countryId,
        licence: agency ? data.licence : null,
      })
      const [user] = await tx
        .insert(users)
        .values({
          name: data.name,
          email: data.email,
          passwordHash,
          roleId: ROLE_IDS.admin,
          isActive: false,
          advertiserId,
          agencyRole: agency ? 'manager' : null,
          phoneNumber: data.phone,
          language: context.lang,
        })
        // Two sign-ups racing with one address: the second finds it taken here and keeps nothing.
        .onConflictDoNothing()
        .returning({ id: users.id })
      if (!user) throw new AddressTaken()
      await queueVerification(tx as Database, user.id, { email: data.email, name: data.name, lang: context.lang }, context.siteUrl)
      await trail(tx as Database, { action: 'auth.signup', targetType: 'user', targetId: user.id, targetLabel: address, details: { kind: data.kind } })
    })
  } catch (error) {
    if (!(error instanceof AddressTaken)) throw error
    await mailExisting(db, address, context)
  }
  context.mail?.kick()
}

/** POST /api/auth/verify-email: the sign-up link activates the account and records the `email` fact. */
export async function verifyEmail(db: Database, token: string, trail: AuditTrail): Promise<void> {
  await db.transaction(async (tx) => {
    const { userId } = await spendAccountToken(tx as Database, 'verify-email', token)
    const [user] = await tx.update(users).set({ isActive: true, emailVerifiedAt: new Date() }).where(eq(users.id, userId)).returning({ advertiserId: users.advertiserId, email: users.email })
    await trail(tx as Database, { action: 'auth.email_verified', targetType: 'user', targetId: userId, targetLabel: user?.email ?? null })
    if (user?.advertiserId) await tx.insert(advertiserVerifications).values({ advertiserId: user.advertiserId, fact: 'email', checkedOn: today() }).onConflictDoNothing()
  })
}

const invalidLink = () => new AppError('INVALID', 'errors.accountLink.invalid')

/**
 * POST /api/auth/accept-invitation: the invited agent's first password. A password the policy
 * refuses spends nothing, so the same link works for a better one.
 */
export async function acceptInvitation(db: Database, data: AcceptInvitationData, trail: AuditTrail): Promise<void> {
  const link = await findAccountToken(db, 'invitation', data.token)
  const [account] = link
    ? await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, link.userId), isNull(users.emailVerifiedAt)))
        .limit(1)
    : []
  if (!link || !account) {
    // The work the success path does, so a guessed token learns nothing from timing.
    await verifyPassword(data.password, await decoyHash())
    throw invalidLink()
  }
  await assertStrongPassword(data.password, personalWords(account.name, account.email), 'password')
  const passwordHash = await hashPassword(data.password)
  await db.transaction(async (tx) => {
    // Spent here: of two requests racing with one link only one finds it unused.
    const { userId } = await spendAccountToken(tx as Database, 'invitation', data.token)
    await tx.update(users).set({ passwordHash, isActive: true, emailVerifiedAt: new Date() }).where(eq(users.id, userId))
    await trail(tx as Database, { action: 'auth.invitation_accepted', targetType: 'user', targetId: userId, targetLabel: account.email })
  })
}

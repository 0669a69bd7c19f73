import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { alertLinkRevocations } from '../db/schema.ts'
import { AppError } from '../errors.ts'

/**
 * What an alert mail's links may do, each signed for one purpose and one subject: confirm or
 * unsubscribe one saved search (its id), manage every alert of an address (the address). Only the
 * portal can make them, so nobody unsubscribes or reads someone else's alerts.
 */
type LinkPurpose = 'confirm' | 'unsubscribe' | 'manage'

const signatureOf = (secret: string, purpose: LinkPurpose, subject: string) => createHmac('sha256', secret).update(`${purpose}\n${subject}`).digest('base64url')

export function signLink(secret: string, purpose: LinkPurpose, subject: string | number): string {
  const text = String(subject)
  return `${Buffer.from(text).toString('base64url')}.${signatureOf(secret, purpose, text)}`
}

/** The subject of a token signed for `purpose`; a tampered, foreign or malformed token is a 400. */
export function readLink(secret: string, purpose: LinkPurpose, token: unknown): string {
  const refused = new AppError('INVALID', 'errors.alertLink')
  if (typeof token !== 'string' || token.length > 2000) throw refused
  const [encoded, signature, ...rest] = token.split('.')
  if (!encoded || !signature || rest.length > 0) throw refused
  const subject = Buffer.from(encoded, 'base64url').toString()
  const expected = Buffer.from(signatureOf(secret, purpose, subject))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused
  return subject
}

/** A confirmation link works for a week (unconfirmed alerts are purged after as long). */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000
const expired = () => new AppError('INVALID', 'errors.alertLinkExpired')

/**
 * A confirmation link names the very rows its mail asked about (one search, or the follows pending
 * when it was sent) and when it was made: opening it confirms those rows and no others.
 */
export function confirmLink(secret: string, ids: number[], now = Date.now()): string {
  return signLink(secret, 'confirm', `${ids.join(',')}@${now}`)
}

/**
 * The rows a confirmation link stands for. A link older than a week is refused. Links made before
 * links carried their time (a bare id) are `madeAt: null`: the caller checks the row's age instead.
 */
export function readConfirmLink(secret: string, token: unknown, now = Date.now()): { ids: number[]; madeAt: number | null } {
  const subject = readLink(secret, 'confirm', token)
  if (/^\d+$/.test(subject)) return { ids: [Number(subject)], madeAt: null }
  const match = /^(\d+(?:,\d+)*)@(\d+)$/.exec(subject)
  if (!match) throw new AppError('INVALID', 'errors.alertLink')
  const madeAt = Number(match[2])
  if (now - madeAt > CONFIRM_LINK_MS) throw expired()
  return { ids: match[1].split(',').map(Number), madeAt }
}

/** A manage link for an address, stamped with when it was made (so that it can be revoked). */
export function manageLink(secret: string, email: string, now = Date.now()): string {
  return signLink(secret, 'manage', `${email}\n${now}`)
}

/**
 * The address a manage link is for. Deleting everything revokes every link made until then: a
 * link older than the address's last deletion is refused (older links without a time, too).
 */
export async function readManageLink(db: Database, secret: string, token: unknown): Promise<string> {
  const subject = readLink(secret, 'manage', token)
  const cut = subject.lastIndexOf('\n')
  const email = cut < 0 ? subject : subject.slice(0, cut)
  const madeAt = cut < 0 ? 0 : Number(subject.slice(cut + 1))
  const [revoked] = await db.select({ at: alertLinkRevocations.revokedAt }).from(alertLinkRevocations).where(eq(alertLinkRevocations.email, email)).limit(1)
  if (revoked && madeAt <= revoked.at.getTime()) throw new AppError('INVALID', 'errors.alertLinkRevoked')
  return email
}

/** Every manage link of the address made until now stops working (DELETE everything, or an erasure). */
export async function revokeManageLinks(db: Database, email: string, now = new Date()): Promise<void> {
  await db
    .insert(alertLinkRevocations)
    .values({ email, revokedAt: now })
    .onConflictDoUpdate({ target: alertLinkRevocations.email, set: { revokedAt: now } })
}

import { createHmac, timingSafeEqual } from 'node:crypto'
import { AppError } from '../errors.ts'

/**
 * What an alert mail's links may do, each signed for one purpose and one subject: confirm or
 * unsubscribe one saved search (its id), manage every alert of an address (the address). Only the
 * portal can make them, so nobody unsubscribes or reads someone else's alerts.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe' | 'manage'

const signatureOf = (secret: string, purpose: LinkPurpose, subject: string) => createHmac('sha256', secret).update(`${purpose}\n${subject}`).digest('base64url')

export function signLink(secret: string, purpose: LinkPurpose, subject: string | number): string {
  const text = String(subject)
  return `${Buffer.from(text).toString('base64url')}.${signatureOf(secret, purpose, text)}`
}

/** The subject of a token signed for `purpose`; a tampered, foreign or malformed token is a 400. */
export function readLink(secret: string, purpose: LinkPurpose, token: unknown): string {
  const refused = new AppError('INVALID', 'errors.alertLink')
  if (typeof token !== 'string' || token.length > 600) throw refused
  const [encoded, signature, ...rest] = token.split('.')
  if (!encoded || !signature || rest.length > 0) throw refused
  const subject = Buffer.from(encoded, 'base64url').toString()
  const expected = Buffer.from(signatureOf(secret, purpose, subject))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused
  return subject
}

import type { Context } from 'hono'
import type { AppEnv } from '../context.ts'
import { AppError } from '../errors.ts'
import { clientKey } from '../http.ts'
import { countInWindow } from '../services/rateCounters.ts'
import { honeypotFilled } from '../services/inquiries.ts'
import { spendProofOfWork } from '../services/proofOfWork.ts'

// The public forms' defences (contact, inquiry, report), in one place and one order.

const FORM_WINDOW_MS = 10 * 60_000

/** Counted before any check (a client sending bad forms is throttled too), in the database every process shares. */
export async function countFormPost(c: Context<AppEnv>): Promise<void> {
  const { db, contactLimit } = c.get('services')
  const { hits, retryAfter } = await countInWindow(db, `form:client:${clientKey(c)}`, FORM_WINDOW_MS)
  if (hits > contactLimit) throw new AppError('TOO_MANY_REQUESTS', 'errors.contact.throttled', { retryAfter })
}

/**
 * After the fields are checked: false for a bot that filled the honeypot (it is told what a person is
 * told, and nothing is kept or sent); a post without a valid, unused proof of work is a 400.
 */
export async function fromAPerson(c: Context<AppEnv>, body: unknown): Promise<boolean> {
  if (honeypotFilled(body)) return false
  const { db, proofOfWork } = c.get('services')
  await spendProofOfWork(db, proofOfWork, (body as Record<string, unknown>).altcha)
  return true
}

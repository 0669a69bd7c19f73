import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { accountTokens } from '../db/schema.ts'
import { AppError } from '../errors.ts'

// The single-use links of sign-up, invitations and address changes (table `account_tokens`): the
// mail carries the token, the database only its SHA-256, so a copy of the database opens nothing.

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose']

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A new link for `userId`, valid `hours`; earlier unused links of the same purpose stop working. */
export async function issueAccountToken(db: Database, userId: number, purpose: AccountTokenPurpose, hours: number, detail: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
  await db.insert(accountTokens).values({ userId, purpose, tokenHash: sha256(token), detail, expiresAt: new Date(Date.now() + hours * 3_600_000) })
  return token
}

/**
 * Spends a link: its user and detail, or a 400 `errors.accountLink.invalid` when it is unknown,
 * used, expired or for another purpose. Marked used in the caller's transaction, and only once even
 * when two requests race (the update's condition decides).
 */
export async function spendAccountToken(db: Database, purpose: AccountTokenPurpose, token: string): Promise<{ userId: number; detail: string | null }> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ userId: accountTokens.userId, detail: accountTokens.detail })
  if (!row) throw new AppError('INVALID', 'errors.accountLink.invalid')
  return row
}

/**
 * A link's user, without spending it, or null when it is unknown, used, expired or for another
 * purpose: for a form that must check more (a password) before the link may be spent.
 */
export async function findAccountToken(db: Database, purpose: AccountTokenPurpose, token: string): Promise<{ userId: number; detail: string | null } | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId, detail: accountTokens.detail })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .limit(1)
  return row ?? null
}

import { eq, lte, sql } from 'drizzle-orm'
import type { TokenClaims, TokenService } from '../auth/tokens.ts'
import type { Database } from '../db/client.ts'
import { revokedSessions, users } from '../db/schema.ts'

/** POST /api/auth/logout: this session's tokens (the current one and any refreshed from it) end. */
export async function revokeSession(db: Database, tokens: TokenService, claims: TokenClaims): Promise<void> {
  // Kept only until the session would have ended by itself: no token of it verifies after that.
  const expiresAt = new Date(tokens.sessionEnd(claims) * 1000)
  await db.insert(revokedSessions).values({ sid: claims.sessionId, expiresAt }).onConflictDoNothing()
}

/**
 * Every token the user holds stops working at once, in every process: each request compares the
 * token's session version with the row's. Called in the transaction of the change that causes it.
 */
export async function endAllSessions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion })
  return row?.sessionVersion ?? 0
}

/** Rows of logged-out sessions that have ended anyway (housekeeping). */
export async function sweepRevokedSessions(db: Database): Promise<void> {
  await db.delete(revokedSessions).where(lte(revokedSessions.expiresAt, sql`now()`))
}

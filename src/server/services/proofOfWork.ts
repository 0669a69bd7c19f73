import { randomInt } from 'node:crypto'
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { spentChallenges } from '../db/schema.ts'
import { AppError } from '../errors.ts'

/** How much work a post costs: PBKDF2 rounds per try, and the range the number of tries is drawn from. */
export interface ProofOfWorkSettings {
  secret: string
  cost: number
  minCounter: number
  maxCounter: number
}

/** About a second of a phone's work per post: nothing for a person, a price for a bot sending thousands. */
export const DEFAULT_PROOF_OF_WORK = { cost: 500, minCounter: 1000, maxCounter: 3000 } as const

const LIFETIME_MS = 10 * 60_000

/** GET /api/challenge: a signed challenge the ALTCHA widget solves in the visitor's browser. */
export function newChallenge(settings: ProofOfWorkSettings): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: settings.cost,
    counter: randomInt(settings.minCounter, settings.maxCounter + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    hmacSignatureSecret: settings.secret,
  })
}

const refused = () => new AppError('INVALID', 'validation.altcha', { issues: [{ path: 'altcha', message: 'validation.altcha' }] })

function decode(raw: unknown): Payload | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 10_000) return null
  try {
    const payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload
    return payload && typeof payload === 'object' && payload.challenge && payload.solution ? payload : null
  } catch {
    return null
  }
}

/**
 * Checks the widget's `altcha` value: a solution of a challenge this server signed, not expired, and
 * never used before (recorded in `spent_challenges`, so every server process knows it). Anything
 * else is a 400 on `altcha`.
 */
export async function spendProofOfWork(db: Database, settings: ProofOfWorkSettings, raw: unknown): Promise<void> {
  const payload = decode(raw)
  if (!payload) throw refused()
  // A malformed challenge or solution makes the library throw: that is a refusal like any other.
  const verified = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: settings.secret }).then(
    (result) => result.verified,
    () => false,
  )
  const signature = payload.challenge.signature
  if (!verified || !signature) throw refused()
  const expiresAt = new Date(payload.challenge.parameters.expiresAt ? payload.challenge.parameters.expiresAt * 1000 : Date.now() + LIFETIME_MS)
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, sql`now()`))
  const spent = await db
    .insert(spentChallenges)
    .values({ signature: signature.slice(0, 128), expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature })
  if (spent.length === 0) throw refused()
}

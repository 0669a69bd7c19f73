import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateCounters as rc } from '../db/schema.ts'

// Counters live in the database so that every server process enforces one limit: with the counts
// in each process's memory, four processes behind a balancer would give four times the allowance.

const interval = (ms: number) => sql`${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`
/** Whole seconds from now until `at` (at least 1). */
const secondsUntil = (at: SQL | typeof rc.expiresAt) => sql<number>`greatest(1, ceil(extract(epoch from (${at} - now()))))::int`
const expired = sql`${rc.expiresAt} <= now()`

interface WindowCount {
  hits: number
  /** Seconds until the window closes and the count starts again. */
  retryAfter: number
}

/** Counts one event for `key` in a fixed window of `windowMs` that opens with the first event. */
export async function countInWindow(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await db
    .insert(rc)
    .values({ key, hits: 1, expiresAt: sql`now() + ${interval(windowMs)}` })
    .onConflictDoUpdate({
      target: rc.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rc.hits} + 1 end`,
        expiresAt: sql`case when ${expired} then now() + ${interval(windowMs)} else ${rc.expiresAt} end`,
      },
    })
    .returning({ hits: rc.hits, retryAfter: secondsUntil(rc.expiresAt) })
  return row
}

/**
 * How attempts that may fail (logins) are let through: the first `free` within `memoryMs` of each
 * other pass at once; from then on each admitted attempt blocks the key for a delay that doubles,
 * from `firstDelayMs` up to `maxDelayMs`, so a guesser slows down fast while a person who mistyped
 * a few times waits little.
 */
export interface GrowingDelay {
  free: number
  firstDelayMs: number
  maxDelayMs: number
  /** Failures older than this (counted from the last one) are forgotten. */
  memoryMs: number
}

/**
 * Admits one attempt for `key` and counts it before it is checked, so that many attempts sent at
 * once cannot all slip through before the first one fails. Returns null when admitted, or the
 * seconds to wait when the key is blocked (the refused attempt is not counted).
 */
export async function admitAttempt(db: Database, key: string, rule: GrowingDelay): Promise<number | null> {
  const next = sql`case when ${expired} then 1 else ${rc.hits} + 1 end`
  const delay = (hits: SQL) =>
    sql`case when ${hits} >= ${rule.free} then now() + least(${rule.firstDelayMs}::float8 * power(2, ${hits} - ${rule.free}), ${rule.maxDelayMs}::float8) * interval '1 millisecond' end`
  const admitted = await db
    .insert(rc)
    .values({ key, hits: 1, expiresAt: sql`now() + ${interval(rule.memoryMs)}`, blockedUntil: delay(sql`1`) })
    .onConflictDoUpdate({
      target: rc.key,
      set: { hits: next, expiresAt: sql`now() + ${interval(rule.memoryMs)}`, blockedUntil: delay(next) },
      setWhere: or(isNull(rc.blockedUntil), lt(rc.blockedUntil, sql`now()`)),
    })
    .returning({ key: rc.key })
  if (admitted.length > 0) return null
  const [blocked] = await db
    .select({ wait: secondsUntil(sql`${rc.blockedUntil}`) })
    .from(rc)
    .where(eq(rc.key, key))
  return blocked?.wait ?? 1
}

/** The longest wait among `keys` that are blocked now, or null when none is. */
export async function blockedFor(db: Database, keys: string[]): Promise<number | null> {
  const [row] = await db
    .select({ wait: sql<number | null>`max(${secondsUntil(sql`${rc.blockedUntil}`)})` })
    .from(rc)
    .where(and(inArray(rc.key, keys), sql`${rc.blockedUntil} > now()`))
  return row?.wait ?? null
}

/** Forgets the attempts counted for `keys` (a successful login clears its account's failures). */
export async function forget(db: Database, keys: string[]): Promise<void> {
  await db.delete(rc).where(inArray(rc.key, keys))
}

/**
 * Takes back one admitted attempt that turned out fine, lifting the block it may have set when
 * the key is back under `free` (an office behind one address logging in all day is not guessing).
 */
export async function takeBack(db: Database, key: string, rule: GrowingDelay): Promise<void> {
  await db
    .update(rc)
    .set({ hits: sql`greatest(${rc.hits} - 1, 0)`, blockedUntil: sql`case when ${rc.hits} - 1 < ${rule.free} then null else ${rc.blockedUntil} end` })
    .where(eq(rc.key, key))
}

/** Deletes counters whose window and block have both passed (run now and then by each process). */
export async function sweepRateCounters(db: Database): Promise<number> {
  const gone = await db
    .delete(rc)
    .where(and(expired, or(isNull(rc.blockedUntil), lt(rc.blockedUntil, sql`now()`))))
    .returning({ key: rc.key })
  return gone.length
}

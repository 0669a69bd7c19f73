import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rateCounters } from '../../src/server/db/schema.ts'
import { admitAttempt, countInWindow, sweepRateCounters, takeBack } from '../../src/server/services/rateCounters.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'

// Issue 13: the counters behind the login throttle and the form limit, kept in the database so
// that every process enforces one limit.

const t = setUpTestApp()

const keys = async () => (await t.db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key).sort()
const rule = { free: 3, firstDelayMs: 10_000, maxDelayMs: 40_000, memoryMs: 60_000 }

describe('counting in a window', () => {
  it('counts per key and starts again once the window has passed', async () => {
    expect((await countInWindow(t.db, 'w:a', 60_000)).hits).toBe(1)
    expect((await countInWindow(t.db, 'w:a', 60_000)).hits).toBe(2)
    expect((await countInWindow(t.db, 'w:b', 60_000)).hits).toBe(1)
    const third = await countInWindow(t.db, 'w:a', 60_000)
    expect(third.hits).toBe(3)
    expect(third.retryAfter).toBeGreaterThan(0)
    expect(third.retryAfter).toBeLessThanOrEqual(60)
    await t.db
      .update(rateCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${rateCounters.key} = 'w:a'`)
    expect((await countInWindow(t.db, 'w:a', 60_000)).hits).toBe(1)
  })
})

describe('attempts with growing delays', () => {
  it('lets the free attempts through, then refuses until the block passes', async () => {
    const results = []
    for (let i = 0; i < 5; i++) results.push(await admitAttempt(t.db, 'g:a', rule))
    // The third (the last free one) sets a 10-second block: the fourth and fifth wait.
    expect(results.slice(0, 3)).toEqual([null, null, null])
    expect(results[3]).toBeGreaterThan(0)
    expect(results[3]).toBeLessThanOrEqual(10)
    expect(results[4]).toBeLessThanOrEqual(10)
  })

  it('giving back an attempt under the free count lifts the block it set', async () => {
    for (let i = 0; i < 3; i++) expect(await admitAttempt(t.db, 'g:b', rule)).toBeNull()
    expect(await admitAttempt(t.db, 'g:b', rule)).not.toBeNull()
    await takeBack(t.db, 'g:b', rule)
    expect(await admitAttempt(t.db, 'g:b', rule)).toBeNull()
  })
})

describe('the sweep', () => {
  it('forgets counters whose window and block have both passed, and keeps the others', async () => {
    await countInWindow(t.db, 's:live', 60_000)
    await countInWindow(t.db, 's:old', 60_000)
    await countInWindow(t.db, 's:blocked', 60_000)
    await t.db
      .update(rateCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${rateCounters.key} in ('s:old', 's:blocked')`)
    await t.db
      .update(rateCounters)
      .set({ blockedUntil: sql`now() + interval '1 minute'` })
      .where(sql`${rateCounters.key} = 's:blocked'`)
    await sweepRateCounters(t.db)
    expect((await keys()).filter((k) => k.startsWith('s:'))).toEqual(['s:blocked', 's:live'])
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { call } from '../fixtures/requests.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'
import { runOutRateCounters } from '../fixtures/rateCounters.ts'

// Issue 23, item 6: about 15 rotating client addresses used to keep any staff account locked out
// for good, its owner included. The account-wide count may tell guessers to wait, never its owner.

const t = setUpTestApp()
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, trustProxy: true })
})

const loginFrom = (address: string, email: string, password: string) => call(app, 'POST', '/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': address } })
const liftBlocks = (part: string) => runOutRateCounters(t, 'blockedUntil', part)

describe('a lock-out attempt from rotating addresses', () => {
  it('15 addresses guessing at the superadmin for rounds on end do not keep its owner out', async () => {
    const owner = { email: 'root@test.local', password: 'RootPass123!' }
    const statuses = new Set<number>()
    for (let round = 0; round < 2; round++) {
      for (let client = 1; client <= 15; client++) {
        // Each address guesses until it is throttled (a handful of tries at most).
        for (let guess = 0; guess < 7; guess++) {
          const res = await loginFrom(`198.51.100.${client}`, owner.email, `Guess-${round}-${guess}!`)
          statuses.add(res.status)
          if (res.status === 429) break
        }
      }
      // Time passes: the per-client blocks run out and the guessing starts over.
      await liftBlocks('login:')
    }
    // The guessers were slowed down, and their guesses failed.
    expect([...statuses].sort()).toEqual([401, 429])
    // Still under attack (the account's count is high), the owner with the right password gets in
    // from an address it never used before, at once.
    await loginFrom('203.0.113.199', owner.email, 'Guess-again-1!')
    expect((await loginFrom('203.0.113.200', owner.email, 'Guess-again-2!')).status).toBe(429)
    const res = await loginFrom('203.0.113.201', owner.email, owner.password)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(owner.email)
  }, 180_000)

  it('one address guessing at one account is still blocked, the right password included', async () => {
    const user = await t.user('admin')
    for (let i = 0; i < 5; i++) expect((await loginFrom('192.0.2.50', user.email, `Wrong-${i}-Pass!`)).status).toBe(401)
    expect((await loginFrom('192.0.2.50', user.email, user.password)).status).toBe(429)
    // From elsewhere, the owner gets in.
    expect((await loginFrom('192.0.2.51', user.email, user.password)).status).toBe(200)
  })
})

import { SignJWT } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, OWASP_COST_LOG2, setPasswordCost, verifyPassword } from '../../src/server/auth/password.ts'
import { createTokenService, MAX_SESSION_SECONDS } from '../../src/server/auth/tokens.ts'
import { setTestPasswordCost } from '../fixtures/testPasswordCost.ts'

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse')
    expect(hash.startsWith('scrypt$')).toBe(true)
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horsE', hash)).toBe(false)
  })
  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })
})

describe("a test server's lighter hashes (PASSWORD_HASH_COST)", () => {
  afterEach(setTestPasswordCost)

  it('hash at the N they set, verify, and are not rehashed while the setting stays', async () => {
    setPasswordCost(12)
    const light = await hashPassword('correct horse')
    expect(light).toMatch(/^scrypt\$4096\$8\$1\$/)
    expect(await verifyPassword('correct horse', light)).toBe(true)
    expect(await verifyPassword('correct horsE', light)).toBe(false)
    expect(needsRehash(light)).toBe(false)
    // A server back at OWASP's cost rehashes them at the owner's next login.
    setPasswordCost(OWASP_COST_LOG2)
    expect(needsRehash(light)).toBe(true)
    expect(await hashPassword('correct horse')).toMatch(/^scrypt\$131072\$8\$1\$/)
  })
})

describe('tokens', () => {
  const secret = new TextEncoder().encode('x'.repeat(40))
  let clock = Date.UTC(2026, 0, 1, 8)
  const tokens = createTokenService(secret, { lifetimeSeconds: 3600, now: () => clock })
  const session = { userId: 7, sessionVersion: 2 }
  it('round-trips the user id, session version and session id', async () => {
    const claims = await tokens.verify(await tokens.issue(session))
    expect(claims).toMatchObject({ userId: 7, sessionVersion: 2 })
    expect(claims?.sessionId).toMatch(/^[\w-]{20,}$/)
    expect(claims?.loginAt).toBe(Math.floor(clock / 1000))
  })
  it('rejects a token signed with another secret', async () => {
    const other = createTokenService(new TextEncoder().encode('y'.repeat(40)))
    expect(await tokens.verify(await other.issue(session))).toBeNull()
  })
  it('rejects an expired token and one without session claims', async () => {
    const now = Math.floor(clock / 1000)
    const expired = await new SignJWT({ sv: 0, lat: now - 7200 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setJti('s'.repeat(22))
      .setIssuer('inmobiliaria')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(secret)
    expect(await tokens.verify(expired)).toBeNull()
    const bare = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('inmobiliaria')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(secret)
    expect(await tokens.verify(bare)).toBeNull()
  })
  it('asks for a refresh only past half the lifetime', async () => {
    const claims = (await tokens.verify(await tokens.issue(session)))!
    clock += 1700 * 1000
    expect(tokens.needsRefresh(claims)).toBe(false)
    clock += 200 * 1000
    expect(tokens.needsRefresh(claims)).toBe(true)
  })
  it('keeps the session id and login time through refreshes, and ends the session 12 hours after login', async () => {
    const first = (await tokens.verify(await tokens.issue(session)))!
    let claims = first
    // Refreshed every 50 minutes for 11 hours 40 minutes: still the same session.
    for (let i = 0; i < 14; i++) {
      clock += 50 * 60 * 1000
      const refreshed = await tokens.issue({ ...session, sessionId: claims.sessionId, loginAt: claims.loginAt })
      claims = (await tokens.verify(refreshed))!
      expect(claims.sessionId).toBe(first.sessionId)
      expect(claims.loginAt).toBe(first.loginAt)
    }
    // The last token runs only to the session's end, not a full lifetime past it.
    expect(claims.expiresAt).toBe(first.loginAt + MAX_SESSION_SECONDS)
    const last = await tokens.issue({ ...session, sessionId: claims.sessionId, loginAt: claims.loginAt })
    clock = (first.loginAt + MAX_SESSION_SECONDS) * 1000
    expect(await tokens.verify(last)).toBeNull()
  })
})

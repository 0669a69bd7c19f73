import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../src/server/auth/password.ts'
import { createTokenService } from '../../src/server/auth/tokens.ts'

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

describe('tokens', () => {
  const secret = new TextEncoder().encode('x'.repeat(40))
  const tokens = createTokenService(secret, 3600)
  it('round-trips the user id', async () => {
    const claims = await tokens.verify(await tokens.issue(7))
    expect(claims?.userId).toBe(7)
  })
  it('rejects a token signed with another secret', async () => {
    const other = createTokenService(new TextEncoder().encode('y'.repeat(40)))
    expect(await tokens.verify(await other.issue(7))).toBeNull()
  })
  it('rejects an expired token', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('inmobiliaria').setIssuedAt(now - 7200).setExpirationTime(now - 3600).sign(secret)
    expect(await tokens.verify(expired)).toBeNull()
  })
  it('asks for a refresh only past half the lifetime', () => {
    const claims = { userId: 1, issuedAt: 1000, expiresAt: 4600 }
    expect(tokens.needsRefresh(claims, 2700)).toBe(false)
    expect(tokens.needsRefresh(claims, 2900)).toBe(true)
  })
})

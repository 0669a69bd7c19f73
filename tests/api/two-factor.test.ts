import { eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'
import { createSecretBox } from '../../src/server/auth/secretBox.ts'
import { recoveryCodes, userTwoFactor } from '../../src/server/db/schema.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { appOnSameDatabase, call, expectNoSecrets } from '../fixtures/requests.ts'
import type { TestApp, TestUser } from '../fixtures/testApp.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'

const INVALID_CREDENTIALS = 'Correo electrónico o contraseña incorrectos.'

const t = setUpTestApp()

type App = TestApp['app']
const post = (path: string, body: unknown, token?: string, app: App = t.app) => call(app, 'POST', path, body, { token })
// Every login from a client of its own: the tests here count no failures against each other.
const login = (body: unknown) => post('/api/auth/login', body, undefined, appOnSameDatabase(t))

const now = () => Math.floor(Date.now() / 1000)
/** The app's code for the 30-second step `steps` away from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 })

/** A 401 carrying `twoFactorRequired: true` and a message, nothing else. */
async function expectCodeAsked(res: Response) {
  const text = await res.text()
  expect(res.status, text).toBe(401)
  const body = JSON.parse(text) as Record<string, unknown>
  expect(Object.keys(body).sort()).toEqual(['message', 'twoFactorRequired'])
  expect(body.twoFactorRequired).toBe(true)
  expect(typeof body.message).toBe('string')
  expect(body).not.toHaveProperty('token')
  return body as { message: string; twoFactorRequired: true }
}

async function setUp(user: TestUser) {
  const res = await post('/api/auth/2fa/setup', undefined, user.token)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { secret: string; otpauthUrl: string }
  expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/)
  return body
}

/** A user with two factors on: the secret and the recovery codes shown once. */
async function withTwoFactor(role: 'admin' | 'superadmin' = 'admin') {
  const user = await t.user(role)
  const { secret } = await setUp(user)
  const enabledAt = now()
  const res = await post('/api/auth/2fa/enable', { code: await generate({ secret, epoch: enabledAt }) }, user.token)
  expect(res.status, await res.clone().text()).toBe(200)
  const { recoveryCodes: codes } = (await res.json()) as { recoveryCodes: string[] }
  return { user, secret, codes, enabledAt }
}

describe('the sealed secrets', () => {
  it('open only with their key and on their own user; an altered one does not open', () => {
    const key = new Uint8Array(32).fill(7)
    const box = createSecretBox(key)
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(box.open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXP')
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:1')).not.toBe(sealed)
    expect(box.open(sealed, 'totp:2')).toBeNull()
    expect(createSecretBox(new Uint8Array(32).fill(8)).open(sealed, 'totp:1')).toBeNull()
    const [v, iv, body, tag] = sealed.split('.')
    const flipped = body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`
    expect(box.open([v, iv, flipped, tag].join('.'), 'totp:1')).toBeNull()
    expect(box.open('garbage', 'totp:1')).toBeNull()
  })
})

describe('setting up two factors', () => {
  it('setup gives a secret and an otpauth URL naming the portal and the account; it is not asked at login until enabled', async () => {
    const user = await t.user()
    const { secret, otpauthUrl } = await setUp(user)
    const url = new URL(otpauthUrl)
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(url.searchParams.get('secret')).toBe(secret)
    expect(url.searchParams.get('issuer')).toBe('Inmobiliaria')
    expect(decodeURIComponent(url.pathname)).toContain(user.email)
    // Pending: the password alone still logs in.
    expect((await login({ email: user.email, password: user.password })).status).toBe(200)
    const state = await (await call(t.app, 'GET', '/api/auth/2fa', undefined, { token: user.token })).json()
    expect(state).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false })
  })

  it('the secret is stored sealed, not as the base32 the app shows', async () => {
    const user = await t.user()
    const { secret } = await setUp(user)
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id))
    expect(row.pendingSecret).toBeTruthy()
    expect(row.pendingSecret).not.toContain(secret)
    expect(row.pendingSecret).toMatch(/^v1\./)
  })

  it('a wrong or malformed code does not enable it (400 on code), a right one does and gives 10 recovery codes stored hashed', async () => {
    const user = await t.user()
    const { secret } = await setUp(user)
    const right = await codeAt(secret)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    await expectInvalidFields(await post('/api/auth/2fa/enable', { code: wrong }, user.token), ['code'])
    await expectInvalidFields(await post('/api/auth/2fa/enable', { code: 'abcdef' }, user.token), ['code'])
    await expectInvalidFields(await post('/api/auth/2fa/enable', {}, user.token), ['code'])
    expect((await login({ email: user.email, password: user.password })).status).toBe(200)

    const res = await post('/api/auth/2fa/enable', { code: right }, user.token)
    expect(res.status).toBe(200)
    const { recoveryCodes: codes } = (await res.json()) as { recoveryCodes: string[] }
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
    expect(stored).toHaveLength(10)
    for (const row of stored) for (const code of codes) expect(row.codeHash).not.toContain(code.replace('-', ''))
    // Enabling twice, or setting up again while on, is a conflict.
    await expectError(await post('/api/auth/2fa/enable', { code: await codeAt(secret, 1) }, user.token), 409)
    await expectError(await post('/api/auth/2fa/setup', undefined, user.token), 409)
  })

  it('enable without a setup first is a 409; the endpoints need a session', async () => {
    const user = await t.user()
    await expectError(await post('/api/auth/2fa/enable', { code: '123456' }, user.token), 409)
    await expectError(await post('/api/auth/2fa/setup', undefined), 401)
    await expectError(await post('/api/auth/2fa/enable', { code: '123456' }), 401)
    await expectError(await post('/api/auth/2fa/disable', { password: 'x', code: '123456' }), 401)
  })
})

describe('logging in with two factors', () => {
  it('the right password without a code is a 401 asking for it; a wrong password does not reveal that 2FA is on', async () => {
    const { user } = await withTwoFactor()
    const asked = await expectCodeAsked(await login({ email: user.email, password: user.password }))
    expect(asked.message).not.toBe(INVALID_CREDENTIALS)
    const wrong = await expectError(await login({ email: user.email, password: 'WrongPass123!' }), 401)
    expect(wrong).toEqual({ message: INVALID_CREDENTIALS })
    // A wrong password with a code looks the same too.
    expect(await expectError(await login({ email: user.email, password: 'WrongPass123!', code: '123456' }), 401)).toEqual(wrong)
  })

  it('a current code logs in once; the same code again is refused (no replay)', async () => {
    const { user, secret } = await withTwoFactor()
    // The step used to enable is spent; the next one is within the accepted drift.
    const code = await codeAt(secret, 1)
    const res = await login({ email: user.email, password: user.password, code })
    const text = await res.text()
    expect(res.status, text).toBe(200)
    expectNoSecrets(text, [user.password])
    expect(text).not.toContain(secret)
    const body = JSON.parse(text) as { token: string; user: { id: number } }
    expect(body.user.id).toBe(user.id)
    expect((await call(t.app, 'GET', '/api/auth/me', undefined, { token: body.token })).status).toBe(200)

    await expectCodeAsked(await login({ email: user.email, password: user.password, code }))
  })

  it('the code of the step used to enable, an older one, a far-off one and a wrong one are refused', async () => {
    const { user, secret, enabledAt } = await withTwoFactor()
    const at = (epoch: number) => generate({ secret, epoch })
    for (const code of [await at(enabledAt), await at(enabledAt - 30), await at(enabledAt + 150), '000000']) {
      const body = await expectCodeAsked(await login({ email: user.email, password: user.password, code }))
      expect(body.message).toBe('El código no es válido o ya se usó.')
    }
  })

  it('a recovery code (any case, with or without the dash) logs in once, then is spent', async () => {
    const { user, codes } = await withTwoFactor()
    const [first, second] = codes
    const ok = await login({ email: user.email, password: user.password, code: first.toUpperCase() })
    expect(ok.status, await ok.clone().text()).toBe(200)
    await expectCodeAsked(await login({ email: user.email, password: user.password, code: first }))
    expect((await login({ email: user.email, password: user.password, code: ` ${second.replace('-', '')} ` })).status).toBe(200)
    const state = await (await call(t.app, 'GET', '/api/auth/2fa', undefined, { token: user.token })).json()
    expect(state).toMatchObject({ enabled: true, recoveryCodesLeft: 8 })
  })

  it('another user’s recovery code or code does not work', async () => {
    const a = await withTwoFactor()
    const b = await withTwoFactor()
    await expectCodeAsked(await login({ email: a.user.email, password: a.user.password, code: b.codes[0] }))
    await expectCodeAsked(await login({ email: a.user.email, password: a.user.password, code: await codeAt(b.secret, 1) }))
  })

  it('a second process (same key, same database) reads the sealed secret; a code used on one is refused on the other', async () => {
    const { user, secret } = await withTwoFactor()
    const code = await codeAt(secret, 1)
    expect((await login({ email: user.email, password: user.password, code })).status).toBe(200)
    await expectCodeAsked(await login({ email: user.email, password: user.password, code }))
  })

  it('an over-long code is a 400 on code', async () => {
    const { user } = await withTwoFactor()
    await expectInvalidFields(await login({ email: user.email, password: user.password, code: 'x'.repeat(40) }), ['code'])
  })
})

describe('turning two factors off', () => {
  it('needs the password and a current code; a wrong one of either changes nothing', async () => {
    const { user, secret } = await withTwoFactor()
    await expectInvalidFields(await post('/api/auth/2fa/disable', { password: 'WrongPass123!', code: await codeAt(secret, 1) }, user.token), ['password'])
    await expectInvalidFields(await post('/api/auth/2fa/disable', { password: user.password, code: '000000' }, user.token), ['code'])
    await expectInvalidFields(await post('/api/auth/2fa/disable', {}, user.token), ['password', 'code'])
    await expectCodeAsked(await login({ email: user.email, password: user.password }))

    const res = await post('/api/auth/2fa/disable', { password: user.password, code: await codeAt(secret, 1) }, user.token)
    expect(res.status).toBe(204)
    expect((await login({ email: user.email, password: user.password })).status).toBe(200)
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([])
    await expectError(await post('/api/auth/2fa/disable', { password: user.password, code: '123456' }, user.token), 409)
  })

  it('a recovery code can stand in for the app (a lost phone)', async () => {
    const { user, codes } = await withTwoFactor()
    expect((await post('/api/auth/2fa/disable', { password: user.password, code: codes[3] }, user.token)).status).toBe(204)
  })
})

describe('a superadmin resetting someone’s two factors (lost phone and codes)', () => {
  it('turns them off for that user; only a superadmin may; an unknown user is a 404', async () => {
    const { user } = await withTwoFactor()
    const other = await t.user('admin')
    const boss = await t.user('superadmin')
    await expectError(await call(t.app, 'DELETE', `/api/users/${user.id}/two-factor`, undefined, { token: other.token }), 403)
    await expectCodeAsked(await login({ email: user.email, password: user.password }))
    expect((await call(t.app, 'DELETE', `/api/users/${user.id}/two-factor`, undefined, { token: boss.token })).status).toBe(204)
    expect((await login({ email: user.email, password: user.password })).status).toBe(200)
    await expectError(await call(t.app, 'DELETE', '/api/users/999999/two-factor', undefined, { token: boss.token }), 404)
  })
})

describe('a superadmin requiring two factors', () => {
  const put = (body: unknown, token: string) => call(t.app, 'PUT', '/api/admin/security', body, { token })

  it('only a superadmin reads or changes the setting; one without 2FA cannot turn it on (409); bad input is a 400', async () => {
    const admin = await t.user('admin')
    await expectError(await put({ requireTwoFactor: true }, admin.token), 403)
    await expectError(await call(t.app, 'GET', '/api/admin/security', undefined, { token: admin.token }), 403)
    const bare = await t.user('superadmin')
    await expectError(await put({ requireTwoFactor: true }, bare.token), 409)
    await expectInvalidFields(await put({ requireTwoFactor: 'maybe' }, bare.token), ['requireTwoFactor'])
    const got = await call(t.app, 'GET', '/api/admin/security', undefined, { token: bare.token })
    expect(await got.json()).toEqual({ requireTwoFactor: false })
  })

  it('once required, a staff member without 2FA logs in to a session that reaches only the 2FA set-up, until enabled', async () => {
    const boss = await withTwoFactor('superadmin')
    const on = await put({ requireTwoFactor: true }, boss.user.token)
    expect(on.status).toBe(200)
    expect(await on.json()).toEqual({ requireTwoFactor: true })
    try {
      const user = await t.user('admin')
      const res = await login({ email: user.email, password: user.password })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { token: string; twoFactorSetupRequired?: boolean }
      expect(body.twoFactorSetupRequired).toBe(true)
      const token = body.token

      const blocked = await call(t.app, 'GET', '/api/admin/dashboard-stats', undefined, { token })
      expect(blocked.status).toBe(403)
      expect(await blocked.json()).toEqual({ message: 'Activa la verificación en dos pasos en tu cuenta para continuar.', twoFactorSetupRequired: true })
      expect((await call(t.app, 'GET', '/api/users', undefined, { token })).status).toBe(403)
      expect((await call(t.app, 'GET', '/api/auth/me', undefined, { token })).status).toBe(200)
      expect(await (await call(t.app, 'GET', '/api/auth/2fa', undefined, { token })).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true })

      const { secret } = await setUp({ ...user, token })
      expect((await post('/api/auth/2fa/enable', { code: await codeAt(secret) }, token)).status).toBe(200)
      // The same session now reaches the admin.
      expect((await call(t.app, 'GET', '/api/admin/dashboard-stats', undefined, { token })).status).toBe(200)

      // Users who have it on are not affected: their login is as usual, with the code.
      const again = await login({ email: boss.user.email, password: boss.user.password, code: await codeAt(boss.secret, 1) })
      expect(again.status).toBe(200)
      expect(await again.json()).not.toHaveProperty('twoFactorSetupRequired')
    } finally {
      expect((await put({ requireTwoFactor: false }, boss.user.token)).status).toBe(200)
    }
    const free = await t.user('admin')
    expect((await call(t.app, 'GET', '/api/admin/dashboard-stats', undefined, { token: free.token })).status).toBe(200)
  })
})

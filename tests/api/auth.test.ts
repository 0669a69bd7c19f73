import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { expectError, expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { appOnSameDatabase, call, expectNoSecrets, type CallOptions } from '../fixtures/requests.ts'
import type { TestApp } from '../fixtures/testApp.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'
import { runOutRateCounters } from '../fixtures/rateCounters.ts'

const ROOT = { email: 'root@test.local', password: 'RootPass123!' }
const INVALID_CREDENTIALS = 'Correo electrónico o contraseña incorrectos.'
const EMAIL_MESSAGE = 'Por favor, introduce una dirección de correo electrónico válida.'
const PASSWORD_MESSAGE = 'La contraseña debe tener al menos 8 caracteres.'
const UNAUTHORIZED = 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.'
const SESSION_USER_KEYS = ['advertiserId', 'advertiserKind', 'advertiserStatus', 'agencyRole', 'email', 'id', 'name', 'phoneNumber', 'role']

const t = setUpTestApp()

type App = TestApp['app']
const login = (body: unknown, options: CallOptions = {}, app: App = t.app) => call(app, 'POST', '/api/auth/login', body, options)
const me = (token?: string) => call(t.app, 'GET', '/api/auth/me', undefined, { token })

interface LoginBody {
  user: { id: number; name: string; email: string; role: string; phoneNumber: string | null }
  token: string
  message: string
}

async function expectLoggedIn(res: Response, plainPassword: string): Promise<LoginBody> {
  const text = await res.text()
  expect(res.status, text).toBe(200)
  expectNoSecrets(text, [plainPassword])
  const body = JSON.parse(text) as LoginBody
  expect(Object.keys(body).sort()).toEqual(['message', 'token', 'user'])
  expect(Object.keys(body.user).sort()).toEqual(SESSION_USER_KEYS)
  expect(typeof body.token).toBe('string')
  expect(body.token.length).toBeGreaterThan(20)
  expect(typeof body.message).toBe('string')
  expect(body.message.length).toBeGreaterThan(0)
  return body
}

describe('logging in', () => {
  it('the right email and password give the user, a working token and a welcome message, and no password or hash', async () => {
    const body = await expectLoggedIn(await login(ROOT), ROOT.password)
    expect(body.user).toMatchObject({ email: ROOT.email, role: 'superadmin' })
    expect(Number.isInteger(body.user.id)).toBe(true)
    expect(body.message).toContain(body.user.name)

    const res = await me(body.token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(body.user)
  })

  it('an admin logs in as role admin with its phone number', async () => {
    const admin = await t.user('admin', { name: 'Ana Admin', phoneNumber: '+593 99 123 4567' })
    const body = await expectLoggedIn(await login({ email: admin.email, password: admin.password }), admin.password)
    expect(body.user).toEqual({
      id: admin.id,
      name: 'Ana Admin',
      email: admin.email,
      role: 'admin',
      phoneNumber: '+593 99 123 4567',
      advertiserId: expect.any(Number),
      advertiserKind: 'independent',
      advertiserStatus: 'approved',
      agencyRole: null,
    })
  })

  it('the email is not case-sensitive', async () => {
    const body = await expectLoggedIn(await login({ email: 'ROOT@Test.Local', password: ROOT.password }), ROOT.password)
    expect(body.user.email).toBe(ROOT.email)
  })

  it('a wrong password and an unknown email get the same 401 answer, without a token', async () => {
    const wrongPassword = await login({ email: ROOT.email, password: 'WrongPass123!' })
    const wrongBody = await expectError(wrongPassword, 401)
    const unknown = await login({ email: 'nobody-here@test.local', password: 'WrongPass123!' })
    const unknownBody = await expectError(unknown, 401)
    expect(wrongBody).toEqual({ message: INVALID_CREDENTIALS })
    expect(unknownBody).toEqual(wrongBody)
  })

  it('a malformed email and a short password are a 400 naming both fields with the form messages', async () => {
    const body = await expectInvalidFields(await login({ email: 'not-an-email', password: 'short' }), ['email', 'password'])
    expect(messageOf(body, 'email')).toBe(EMAIL_MESSAGE)
    expect(messageOf(body, 'password')).toBe(PASSWORD_MESSAGE)
  })

  it('missing email and password are a 400 naming both fields', async () => {
    const body = await expectInvalidFields(await login({}), ['email', 'password'])
    expect(messageOf(body, 'email')).toBe(EMAIL_MESSAGE)
    expect(messageOf(body, 'password')).toBe(PASSWORD_MESSAGE)
  })

  it('a 7-character password is refused by validation, not checked against the account', async () => {
    const body = await expectInvalidFields(await login({ email: ROOT.email, password: 'Root123' }), ['password'])
    expect(messageOf(body, 'password')).toBe(PASSWORD_MESSAGE)
  })

  it('malformed JSON is a 400, not a crash', async () => {
    await expectError(await login('{"email": "root@test.local", "password": '), 400)
  })

  it('a JSON array or a bare string as the body is a 400', async () => {
    await expectError(await login([ROOT]), 400)
    await expectError(await login('"root@test.local"'), 400)
  })

  it('a form post instead of JSON is a 415', async () => {
    const res = await login(`email=${encodeURIComponent(ROOT.email)}&password=${encodeURIComponent(ROOT.password)}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    await expectError(res, 415)
    const plain = await login(JSON.stringify(ROOT), { headers: { 'content-type': 'text/plain' } })
    await expectError(plain, 415)
  })

  it('a disabled account answers its right password exactly as a wrong one: the same 401, no token', async () => {
    const disabled = await t.user('admin', { isActive: false })
    const right = await login({ email: disabled.email, password: disabled.password })
    const rightBody = await expectError(right, 401)
    const wrongBody = await expectError(await login({ email: disabled.email, password: 'WrongPass123!' }), 401)
    expect(rightBody).toEqual({ message: INVALID_CREDENTIALS })
    expect(wrongBody).toEqual(rightBody)
  })

  it('asking in English gives English error messages', async () => {
    const wrong = await expectError(await login({ email: ROOT.email, password: 'WrongPass123!' }, { lang: 'en' }), 401)
    expect(wrong.message).toBe('Incorrect email or password.')

    const invalid = await expectInvalidFields(await login({ email: 'nope', password: 'x' }, { lang: 'en-US,en;q=0.9' }), ['email', 'password'])
    expect(messageOf(invalid, 'email')).toBe('Please enter a valid email address.')
    expect(messageOf(invalid, 'password')).toBe('The password must be at least 8 characters long.')
    expect(invalid.message).not.toBe('Los datos enviados no son válidos.')
  })

  it('asking in Portuguese gives Portuguese error messages', async () => {
    const invalid = await expectInvalidFields(await login({ email: 'nope', password: 'x' }, { lang: 'pt-BR' }), ['email', 'password'])
    expect(messageOf(invalid, 'email')).toBe('Por favor, informe um endereço de e-mail válido.')
  })
})

// Many scrypt checks at N = 2^17 (about a second each on a busy 2-CPU machine).
describe('repeated failed logins', { timeout: 120_000 }, () => {
  /** The retry-after of a throttled answer, checked for the contract's shape and wording. */
  async function expectThrottled(res: Response): Promise<number> {
    const retryAfter = Number(res.headers.get('retry-after'))
    const body = await expectError(res, 429)
    expect(body.message).toMatch(/demasiados intentos fallidos/i)
    expect(body.message).toMatch(/\d+ (segundos|minutos)/)
    expect(retryAfter).toBeGreaterThan(0)
    return retryAfter
  }
  const liftBlocks = (part: string) => runOutRateCounters(t, 'blockedUntil', part)

  it('after 5 wrong passwords from one client the 6th attempt is refused with 429, even with the right password', async () => {
    const app = appOnSameDatabase(t)
    const victim = await t.user('admin')
    for (let i = 0; i < 5; i++) {
      await expectError(await login({ email: victim.email, password: `Wrong-${i}-Pass` }, {}, app), 401)
    }
    const retryAfter = await expectThrottled(await login({ email: victim.email, password: victim.password }, {}, app))
    expect(retryAfter).toBeLessThanOrEqual(60)
  })

  it('the guesser is throttled, not the account: its owner still logs in from another client', async () => {
    const guesser = appOnSameDatabase(t)
    const victim = await t.user('admin')
    for (let i = 0; i < 5; i++) await expectError(await login({ email: victim.email, password: 'WrongPass123!' }, {}, guesser), 401)
    await expectThrottled(await login({ email: victim.email, password: 'WrongPass123!' }, {}, guesser))
    await expectLoggedIn(await login({ email: victim.email, password: victim.password }, {}, appOnSameDatabase(t)), victim.password)
  })

  it('each guess after a block has run out blocks for twice as long, up to 15 minutes', async () => {
    const app = appOnSameDatabase(t)
    const victim = await t.user('admin')
    for (let i = 0; i < 5; i++) await expectError(await login({ email: victim.email, password: 'WrongPass123!' }, {}, app), 401)
    const waits = [await expectThrottled(await login({ email: victim.email, password: 'WrongPass123!' }, {}, app))]
    for (let round = 0; round < 5; round++) {
      await liftBlocks(victim.email)
      // One guess is let through once the block has run out, and the next is refused again.
      await expectError(await login({ email: victim.email, password: 'WrongPass123!' }, {}, app), 401)
      waits.push(await expectThrottled(await login({ email: victim.email, password: 'WrongPass123!' }, {}, app)))
    }
    // 1, 2, 4, 8 minutes, then the cap of 15 (a second of slack for the clock between the calls).
    const minutes = waits.map((w) => Math.round(w / 60))
    expect(minutes).toEqual([1, 2, 4, 8, 15, 15])
  })

  it('guesses at one account from many clients never refuse its owner the right password', async () => {
    const victim = await t.user('admin')
    for (let i = 0; i < 10; i++) await expectError(await login({ email: victim.email, password: 'WrongPass123!' }, {}, appOnSameDatabase(t)), 401)
    // The account is now under attack: a further wrong guess, from anywhere, is told to wait…
    const wait = await expectThrottled(await login({ email: victim.email, password: 'WrongPass123!' }, {}, appOnSameDatabase(t)))
    expect(wait).toBeLessThanOrEqual(60)
    // …but the right password is let in, from a client never seen before.
    await expectLoggedIn(await login({ email: victim.email, password: victim.password }, {}, appOnSameDatabase(t)), victim.password)
  })

  it('guesses sent all at once are counted before they are checked: at most 5 get an answer', async () => {
    const app = appOnSameDatabase(t)
    const victim = await t.user('admin')
    const answers = await Promise.all(Array.from({ length: 20 }, () => login({ email: victim.email, password: 'WrongPass123!' }, {}, app)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
  })

  it('failures through one server process count in another on the same database', async () => {
    const victim = await t.user('admin')
    const first = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, trustProxy: true })
    const second = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, trustProxy: true })
    const from = { headers: { 'x-forwarded-for': '203.0.113.50' } }
    for (let i = 0; i < 5; i++) await expectError(await login({ email: victim.email, password: 'WrongPass123!' }, from, i % 2 ? first : second), 401)
    await expectThrottled(await login({ email: victim.email, password: victim.password }, from, first))
    await expectThrottled(await login({ email: victim.email, password: victim.password }, from, second))
  })

  it('the lock-out of one account does not stop another account from logging in', async () => {
    const app = appOnSameDatabase(t)
    const victim = await t.user('admin')
    const other = await t.user('admin')
    for (let i = 0; i < 5; i++) await expectError(await login({ email: victim.email, password: 'WrongPass123!' }, {}, app), 401)
    await expectError(await login({ email: victim.email, password: victim.password }, {}, app), 429)
    await expectLoggedIn(await login({ email: other.email, password: other.password }, {}, app), other.password)
  })

  it('changing the letter case of the email does not get around the lock-out', async () => {
    const app = appOnSameDatabase(t)
    const victim = await t.user('admin')
    const variants = [victim.email, victim.email.toUpperCase(), victim.email, victim.email.toUpperCase(), victim.email]
    for (const email of variants) await expectError(await login({ email, password: 'WrongPass123!' }, {}, app), 401)
    await expectError(await login({ email: victim.email.toUpperCase(), password: victim.password }, {}, app), 429)
  })

  it('a successful login clears the earlier failures of that account', async () => {
    const app = appOnSameDatabase(t)
    const user = await t.user('admin')
    for (let i = 0; i < 4; i++) await expectError(await login({ email: user.email, password: 'WrongPass123!' }, {}, app), 401)
    await expectLoggedIn(await login({ email: user.email, password: user.password }, {}, app), user.password)
    for (let i = 0; i < 4; i++) await expectError(await login({ email: user.email, password: 'WrongPass123!' }, {}, app), 401)
    await expectLoggedIn(await login({ email: user.email, password: user.password }, {}, app), user.password)
  })

  it('successful logins from one address (an office) never add up to a block', async () => {
    const app = appOnSameDatabase(t)
    const staff = await Promise.all(Array.from({ length: 25 }, () => t.user('admin')))
    for (const person of staff) await expectLoggedIn(await login({ email: person.email, password: person.password }, {}, app), person.password)
  })

  it('one client guessing across many accounts is eventually throttled too', async () => {
    const app = appOnSameDatabase(t)
    let attempts = 0
    let status = 401
    while (status === 401 && attempts < 60) {
      attempts += 1
      const res = await login({ email: `guess${attempts}@test.local`, password: 'WrongPass123!' }, {}, app)
      status = res.status
      if (status === 429) await expectError(res, 429)
      else await expectError(res, 401)
    }
    expect(status, `still 401 after ${attempts} failed logins from one client`).toBe(429)
    expect(attempts).toBeGreaterThan(5)
  })
})

describe('GET /api/auth/me', () => {
  it('answers the logged-in user in the same shape as login', async () => {
    const admin = await t.user('admin', { name: 'Mora Me', phoneNumber: '(02) 555-1234' })
    const session = await expectLoggedIn(await login({ email: admin.email, password: admin.password }), admin.password)
    const res = await me(session.token)
    const text = await res.text()
    expect(res.status).toBe(200)
    expectNoSecrets(text, [admin.password])
    const body = JSON.parse(text)
    expect(Object.keys(body).sort()).toEqual(SESSION_USER_KEYS)
    expect(body).toEqual(session.user)
    expect(body).toEqual({
      id: admin.id,
      name: 'Mora Me',
      email: admin.email,
      role: 'admin',
      phoneNumber: '(02) 555-1234',
      advertiserId: expect.any(Number),
      advertiserKind: 'independent',
      advertiserStatus: 'approved',
      agencyRole: null,
    })
  })

  it('without a token is a 401', async () => {
    const body = await expectError(await me(), 401)
    expect(body.message).toBe(UNAUTHORIZED)
  })

  it('with a garbage or forged token is a 401', async () => {
    await expectError(await me('not-a-token'), 401)
    const root = await t.user('superadmin')
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(root.id))
      .setIssuer('inmobiliaria')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)))
    await expectError(await me(forged), 401)
    // The real token of the same user still works, so the 401 above is about the signature.
    expect((await me(root.token)).status).toBe(200)
  })

  it('a user disabled after logging in loses the session at once', async () => {
    const admin = await t.user('admin')
    const root = await t.user('superadmin')
    expect((await me(admin.token)).status).toBe(200)
    const res = await call(t.app, 'PATCH', `/api/users/${admin.id}`, { isActive: false }, { token: root.token })
    expect(res.status).toBe(200)
    await expectError(await me(admin.token), 401)
  })
})

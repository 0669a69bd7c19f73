import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { createTokenService } from '../../src/server/auth/tokens.ts'
import { users } from '../../src/server/db/schema.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import type { TestApp } from '../fixtures/testApp.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'

// Issue 23 §3: sessions that end (logout, logout everywhere, password/role changes, deactivation,
// the 12-hour limit), across processes, and the browser's HttpOnly cookie with its CSRF check.

const t = setUpTestApp()

const HOUR = 3600 * 1000
const me = (app: TestApp['app'], token: string) => call(app, 'GET', '/api/auth/me', undefined, { token })
const SAME_SITE = { 'sec-fetch-site': 'same-origin' }

function cookieOf(res: Response): string {
  const header = res.headers.get('set-cookie') ?? ''
  const match = header.match(/inmo_session=([^;]*)/)
  expect(match, `a session cookie in ${header}`).toBeTruthy()
  return match![1]
}

/** A user, and an app whose tokens read the time from `time.now` (now, until the test moves it). */
async function userOnClock() {
  const user = await t.user('admin')
  const time = { now: Date.now() }
  const tokens = createTokenService(t.secret, { now: () => time.now })
  const app = createApp({ db: t.db, storage: t.storage, tokens, responseCacheMs: 0 })
  return { user, time, tokens, app }
}

describe('logout', () => {
  it('ends this session only: its token answers 401, another session of the same user goes on', async () => {
    const user = await t.user('admin')
    const other = await t.tokens.issue({ userId: user.id, sessionVersion: 0 })
    const res = await call(t.app, 'POST', '/api/auth/logout', undefined, { token: user.token })
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toMatch(/inmo_session=;.*Max-Age=0/i)
    expect((await me(t.app, user.token)).status).toBe(401)
    expect((await me(t.app, other)).status).toBe(200)
  })

  it('also ends tokens refreshed from that session', async () => {
    const { user, time, tokens, app } = await userOnClock()
    const first = await tokens.issue({ userId: user.id, sessionVersion: 0 })
    time.now += 5 * HOUR
    const refreshed = (await me(app, first)).headers.get('x-refreshed-token')
    expect(refreshed).toBeTruthy()
    expect((await call(app, 'POST', '/api/auth/logout', undefined, { token: first })).status).toBe(204)
    expect((await me(app, refreshed!)).status).toBe(401)
  })

  it('answers 204 without a session, and refuses nothing else', async () => {
    expect((await call(t.app, 'POST', '/api/auth/logout')).status).toBe(204)
  })
})

describe('logout everywhere, and the changes that end every session', () => {
  it('logout-all: every token of the user answers 401; a new login works', async () => {
    const user = await t.user('admin')
    const other = await t.tokens.issue({ userId: user.id, sessionVersion: 0 })
    expect((await call(t.app, 'POST', '/api/auth/logout-all', undefined, { token: user.token })).status).toBe(204)
    expect((await me(t.app, user.token)).status).toBe(401)
    expect((await me(t.app, other)).status).toBe(401)
    expect((await call(t.app, 'POST', '/api/auth/logout-all')).status).toBe(401)
    const again = await call(t.app, 'POST', '/api/auth/login', { email: user.email, password: user.password })
    expect(again.status).toBe(200)
    expect((await me(t.app, ((await again.json()) as { token: string }).token)).status).toBe(200)
  })

  it('a role change or a deactivation by the superadmin ends the user’s sessions (and reactivating does not revive them)', async () => {
    const root = await t.user('superadmin')
    const promoted = await t.user('admin')
    const res = await call(t.app, 'PATCH', `/api/users/${promoted.id}`, { roleId: 'role_superadmin' }, { token: root.token })
    expect(res.status).toBe(200)
    expect((await me(t.app, promoted.token)).status).toBe(401)

    const disabled = await t.user('admin')
    expect((await call(t.app, 'PATCH', `/api/users/${disabled.id}`, { isActive: false }, { token: root.token })).status).toBe(200)
    expect((await call(t.app, 'PATCH', `/api/users/${disabled.id}`, { isActive: true }, { token: root.token })).status).toBe(200)
    expect((await me(t.app, disabled.token)).status).toBe(401)

    // A change of name alone ends nothing.
    const renamed = await t.user('admin')
    expect((await call(t.app, 'PATCH', `/api/users/${renamed.id}`, { name: 'Renamed Person' }, { token: root.token })).status).toBe(200)
    expect((await me(t.app, renamed.token)).status).toBe(200)
  })

  it('a change made through one process ends the sessions every other process serves, at once', async () => {
    const user = await t.user('admin')
    // Another app on the same database, as another server process would be (on PostgreSQL, with
    // a pool of its own).
    const second = await t.openSecondDb()
    const other = second ? createApp({ db: second.db, storage: t.storage, tokens: t.tokens, responseCacheMs: 0 }) : appOnSameDatabase(t)
    try {
      expect((await me(other, user.token)).status).toBe(200)
      const res = await call(t.app, 'POST', '/api/auth/password', { currentPassword: user.password, newPassword: 'Otra-Clave-Larga-2026' }, { token: user.token })
      expect(res.status, await res.clone().text()).toBe(200)
      expect((await me(other, user.token)).status).toBe(401)
      expect((await me(t.app, user.token)).status).toBe(401)
      // The token the change answered with is this device's new session, valid everywhere.
      const { token } = (await res.json()) as { token: string }
      expect((await me(other, token)).status).toBe(200)
    } finally {
      await second?.close()
    }
  })
})

describe('a session lives at most 12 hours from its login', () => {
  it('however often it is refreshed', async () => {
    const { user, time, tokens, app } = await userOnClock()
    const [row] = await t.db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, user.id))
    let token = await tokens.issue({ userId: user.id, sessionVersion: row.sessionVersion })
    const loginAt = time.now
    // Used 4.5 hours after login: refreshed (past half of its 8 hours), but only to the session's end…
    time.now = loginAt + 4.5 * HOUR
    const res = await me(app, token)
    expect(res.status).toBe(200)
    token = res.headers.get('x-refreshed-token')!
    expect((await tokens.verify(token))?.expiresAt).toBe(Math.floor(loginAt / 1000) + 12 * 3600)
    // …so later use has nothing longer to swap it for.
    time.now = loginAt + 9 * HOUR
    const later = await me(app, token)
    expect(later.status).toBe(200)
    expect(later.headers.get('x-refreshed-token')).toBeNull()
    time.now = loginAt + 11.9 * HOUR
    expect((await me(app, token)).status).toBe(200)
    // …and still over 12 hours after the login.
    time.now = loginAt + 12 * HOUR + 1000
    expect((await me(app, token)).status).toBe(401)
  })
})

describe('the browser’s session cookie', () => {
  it('login sets an HttpOnly, SameSite=Strict cookie for /api, which the API accepts like a bearer token', async () => {
    const user = await t.user('admin')
    const res = await call(t.app, 'POST', '/api/auth/login', { email: user.email, password: user.password })
    expect(res.status).toBe(200)
    const header = res.headers.get('set-cookie')!
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=Strict/i)
    expect(header).toMatch(/Path=\/api/i)
    // Not Secure on plain http (the tests' and a local server's); see the https case below.
    expect(header).not.toMatch(/Secure/i)
    const cookie = cookieOf(res)
    const byCookie = await t.app.request('/api/auth/me', { headers: { cookie: `inmo_session=${cookie}` } })
    expect(byCookie.status).toBe(200)
    expect(((await byCookie.json()) as { email: string }).email).toBe(user.email)
  })

  it('is Secure when the site is served over https', async () => {
    const user = await t.user('admin')
    const app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, siteUrl: 'https://portal.example', responseCacheMs: 0 })
    const res = await call(app, 'POST', '/api/auth/login', { email: user.email, password: user.password })
    expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i)
  })

  it('a write carried by the cookie must come from this site (CSRF): same-origin passes, cross-site or unknown does not', async () => {
    const user = await t.user('admin')
    const cookie = `inmo_session=${await t.tokens.issue({ userId: user.id, sessionVersion: 0 })}`
    const put = (headers: Record<string, string>) =>
      t.app.request('/api/auth/language', { method: 'PUT', headers: { cookie, 'content-type': 'application/json', ...headers }, body: JSON.stringify({ language: 'en' }) })
    expect((await put({ 'sec-fetch-site': 'cross-site' })).status).toBe(401)
    expect((await put({ 'sec-fetch-site': 'same-site' })).status).toBe(401)
    expect((await put({ origin: 'https://evil.example' })).status).toBe(401)
    expect((await put({})).status).toBe(401)
    expect((await put(SAME_SITE)).status).toBe(204)
    // A browser without Sec-Fetch-Site: its Origin must be this server's.
    expect((await put({ origin: 'http://localhost' })).status).toBe(204)
    // Reads need no such proof (SameSite=Strict already keeps the cookie off other sites' requests).
    expect((await t.app.request('/api/auth/me', { headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(200)
  })

  it('a cookie past half its life is renewed as a cookie of the same session (no token in a header)', async () => {
    const { user, time, tokens, app } = await userOnClock()
    const first = await tokens.issue({ userId: user.id, sessionVersion: 0 })
    time.now += 5 * HOUR
    const res = await app.request('/api/auth/me', { headers: { cookie: `inmo_session=${first}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-refreshed-token')).toBeNull()
    const renewed = cookieOf(res)
    expect(renewed).not.toBe(first)
    expect((await tokens.verify(renewed))?.sessionId).toBe((await tokens.verify(first))?.sessionId)
  })

  it('logout through the cookie ends the session and clears the cookie', async () => {
    const user = await t.user('admin')
    const token = await t.tokens.issue({ userId: user.id, sessionVersion: 0 })
    const res = await t.app.request('/api/auth/logout', { method: 'POST', headers: { cookie: `inmo_session=${token}`, ...SAME_SITE } })
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toMatch(/inmo_session=;/)
    expect((await me(t.app, token)).status).toBe(401)
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword, OWASP_COST_LOG2, setPasswordCost } from '../../src/server/auth/password.ts'
import { outbox, passwordResets, users } from '../../src/server/db/schema.ts'
import { startMailWorker, type MailWorker } from '../../src/server/mail/outbox.ts'
import { smtpSender } from '../../src/server/mail/smtpSender.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import { recipientsOf, startSmtp, type TestSmtp } from '../fixtures/smtpServer.ts'
import type { TestUser } from '../fixtures/testApp.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'
import { setTestPasswordCost } from '../fixtures/testPasswordCost.ts'

// Issue 23 §2: forgotten password by mail, changing one's own, the policy of new passwords, the
// mails that tell a user their account changed, and rehashing older hashes at login.

const t = setUpTestApp()
let smtp: TestSmtp
let worker: MailWorker
beforeAll(async () => {
  smtp = await startSmtp()
  worker = startMailWorker({ db: t.db, sender: smtpSender(`smtp://127.0.0.1:${smtp.port}`), from: 'Inmobiliaria <no-reply@inmobiliaria.test>', pollMs: 60_000 })
}, 180_000)
beforeEach(async () => {
  smtp.received.length = 0
  await t.db.delete(outbox)
})
afterAll(async () => {
  await worker?.stop()
  await smtp.close()
})

const me = (token: string) => call(t.app, 'GET', '/api/auth/me', undefined, { token })
const hashOf = async (id: number) => (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0].h

/** Sends what the outbox holds over SMTP and returns what the test's mail server received. */
async function deliveredMail() {
  await worker.runOnce()
  return smtp.received
}

async function requestReset(email: string, app = appOnSameDatabase(t), lang = 'es') {
  const res = await call(app, 'POST', '/api/auth/password-reset', { email }, { lang })
  return res
}

function tokenFrom(text: string): string {
  const match = text.match(/\/login#reset=([\w-]+)/)
  expect(match, `a reset link in: ${text}`).toBeTruthy()
  return match![1]
}

async function setLanguage(user: TestUser, language: 'es' | 'en' | 'pt') {
  await t.db.update(users).set({ language }).where(eq(users.id, user.id))
}

describe('forgotten password', () => {
  it('answers 202 for an unknown address and sends nothing; the same for a disabled account', async () => {
    const disabled = await t.user('admin', { isActive: false })
    for (const email of ['nobody-at-all@test.local', disabled.email]) {
      const res = await requestReset(email)
      expect(res.status).toBe(202)
      expect(((await res.json()) as { message: string }).message).toMatch(/Si la dirección pertenece a una cuenta/)
    }
    expect(await t.db.select().from(outbox)).toHaveLength(0)
    expect(await deliveredMail()).toHaveLength(0)
  })

  it('mails a link in the user’s language; the link sets a new password once; every session ends; a mail says so', async () => {
    const user = await t.user('admin', { name: 'Paula Reset' })
    await setLanguage(user, 'en')
    const res = await requestReset(user.email.toUpperCase())
    expect(res.status).toBe(202)
    const [mail] = await deliveredMail()
    expect(recipientsOf(mail)).toEqual([user.email])
    expect(mail.subject).toBe('Change your Inmobiliaria password')
    expect(mail.text).toContain('expires in 30 minutes')
    const token = tokenFrom(mail.text!)
    expect(mail.html).toContain(`/login#reset=${token}`)
    // Only the token's hash is kept.
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0].tokenHash).not.toContain(token)
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/)

    const before = await hashOf(user.id)
    // A bad password changes nothing, and the link still works.
    for (const [password, message] of [
      ['short-1', /at least 12 characters/],
      ['Password1234', /too common or easy to guess/],
      ['qwertyuiop123', /too common or easy to guess/],
    ] as const) {
      const bad = await call(t.app, 'POST', '/api/auth/password-reset/confirm', { token, password }, { lang: 'en' })
      expect(bad.status, password).toBe(400)
      const body = (await bad.json()) as { errors: { path: string; message: string }[] }
      expect(body.errors).toEqual([{ path: 'password', message: expect.stringMatching(message) }])
    }
    expect(await hashOf(user.id)).toBe(before)
    expect((await me(user.token)).status).toBe(200)

    smtp.received.length = 0
    const ok = await call(t.app, 'POST', '/api/auth/password-reset/confirm', { token, password: 'Una-Frase-Nueva-2026' }, { lang: 'en' })
    expect(ok.status, await ok.clone().text()).toBe(200)
    expect(((await ok.json()) as { message: string }).message).toBe('Password changed. You can now log in with it.')
    expect((await me(user.token)).status).toBe(401)
    const again = await call(t.app, 'POST', '/api/auth/password-reset/confirm', { token, password: 'Otra-Frase-Distinta-77' })
    expect(again.status).toBe(400)
    expect(((await again.json()) as { message: string }).message).toMatch(/no es válido, ya se usó o venció/)
    const [notice] = await deliveredMail()
    expect(recipientsOf(notice)).toEqual([user.email])
    expect(notice.subject).toBe('Your password was changed')
    expect(notice.text).not.toContain('Una-Frase-Nueva-2026')
    const login = await call(appOnSameDatabase(t), 'POST', '/api/auth/login', { email: user.email, password: 'Una-Frase-Nueva-2026' })
    expect(login.status).toBe(200)
  })

  it('a new request replaces the older link', async () => {
    const user = await t.user('admin')
    const app = appOnSameDatabase(t)
    await requestReset(user.email, app)
    await requestReset(user.email, app)
    const [first, second] = await deliveredMail()
    const res = await call(t.app, 'POST', '/api/auth/password-reset/confirm', { token: tokenFrom(first.text!), password: 'Una-Frase-Nueva-2026' })
    expect(res.status).toBe(400)
    expect((await call(t.app, 'POST', '/api/auth/password-reset/confirm', { token: tokenFrom(second.text!), password: 'Una-Frase-Nueva-2026' })).status).toBe(200)
  })

  it('a link expires after 30 minutes', async () => {
    const user = await t.user('admin')
    await requestReset(user.email)
    const [mail] = await deliveredMail()
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000
    expect(minutes).toBeGreaterThan(29.9)
    expect(minutes).toBeLessThan(30.1)
    // Aged past its end.
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.id, row.id))
    const before = await hashOf(user.id)
    const res = await call(t.app, 'POST', '/api/auth/password-reset/confirm', { token: tokenFrom(mail.text!), password: 'Una-Frase-Nueva-2026' })
    expect(res.status).toBe(400)
    expect(await hashOf(user.id)).toBe(before)
  })

  it('refuses a made-up or malformed token without changing anything', async () => {
    expect((await call(t.app, 'POST', '/api/auth/password-reset/confirm', { token: 'A'.repeat(43), password: 'Una-Frase-Nueva-2026' })).status).toBe(400)
    const malformed = await call(t.app, 'POST', '/api/auth/password-reset/confirm', { token: '../x', password: 'Una-Frase-Nueva-2026' })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['token'])
    expect((await call(t.app, 'POST', '/api/auth/password-reset', { email: 'not-an-email' })).status).toBe(400)
  })

  it('is throttled per client (429 past five requests in 15 minutes), whatever the address', async () => {
    const app = appOnSameDatabase(t)
    for (let i = 0; i < 5; i++) expect((await requestReset(`someone-${i}@test.local`, app)).status).toBe(202)
    const refused = await requestReset('another@test.local', app)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not affected.
    expect((await requestReset('another@test.local')).status).toBe(202)
  })
})

describe('changing one’s own password', () => {
  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const user = await t.user('admin')
    const before = await hashOf(user.id)
    const wrong = await call(t.app, 'POST', '/api/auth/password', { currentPassword: 'Not-The-Password-1', newPassword: 'Una-Frase-Nueva-2026' }, { token: user.token })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { errors: unknown }).errors).toEqual([{ path: 'currentPassword', message: 'La contraseña actual no es correcta.' }])
    const weak = await call(t.app, 'POST', '/api/auth/password', { currentPassword: user.password, newPassword: 'iloveyou1234' }, { token: user.token })
    expect(weak.status).toBe(400)
    expect(((await weak.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['newPassword'])
    const short = await call(t.app, 'POST', '/api/auth/password', { currentPassword: user.password, newPassword: 'Ab1!' }, { token: user.token })
    expect(short.status).toBe(400)
    expect(await hashOf(user.id)).toBe(before)
    expect((await me(user.token)).status).toBe(200)
    expect(await t.db.select().from(outbox)).toHaveLength(0)
    expect((await call(t.app, 'POST', '/api/auth/password', { currentPassword: user.password, newPassword: 'Una-Frase-Nueva-2026' })).status).toBe(401)
  })

  it('changes it: earlier tokens end, the answer carries a new session, a mail tells the user', async () => {
    const user = await t.user('admin')
    await setLanguage(user, 'pt')
    const res = await call(t.app, 'POST', '/api/auth/password', { currentPassword: user.password, newPassword: 'Una-Frase-Nueva-2026' }, { token: user.token, lang: 'pt' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { token: string; message: string }
    expect(body.message).toBe('Senha alterada. Encerramos suas outras sessões.')
    expect(res.headers.get('set-cookie')).toMatch(/inmo_session=.+HttpOnly/i)
    expect((await me(user.token)).status).toBe(401)
    expect((await me(body.token)).status).toBe(200)
    const [mail] = await deliveredMail()
    expect(recipientsOf(mail)).toEqual([user.email])
    expect(mail.subject).toBe('Sua senha foi alterada')
  })
})

describe('a superadmin editing a user', () => {
  it('sets passwords by the same policy', async () => {
    const root = await t.user('superadmin')
    const create = (password: string) =>
      call(t.app, 'POST', '/api/users', { name: 'Nuevo Usuario', email: `nuevo-${password.length}-${Date.now()}@test.local`, roleId: 'role_admin', password }, { token: root.token })
    const short = await create('Corta-1!')
    expect(short.status).toBe(400)
    expect(((await short.json()) as { errors: unknown }).errors).toEqual([{ path: 'password', message: 'La contraseña debe tener al menos 12 caracteres.' }])
    const common = await create('Password1234!')
    expect(common.status).toBe(400)
    expect(((await common.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/demasiado común/)
    expect((await create('Una-Frase-Nueva-2026')).status).toBe(201)
  })

  it('mails the user when their password, email (to the old address) or role changes', async () => {
    const root = await t.user('superadmin')
    const user = await t.user('admin')
    const oldEmail = user.email
    const newEmail = `moved-${Date.now()}@test.local`
    expect((await call(t.app, 'PATCH', `/api/users/${user.id}`, { password: 'Una-Frase-Nueva-2026' }, { token: root.token })).status).toBe(200)
    expect((await call(t.app, 'PATCH', `/api/users/${user.id}`, { email: newEmail }, { token: root.token })).status).toBe(200)
    expect((await call(t.app, 'PATCH', `/api/users/${user.id}`, { roleId: 'role_superadmin' }, { token: root.token })).status).toBe(200)
    // Saved again unchanged: no mail.
    expect((await call(t.app, 'PATCH', `/api/users/${user.id}`, { roleId: 'role_superadmin', email: newEmail }, { token: root.token })).status).toBe(200)
    const mails = await deliveredMail()
    expect(mails.map((m) => [recipientsOf(m)[0], m.subject])).toEqual([
      [oldEmail, 'Tu contraseña cambió'],
      [oldEmail, 'El correo de tu cuenta cambió'],
      [newEmail, 'Tu rol cambió'],
    ])
    expect(mails[1].text).toContain(newEmail)
    expect(mails[2].text).toContain('superadministrador')
    expect(mails.map((m) => m.text).join('\n')).not.toContain('Una-Frase-Nueva-2026')
  })
})

describe('password hashes', () => {
  // The rest of the suite hashes lightly (tests/fixtures/testPasswordCost.ts); these are about OWASP's cost.
  beforeAll(() => setPasswordCost(OWASP_COST_LOG2))
  afterAll(setTestPasswordCost)
  it('a hash made with older settings is replaced at the next successful login, not at a failed one', async () => {
    const user = await t.user('admin')
    const { scrypt, randomBytes } = await import('node:crypto')
    const salt = randomBytes(16)
    const key = await new Promise<Buffer>((resolve, reject) => scrypt(user.password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (e, k) => (e ? reject(e) : resolve(k))))
    const old = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id))
    const app = appOnSameDatabase(t)
    expect((await call(app, 'POST', '/api/auth/login', { email: user.email, password: 'Wrong-Password-99' })).status).toBe(401)
    expect(await hashOf(user.id)).toBe(old)
    expect((await call(app, 'POST', '/api/auth/login', { email: user.email, password: user.password })).status).toBe(200)
    const now = await hashOf(user.id)
    expect(now).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect((await call(app, 'POST', '/api/auth/login', { email: user.email, password: user.password })).status).toBe(200)
    expect(await hashOf(user.id)).toBe(now)
  })

  it('new hashes use N = 2^17', async () => {
    expect(await hashPassword('Una-Frase-Nueva-2026')).toMatch(/^scrypt\$131072\$8\$1\$/)
  })
})

import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountTokens, advertisers, advertiserVerifications, auditLog, outbox, users } from '../../src/server/db/schema.ts'
import { altchaFrom } from '../fixtures/proofOfWork.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import { setUpTestApp } from '../fixtures/suiteApp.ts'

// Issue 27 (docs/advertisers.md "Accounts"): a private owner or an agency signs up, opens the
// mailed link, and can then sign in; the answer never tells whether the address had an account.

const t = setUpTestApp()
beforeEach(async () => {
  await t.db.delete(outbox)
})

const STRONG = 'marmalade orbit canyon whistle'
let serial = 0
const newAddress = () => `signup${++serial}-${Date.now()}@test.local`

function ownerForm(overrides: Record<string, unknown> = {}) {
  return { kind: 'owner', name: 'Rosa Propietaria', email: newAddress(), password: STRONG, phone: '+593 99 123 4567', countryId: 'country_ec', ...overrides }
}

/** A sign-up from a client of its own (the limits are per client), with a solved proof of work unless the body brings its own. */
async function signup(body: Record<string, unknown>, lang = 'es') {
  const client = appOnSameDatabase(t)
  const altcha = 'altcha' in body ? body.altcha : await altchaFrom(async (path) => client.request(path))
  return call(client, 'POST', '/api/auth/signup', { ...body, altcha }, { lang })
}

const mailsTo = (address: string) => t.db.select().from(outbox).where(eq(outbox.recipient, address))
const userOf = async (address: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, address.toLowerCase()))
  )[0]
const countRows = async () => {
  const [row] = await t.db.select({ users: sql<number>`(select count(*) from users)::int`, advertisers: sql<number>`(select count(*) from advertisers)::int` }).from(sql`(select 1) as one`)
  return row
}

function tokenIn(text: string, page = '/registro/verificar'): string {
  const match = text.match(new RegExp(`${page.replace(/\//g, '\\/')}#token=([\\w-]+)`))
  expect(match, `a ${page} link in: ${text}`).toBeTruthy()
  return match![1]
}

const login = (email: string, password: string) => call(appOnSameDatabase(t), 'POST', '/api/auth/login', { email, password })
const auditOf = (userId: number) =>
  t.db
    .select({ action: auditLog.action, targetLabel: auditLog.targetLabel })
    .from(auditLog)
    .where(eq(auditLog.targetId, String(userId)))
const verify = (token: string, lang = 'es') => call(t.app, 'POST', '/api/auth/verify-email', { token }, { lang })

describe('signing up as a private owner', () => {
  it('mails a link that activates the account; before it, signing in fails; the advertiser waits for review', async () => {
    const form = ownerForm()
    const res = await signup(form)
    expect(res.status).toBe(202)
    expect(((await res.json()) as { message: string }).message).toMatch(/Te enviamos un correo/)

    const user = await userOf(form.email)
    expect(user).toMatchObject({ name: 'Rosa Propietaria', isActive: false, agencyRole: null, phoneNumber: '+593 99 123 4567', language: 'es', emailVerifiedAt: null, roleId: 'role_admin' })
    const [advertiser] = await t.db.select().from(advertisers).where(eq(advertisers.id, user.advertiserId!))
    expect(advertiser).toMatchObject({ kind: 'owner', name: 'Rosa Propietaria', status: 'pending', email: form.email, countryId: 'country_ec', licence: null, reviewedAt: null })
    expect(advertiser.slug).toMatch(/^rosa-propietaria/)

    expect((await login(form.email, STRONG)).status).toBe(401)

    const [mail] = await mailsTo(form.email)
    expect(mail.subject).toBe('Confirma tu correo en Inmobiliaria')
    expect(mail.textBody).toContain('24 horas')
    const token = tokenIn(mail.textBody)
    expect(mail.textBody).toContain(`http://localhost:4321/registro/verificar#token=${token}`)
    // Only the hash of the token is kept.
    const [stored] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))
    expect(stored.tokenHash).not.toContain(token)

    const ok = await verify(token)
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { message: string }).message).toMatch(/ya puedes iniciar sesión.*revise tu cuenta/)
    const after = await userOf(form.email)
    expect(after.isActive).toBe(true)
    expect(after.emailVerifiedAt).toBeInstanceOf(Date)
    const facts = await t.db.select().from(advertiserVerifications).where(eq(advertiserVerifications.advertiserId, user.advertiserId!))
    expect(facts).toEqual([expect.objectContaining({ fact: 'email', checkedOn: new Date().toISOString().slice(0, 10) })])
    // Still pending: signing in works, the review is another matter.
    expect((await t.db.select({ status: advertisers.status }).from(advertisers).where(eq(advertisers.id, user.advertiserId!)))[0].status).toBe('pending')

    const signedIn = await login(form.email.toUpperCase(), STRONG)
    expect(signedIn.status).toBe(200)
    // Both steps are on the audit log, named by the address.
    const actions = (await auditOf(user.id)).filter((row) => row.action === 'auth.signup' || row.action === 'auth.email_verified')
    expect(actions.map((row) => row.action).sort()).toEqual(['auth.email_verified', 'auth.signup'])
    expect(actions.every((row) => row.targetLabel === form.email.toLowerCase())).toBe(true)

    // The link works once.
    const again = await verify(token)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { message: string }).message).toBe('El enlace no es válido o ya caducó. Pide uno nuevo.')
  })

  it('writes the mail and its link in the language the visitor signed up in', async () => {
    const form = ownerForm()
    expect((await signup(form, 'en')).status).toBe(202)
    const [mail] = await mailsTo(form.email)
    expect(mail.subject).toBe('Confirm your email at Inmobiliaria')
    expect(mail.textBody).toMatch(/http:\/\/localhost:4321\/en\/registro\/verificar#token=/)
    expect((await userOf(form.email)).language).toBe('en')
  })

  it('refuses a link older than 24 hours, and an unknown one', async () => {
    const form = ownerForm()
    await signup(form)
    const token = tokenIn((await mailsTo(form.email))[0].textBody)
    const user = await userOf(form.email)
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.userId, user.id))
    expect((await verify(token)).status).toBe(400)
    expect((await verify('x'.repeat(43))).status).toBe(400)
    expect((await userOf(form.email)).isActive).toBe(false)
    expect((await login(form.email, STRONG)).status).toBe(401)
  })
})

describe('signing up as an agency', () => {
  it('makes a pending agency named by the agency with its licence, and its manager', async () => {
    const form = ownerForm({ kind: 'agency', name: 'Marta Gerente', agencyName: 'Andes Propiedades', licence: 'RAI-12345' })
    expect((await signup(form)).status).toBe(202)
    const user = await userOf(form.email)
    expect(user).toMatchObject({ name: 'Marta Gerente', agencyRole: 'manager', isActive: false })
    const [agency] = await t.db.select().from(advertisers).where(eq(advertisers.id, user.advertiserId!))
    expect(agency).toMatchObject({ kind: 'agency', name: 'Andes Propiedades', licence: 'RAI-12345', status: 'pending', phone: '+593 99 123 4567' })
  })

  it('asks an agency for its name and licence', async () => {
    const before = await countRows()
    const res = await signup(ownerForm({ kind: 'agency' }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: { path: string; message: string }[] }
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'agencyName', message: 'El nombre de la inmobiliaria debe tener al menos 2 caracteres.' },
        { path: 'licence', message: 'El número de licencia o matrícula de la inmobiliaria es requerido.' },
      ]),
    )
    expect(await countRows()).toEqual(before)
  })
})

describe('an address that already has an account', () => {
  it('answers the same 202, creates nothing, and mails the owner how to get in', async () => {
    const existing = await t.user('admin', { name: 'Ana Existente' })
    const before = await countRows()
    const res = await signup(ownerForm({ email: existing.email.toUpperCase() }))
    expect(res.status).toBe(202)
    expect(((await res.json()) as { message: string }).message).toMatch(/Te enviamos un correo/)
    expect(await countRows()).toEqual(before)
    const mails = await mailsTo(existing.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Ya tienes una cuenta en Inmobiliaria')
    expect(mails[0].textBody).toContain('http://localhost:4321/login')
    expect(mails[0].textBody).not.toContain('#token=')
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.userId, existing.id))).toHaveLength(0)
  })

  it('sends a new link to a sign-up that was never confirmed; the old link stops working', async () => {
    const form = ownerForm()
    await signup(form)
    const first = tokenIn((await mailsTo(form.email))[0].textBody)
    const before = await countRows()
    await t.db.delete(outbox)
    expect((await signup({ ...form, name: 'Otro Nombre' })).status).toBe(202)
    expect(await countRows()).toEqual(before)
    const [mail] = await mailsTo(form.email)
    const second = tokenIn(mail.textBody)
    expect(second).not.toBe(first)
    expect((await verify(first)).status).toBe(400)
    expect((await verify(second)).status).toBe(200)
    expect((await userOf(form.email)).name).toBe('Rosa Propietaria')
  })
})

describe('bad sign-ups keep nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a weak password', { password: 'password1234' }, 'password'],
    ['a password made of the name', { name: 'Rosalinda Quesada', password: 'RosalindaQuesada' }, 'password'],
    ['a bad email', { email: 'not-an-address' }, 'email'],
    ['a bad phone', { phone: 'call me' }, 'phone'],
    ['an unknown country', { countryId: 'country_xx' }, 'countryId'],
    ['an unknown kind', { kind: 'independent' }, 'kind'],
    ['a missing proof of work', { altcha: undefined }, 'altcha'],
    ['a forged proof of work', { altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }, 'altcha'],
  ]
  it.each(cases)('%s is a 400 on the field', async (_name, overrides, path) => {
    const before = await countRows()
    const form = ownerForm(overrides)
    const res = await signup(form)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors?: { path: string }[] }
    expect(body.errors?.map((e) => e.path)).toContain(path)
    expect(await countRows()).toEqual(before)
    expect(await t.db.select().from(outbox)).toHaveLength(0)
  })

  it('a filled honeypot is answered like a person, and nothing is kept or mailed', async () => {
    const before = await countRows()
    const res = await signup(ownerForm({ website: 'http://spam.example' }))
    expect(res.status).toBe(202)
    expect(await countRows()).toEqual(before)
    expect(await t.db.select().from(outbox)).toHaveLength(0)
  })

  it('a proof of work is spent once', async () => {
    const client = appOnSameDatabase(t)
    const altcha = await altchaFrom(async (path) => client.request(path))
    expect((await call(client, 'POST', '/api/auth/signup', { ...ownerForm(), altcha })).status).toBe(202)
    const reused = await call(client, 'POST', '/api/auth/signup', { ...ownerForm(), altcha })
    expect(reused.status).toBe(400)
  })

  it('one client may not open account after account', async () => {
    const client = appOnSameDatabase(t)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const altcha = await altchaFrom(async (path) => client.request(path))
      statuses.push((await call(client, 'POST', '/api/auth/signup', { ...ownerForm(), altcha })).status)
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})

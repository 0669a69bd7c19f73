import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { inquiries, outbox, properties } from '../../src/server/db/schema.ts'
import { STATUS_IDS } from '../../src/shared/constants.ts'
import type { DashboardStats, Inquiry, Paged } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { createListing } from '../fixtures/properties.ts'
import { altchaFrom, solvedAltcha } from '../fixtures/proofOfWork.ts'
import { appOnSameDatabase, call, type CallOptions } from '../fixtures/requests.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

const INQUIRY_KEYS = ['createdAt', 'email', 'id', 'isRead', 'message', 'name', 'phone', 'propertyCountryId', 'propertyId', 'propertyTitle']
const STATS_KEYS = ['activeProperties', 'inactiveProperties', 'inquiries', 'properties', 'totalViews', 'unreadInquiries']

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const ownerA = setUpUser(t, 'admin', { name: 'Dueña A' })
const ownerB = setUpUser(t, 'admin', { name: 'Dueño B' })
const listingA = setUpListing(t, ownerA, { title: 'Casa de A en Quito' })
const inactiveA = setUpListing(t, ownerA, { title: 'Casa inactiva de A', isActive: 'false' })
const listingB = setUpListing(t, ownerB, { title: 'Departamento de B en Cuenca', cityId: 'ec_cuenca' })
let messageCounter = 0

beforeAll(async () => {
  expect(inactiveA.isActive).toBe(0)
})

const get = (path: string, token?: string, options: CallOptions = {}) => call(t.app, 'GET', path, undefined, { ...options, token })
const patch = (path: string, body: unknown, token?: string) => call(t.app, 'PATCH', path, body, { token })

/** Posts from a client of its own (a fresh app on the same database), so the per-client limit stays out of the way. */
const contact = async (body: unknown, options: CallOptions = {}) => {
  const client = appOnSameDatabase(t)
  return call(client, 'POST', '/api/contact', await withAltcha(client, body), options)
}

/** A body as the forms post it: with a solved proof of work (ALTCHA) unless the test gives its own. */
async function withAltcha(client: ReturnType<typeof appOnSameDatabase>, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || 'altcha' in body) return body
  return { ...body, altcha: await altchaFrom(async (path) => client.request(path)) }
}

// Each inquiry from its own address: the same address asking about the same listing twice within
// ten minutes is one inquiry (tested on its own below).
const validInquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'María Pérez',
  email: `maria+${messageCounter + 1}@example.com`,
  phone: '+593 99 888 7777',
  message: `Hola, me interesa esta propiedad. ¿Sigue disponible? (#${++messageCounter})`,
  ...overrides,
})

const inquiryCount = async () => (await t.db.select({ n: count() }).from(inquiries))[0].n

async function send(body: Record<string, unknown>): Promise<void> {
  const res = await contact(body)
  const text = await res.text()
  expect(res.status, text).toBe(201)
}

async function inbox(token: string, query = 'limit=100'): Promise<Paged<Inquiry>> {
  const res = await get(`/api/admin/inquiries?${query}`, token)
  const text = await res.text()
  expect(res.status, text).toBe(200)
  return JSON.parse(text) as Paged<Inquiry>
}

async function recent(token: string): Promise<Inquiry[]> {
  const res = await get('/api/admin/recent-inquiries', token)
  expect(res.status).toBe(200)
  return (await res.json()) as Inquiry[]
}

async function stats(token: string): Promise<DashboardStats> {
  const res = await get('/api/admin/dashboard-stats', token)
  const text = await res.text()
  expect(res.status, text).toBe(200)
  const body = JSON.parse(text) as DashboardStats
  expect(Object.keys(body).sort()).toEqual(STATS_KEYS)
  return body
}

async function sendAndFind(token: string, body: Record<string, unknown>): Promise<Inquiry> {
  await send(body)
  const found = (await inbox(token)).data.find((inquiry) => inquiry.message === body.message)
  expect(found, 'the inquiry just sent is in the inbox').toBeDefined()
  return found!
}

describe('sending an inquiry (POST /api/contact)', () => {
  it('a valid general inquiry is answered 201 with a message and is stored', async () => {
    const before = await inquiryCount()
    const res = await contact(validInquiry({ message: 'Quisiera información general sobre sus servicios.' }))
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(Object.keys(body)).toEqual(['message'])
    expect(body.message).toBe('Tu consulta ha sido enviada con éxito.')
    expect(await inquiryCount()).toBe(before + 1)
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.message, 'Quisiera información general sobre sus servicios.'))
    expect(row).toMatchObject({ name: 'María Pérez', email: expect.stringMatching(/^maria\+\d+@example\.com$/), phone: '+593 99 888 7777', propertyId: null, isRead: false })
  })

  it('phone is optional and the success message follows the language', async () => {
    const res = await contact(validInquiry({ phone: undefined }), { lang: 'en' })
    expect(res.status).toBe(201)
    expect((await res.json()).message).toBe('Your inquiry has been sent successfully.')
    const blank = await contact(validInquiry({ phone: '' }))
    expect(blank.status).toBe(201)
  })

  it("an inquiry about an active listing reaches that listing's owner, with the listing title", async () => {
    const body = validInquiry({ propertyId: listingA.id, name: 'Pedro Interesado', message: 'Me interesa la casa de A, ¿puedo visitarla el sábado?' })
    const found = await sendAndFind(ownerA.token, body)
    expect(Object.keys(found).sort()).toEqual(expect.arrayContaining(INQUIRY_KEYS))
    expect(found).toMatchObject({
      name: 'Pedro Interesado',
      email: body.email,
      phone: '+593 99 888 7777',
      message: body.message,
      propertyId: listingA.id,
      propertyTitle: 'Casa de A en Quito',
      propertyCountryId: 'country_ec',
    })
    expect(found.isRead).toBeFalsy()
    expect(Number.isNaN(Date.parse(found.createdAt))).toBe(false)

    const latest = await recent(ownerA.token)
    const inRecent = latest.find((inquiry) => inquiry.id === found.id)
    expect(inRecent).toBeDefined()
    expect(Object.keys(inRecent!).sort()).toEqual(expect.arrayContaining(INQUIRY_KEYS))
    expect(inRecent).toMatchObject({ propertyId: listingA.id, propertyTitle: 'Casa de A en Quito', message: body.message })
  })

  it('a short name, a bad email and a short message get the contact-page messages, and nothing is stored', async () => {
    const before = await inquiryCount()
    const body = await expectInvalidFields(await contact({ name: 'A', email: 'no-es-email', message: 'Hola' }), ['name', 'email', 'message'])
    expect(messageOf(body, 'name')).toBe('El nombre debe tener al menos 2 caracteres.')
    expect(messageOf(body, 'email')).toBe('Por favor ingresa un email válido.')
    expect(messageOf(body, 'message')).toBe('El mensaje debe tener al menos 10 caracteres.')
    expect(await inquiryCount()).toBe(before)
  })

  it('an empty body names every required field', async () => {
    const before = await inquiryCount()
    await expectInvalidFields(await contact({}), ['name', 'email', 'message'])
    expect(await inquiryCount()).toBe(before)
  })

  it('a message of only spaces is too short', async () => {
    await expectInvalidFields(await contact(validInquiry({ message: '             ' })), ['message'])
  })

  it('a phone with letters is refused on the phone field, and nothing is stored', async () => {
    const before = await inquiryCount()
    const body = await expectInvalidFields(await contact(validInquiry({ phone: 'llámame al fijo' })), ['phone'])
    expect(messageOf(body, 'phone')).toMatch(/tel[eé]fono/i)
    await expectInvalidFields(await contact(validInquiry({ phone: '12' })), ['phone'])
    expect(await inquiryCount()).toBe(before)
  })

  it('a 10,000-character message is refused on the message field, and nothing is stored', async () => {
    const before = await inquiryCount()
    const body = await expectInvalidFields(await contact(validInquiry({ message: 'a'.repeat(10_000) })), ['message'])
    expect(messageOf(body, 'message')!.length).toBeGreaterThan(0)
    expect(await inquiryCount()).toBe(before)
  })

  it('an over-long name or email is refused', async () => {
    await expectInvalidFields(await contact(validInquiry({ name: 'N'.repeat(500) })), ['name'])
    await expectInvalidFields(await contact(validInquiry({ email: `${'e'.repeat(300)}@example.com` })), ['email'])
  })

  it('an inquiry about an inactive, unknown or malformed listing id is a 400 on propertyId, and nothing is stored', async () => {
    const before = await inquiryCount()
    for (const propertyId of [inactiveA.id, 999_999, 'abc', -3, 1.5]) {
      const body = await expectInvalidFields(await contact(validInquiry({ propertyId })), ['propertyId'])
      expect(messageOf(body, 'propertyId')!.length).toBeGreaterThan(0)
    }
    expect(await inquiryCount()).toBe(before)
  })

  it('malformed JSON is a 400 and a non-JSON post a 415, and nothing is stored', async () => {
    const before = await inquiryCount()
    await expectError(await contact('{"name": "María", "email": '), 400)
    const form = await contact('name=Mar%C3%ADa&email=maria%40example.com&message=Hola+hola+hola', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    await expectError(form, 415)
    expect(await inquiryCount()).toBe(before)
  })

  it('the 11th post within 10 minutes from the same client is refused with 429 and not stored', async () => {
    const client = appOnSameDatabase(t)
    for (let i = 1; i <= 10; i++) {
      const res = await call(client, 'POST', '/api/contact', await withAltcha(client, validInquiry({ message: `Mensaje número ${i} de un cliente insistente.` })))
      expect(res.status, `post ${i}: ${await res.text()}`).toBe(201)
    }
    const before = await inquiryCount()
    const res = await call(client, 'POST', '/api/contact', await withAltcha(client, validInquiry({ message: 'Mensaje número 11 de un cliente insistente.' })))
    const body = await expectError(res, 429)
    expect(body.message).toMatch(/demasiados/i)
    expect(await inquiryCount()).toBe(before)
    // Another client is not affected.
    expect((await contact(validInquiry())).status).toBe(201)
  })
})

describe('the inquiry inbox (GET /api/admin/inquiries and /recent-inquiries)', () => {
  it("an owner's inbox is {data, pagination}, newest first, and holds only inquiries about its own listings", async () => {
    const first = await sendAndFind(ownerA.token, validInquiry({ propertyId: listingA.id, message: 'Primera consulta sobre la casa de A.' }))
    const second = await sendAndFind(ownerA.token, validInquiry({ propertyId: listingA.id, message: 'Segunda consulta sobre la casa de A.' }))
    const body = await inbox(ownerA.token)
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination'])
    const ids = body.data.map((inquiry) => inquiry.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect(ids[0]).toBe(second.id)
    for (const inquiry of body.data) expect(inquiry.propertyId).toBe(listingA.id)
    const [{ n }] = await t.db.select({ n: count() }).from(inquiries).innerJoin(properties, eq(properties.id, inquiries.propertyId)).where(eq(properties.ownerId, ownerA.id))
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: n, totalPages: Math.ceil(n / 100) })
    const times = body.data.map((inquiry) => Date.parse(inquiry.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('pages with page and limit', async () => {
    await send(validInquiry({ propertyId: listingA.id }))
    await send(validInquiry({ propertyId: listingA.id }))
    const all = await inbox(ownerA.token)
    expect(all.data.length).toBeGreaterThanOrEqual(2)
    const pageTwo = await inbox(ownerA.token, 'page=2&limit=1')
    expect(pageTwo.pagination).toEqual({ page: 2, limit: 1, total: all.pagination.total, totalPages: all.pagination.total })
    expect(pageTwo.data.map((inquiry) => inquiry.id)).toEqual([all.data[1].id])
    await expectError(await get('/api/admin/inquiries?page=0', ownerA.token), 400)
  })

  it('another admin does not see them, neither in its inbox nor in its recent inquiries', async () => {
    const aboutA = await sendAndFind(ownerA.token, validInquiry({ propertyId: listingA.id, message: 'Consulta privada para la dueña A.' }))
    const aboutB = await sendAndFind(ownerB.token, validInquiry({ propertyId: listingB.id, message: 'Consulta para el dueño B.' }))
    const inboxB = await inbox(ownerB.token)
    expect(inboxB.data.map((inquiry) => inquiry.id)).not.toContain(aboutA.id)
    expect(inboxB.data.map((inquiry) => inquiry.id)).toContain(aboutB.id)
    for (const inquiry of inboxB.data) expect(inquiry.propertyId).toBe(listingB.id)
    const recentB = await recent(ownerB.token)
    expect(recentB.map((inquiry) => inquiry.id)).not.toContain(aboutA.id)
    for (const inquiry of recentB) expect(inquiry.propertyId).toBe(listingB.id)
    expect((await inbox(ownerA.token)).data.map((inquiry) => inquiry.id)).not.toContain(aboutB.id)
  })

  it('general inquiries (without a listing) are not shown to admins', async () => {
    const message = 'Consulta general que solo ve el superadmin.'
    await send(validInquiry({ message }))
    for (const owner of [ownerA, ownerB]) {
      expect((await inbox(owner.token)).data.map((inquiry) => inquiry.message)).not.toContain(message)
      expect((await recent(owner.token)).map((inquiry) => inquiry.message)).not.toContain(message)
    }
  })

  it('a superadmin sees every inquiry, general ones included', async () => {
    const message = 'Otra consulta general para el superadmin.'
    await send(validInquiry({ message }))
    const all = await inbox(root.token, 'limit=100')
    expect(all.pagination.total).toBe(await inquiryCount())
    const general = all.data.find((inquiry) => inquiry.message === message)
    expect(general).toMatchObject({ propertyId: null, propertyTitle: null, propertyCountryId: null })
    expect(all.data.some((inquiry) => inquiry.propertyId === listingA.id)).toBe(true)
    expect(all.data.some((inquiry) => inquiry.propertyId === listingB.id)).toBe(true)
    expect((await recent(root.token))[0].message).toBe(message)
  })

  it('recent inquiries are the newest ones, at most 10', async () => {
    for (let i = 0; i < 11; i++) await send(validInquiry({ propertyId: listingB.id, message: `Consulta reciente ${i} sobre el departamento de B.` }))
    const latest = await recent(ownerB.token)
    expect(latest).toHaveLength(10)
    expect(latest[0].message).toBe('Consulta reciente 10 sobre el departamento de B.')
    expect(latest.map((inquiry) => inquiry.id)).toEqual((await inbox(ownerB.token, 'limit=10')).data.map((inquiry) => inquiry.id))
  })

  it('without a token the inbox, recent inquiries and stats are a 401', async () => {
    await expectError(await get('/api/admin/inquiries'), 401)
    await expectError(await get('/api/admin/recent-inquiries'), 401)
    await expectError(await get('/api/admin/dashboard-stats'), 401)
    await expectError(await patch('/api/admin/inquiries/1', { isRead: true }), 401)
  })
})

describe('marking an inquiry read (PATCH /api/admin/inquiries/{id})', () => {
  it('the owner marks it read and unread, and the unread count on the dashboard follows', async () => {
    const inquiry = await sendAndFind(ownerA.token, validInquiry({ propertyId: listingA.id, message: 'Consulta que se marcará como leída.' }))
    const before = await stats(ownerA.token)

    const res = await patch(`/api/admin/inquiries/${inquiry.id}`, { isRead: true }, ownerA.token)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Inquiry).isRead).toBeTruthy()
    expect((await inbox(ownerA.token)).data.find((item) => item.id === inquiry.id)!.isRead).toBeTruthy()
    expect(await stats(ownerA.token)).toEqual({ ...before, unreadInquiries: before.unreadInquiries - 1 })

    const back = await patch(`/api/admin/inquiries/${inquiry.id}`, { isRead: false }, ownerA.token)
    expect(back.status).toBe(200)
    expect(await stats(ownerA.token)).toEqual(before)
  })

  it('another admin gets a 404 and the inquiry stays unread', async () => {
    const inquiry = await sendAndFind(ownerA.token, validInquiry({ propertyId: listingA.id, message: 'Consulta que B no puede tocar.' }))
    const statsA = await stats(ownerA.token)
    const statsB = await stats(ownerB.token)
    await expectError(await patch(`/api/admin/inquiries/${inquiry.id}`, { isRead: true }, ownerB.token), 404)
    const [row] = await t.db.select({ isRead: inquiries.isRead }).from(inquiries).where(eq(inquiries.id, inquiry.id))
    expect(row.isRead).toBe(false)
    expect(await stats(ownerA.token)).toEqual(statsA)
    expect(await stats(ownerB.token)).toEqual(statsB)
  })

  it('an admin cannot mark a general inquiry read (404); a superadmin can', async () => {
    const message = 'Consulta general para marcar como leída.'
    await send(validInquiry({ message }))
    const general = (await inbox(root.token)).data.find((inquiry) => inquiry.message === message)!
    await expectError(await patch(`/api/admin/inquiries/${general.id}`, { isRead: true }, ownerA.token), 404)
    const res = await patch(`/api/admin/inquiries/${general.id}`, { isRead: true }, root.token)
    expect(res.status).toBe(200)
    const [row] = await t.db.select({ isRead: inquiries.isRead }).from(inquiries).where(eq(inquiries.id, general.id))
    expect(row.isRead).toBe(true)
  })

  it('a bad body is a 400 on isRead, an unknown or non-numeric id a 404', async () => {
    const inquiry = await sendAndFind(ownerA.token, validInquiry({ propertyId: listingA.id }))
    await expectInvalidFields(await patch(`/api/admin/inquiries/${inquiry.id}`, { isRead: 'quizás' }, ownerA.token), ['isRead'])
    await expectInvalidFields(await patch(`/api/admin/inquiries/${inquiry.id}`, {}, ownerA.token), ['isRead'])
    await expectError(await patch(`/api/admin/inquiries/${inquiry.id}`, '{"isRead": tru', ownerA.token), 400)
    await expectError(await patch('/api/admin/inquiries/999999', { isRead: true }, ownerA.token), 404)
    await expectError(await patch('/api/admin/inquiries/abc', { isRead: true }, ownerA.token), 404)
    const [row] = await t.db.select({ isRead: inquiries.isRead }).from(inquiries).where(eq(inquiries.id, inquiry.id))
    expect(row.isRead).toBe(false)
  })
})

describe('dashboard stats (GET /api/admin/dashboard-stats)', () => {
  it("an admin's figures are exactly its own listings, views and inquiries", async () => {
    const admin = await t.user('admin')
    expect(await stats(admin.token)).toEqual({ properties: 0, activeProperties: 0, inactiveProperties: 0, inquiries: 0, unreadInquiries: 0, totalViews: 0 })

    const shown = await createListing(t, admin.token, { title: 'Casa visible del panel' })
    const hidden = await createListing(t, admin.token, { title: 'Casa oculta del panel' })
    const third = await createListing(t, admin.token, { title: 'Tercera casa del panel' })
    const off = await call(t.app, 'PATCH', `/api/properties/${hidden.id}/status`, { isActive: false }, { token: admin.token })
    expect(off.status).toBe(200)

    // Three visitors (one visitor's views count once per half hour).
    for (let i = 0; i < 3; i++) expect((await call(appOnSameDatabase(t), 'POST', `/api/properties/${shown.id}/views`)).status).toBe(204)
    expect((await call(t.app, 'POST', `/api/properties/${third.id}/views`)).status).toBe(204)
    await expectError(await call(t.app, 'POST', `/api/properties/${hidden.id}/views`), 404)

    await send(validInquiry({ propertyId: shown.id }))
    await send(validInquiry({ propertyId: shown.id }))
    const toRead = await sendAndFind(admin.token, validInquiry({ propertyId: third.id }))
    expect((await patch(`/api/admin/inquiries/${toRead.id}`, { isRead: true }, admin.token)).status).toBe(200)

    // Activity on other admins' listings must not count.
    await call(t.app, 'POST', `/api/properties/${listingB.id}/views`)
    await send(validInquiry({ propertyId: listingB.id }))

    expect(await stats(admin.token)).toEqual({ properties: 3, activeProperties: 2, inactiveProperties: 1, inquiries: 3, unreadInquiries: 2, totalViews: 4 })
  })

  it("a superadmin's figures cover every listing and every inquiry", async () => {
    await call(t.app, 'POST', `/api/properties/${listingA.id}/views`)
    // Counted here from every row, not with the service's own aggregate query.
    const listings = await t.db.select({ isActive: properties.isActive, views: properties.views }).from(properties)
    const inbox = await t.db.select({ isRead: inquiries.isRead }).from(inquiries)
    const figures = await stats(root.token)
    expect(figures).toEqual({
      properties: listings.length,
      activeProperties: listings.filter((l) => l.isActive).length,
      inactiveProperties: listings.filter((l) => !l.isActive).length,
      inquiries: inbox.length,
      unreadInquiries: inbox.filter((m) => !m.isRead).length,
      totalViews: listings.reduce((sum, l) => sum + l.views, 0),
    })
    expect(figures.properties).toBeGreaterThanOrEqual(6)
    expect(figures.inactiveProperties).toBeGreaterThanOrEqual(2)
    expect(figures.totalViews).toBeGreaterThanOrEqual(6)
  })
})

describe('property statuses', () => {
  for (const path of ['/api/properties/statuses', '/api/admin/property-statuses']) {
    it(`${path} lists the 4 statuses for admins and superadmins`, async () => {
      for (const token of [ownerA.token, root.token]) {
        const res = await get(path, token)
        expect(res.status).toBe(200)
        const statuses = (await res.json()) as { id: string; name: string }[]
        expect(statuses.map((status) => status.id).sort()).toEqual([...STATUS_IDS].sort())
        for (const status of statuses) {
          expect(Object.keys(status).sort()).toEqual(['id', 'name'])
          expect(status.name.length).toBeGreaterThan(0)
        }
      }
    })

    it(`${path} without a token is a 401`, async () => {
      await expectError(await get(path), 401)
    })
  }
})

describe('spam made expensive (ALTCHA, honeypot, repeats)', () => {
  const ALTCHA_MESSAGE = 'No pudimos comprobar que el envío viene de una persona: espera a que termine la verificación e inténtalo de nuevo.'
  const outboxCount = async () => (await t.db.select({ n: count() }).from(outbox))[0].n
  const challengeOf = async (client = t.app) => (await (await client.request('/api/challenge')).json()) as Parameters<typeof solvedAltcha>[0]

  it('answers a fresh signed challenge that no cache keeps', async () => {
    const res = await t.app.request('/api/challenge')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const challenge = (await res.json()) as { parameters: { algorithm: string; expiresAt: number }; signature: string }
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now())
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it.each([
    ['without a solution', undefined],
    ['with garbage', 'not-base64-json'],
    ['with an empty value', ''],
  ])('refuses a post %s with 400 on altcha and keeps nothing', async (_what, altcha) => {
    const [inquiriesBefore, mailBefore] = [await inquiryCount(), await outboxCount()]
    const body = await expectInvalidFields(await contact({ ...validInquiry({ propertyId: listingA.id }), altcha }), ['altcha'])
    expect(messageOf(body, 'altcha')).toBe(ALTCHA_MESSAGE)
    expect([await inquiryCount(), await outboxCount()]).toEqual([inquiriesBefore, mailBefore])
  })

  it('a solution is good for one post only', async () => {
    const client = appOnSameDatabase(t)
    const altcha = await altchaFrom(async (path) => client.request(path))
    expect((await call(client, 'POST', '/api/contact', { ...validInquiry(), altcha })).status).toBe(201)
    const before = await inquiryCount()
    await expectInvalidFields(await call(client, 'POST', '/api/contact', { ...validInquiry(), altcha }), ['altcha'])
    expect(await inquiryCount()).toBe(before)
  })

  it('refuses a forged solution, a challenge signed with another secret and an expired one', async () => {
    const challenge = await challengeOf()
    const solved = JSON.parse(Buffer.from(await solvedAltcha(challenge), 'base64').toString()) as { solution: { counter: number } }
    const forged = Buffer.from(JSON.stringify({ challenge, solution: { ...solved.solution, counter: solved.solution.counter + 1, derivedKey: '00' } })).toString('base64')
    await expectInvalidFields(await contact({ ...validInquiry(), altcha: forged }), ['altcha'])

    const foreign = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 5, deriveKey, hmacSignatureSecret: 'another secret', expiresAt: new Date(Date.now() + 60_000) })
    await expectInvalidFields(await contact({ ...validInquiry(), altcha: await solvedAltcha(foreign) }), ['altcha'])

    const expired = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 5, deriveKey, hmacSignatureSecret: t.proofOfWork.secret, expiresAt: Math.floor(Date.now() / 1000) - 5 })
    await expectInvalidFields(await contact({ ...validInquiry(), altcha: await solvedAltcha(expired) }), ['altcha'])
  })

  it('a filled honeypot is answered like a person but nothing is kept or sent', async () => {
    const [inquiriesBefore, mailBefore] = [await inquiryCount(), await outboxCount()]
    const res = await contact({ ...validInquiry({ propertyId: listingA.id }), website: 'http://spam.example' })
    expect(res.status).toBe(201)
    expect((await res.json()).message).toBe('Tu consulta ha sido enviada con éxito.')
    expect([await inquiryCount(), await outboxCount()]).toEqual([inquiriesBefore, mailBefore])
  })

  it('the same address asking about the same listing twice within ten minutes is one inquiry and one set of mails', async () => {
    const email = `repite${Date.now()}@example.com`
    const [inquiriesBefore, mailBefore] = [await inquiryCount(), await outboxCount()]
    expect((await contact(validInquiry({ email, propertyId: listingA.id }))).status).toBe(201)
    expect((await contact(validInquiry({ email: email.toUpperCase(), propertyId: listingA.id, message: 'Escribo otra vez por si no llegó mi mensaje.' }))).status).toBe(201)
    expect(await inquiryCount()).toBe(inquiriesBefore + 1)
    expect(await outboxCount()).toBe(mailBefore + 2)
    // Another listing is another question.
    expect((await contact(validInquiry({ email, propertyId: listingB.id }))).status).toBe(201)
    expect(await inquiryCount()).toBe(inquiriesBefore + 2)
  })
})

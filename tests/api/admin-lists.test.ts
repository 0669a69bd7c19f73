import { beforeAll, describe, expect, it } from 'vitest'
import { inquiries } from '../../src/server/db/schema.ts'
import type { Inquiry, Paged, Property, User } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { createListing } from '../fixtures/properties.ts'
import { call } from '../fixtures/requests.ts'
import type { TestUser } from '../fixtures/testApp.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Server-side paging, sorting and searching of the users list and the inquiries inbox.

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin', { name: 'Zoe Root', email: 'zoe.root@test.local' })
const ownerA = setUpUser(t, 'admin', { name: 'Dueña Ágata', email: 'agata@owners.test' })
const ownerB = setUpUser(t, 'admin', { name: 'Dueño Bruno', email: 'bruno@owners.test' })
let listingA: Property
let listingB: Property
const people: TestUser[] = []

beforeAll(async () => {
  for (const [name, email] of [
    ['José Núñez', 'jose@people.test'],
    ['Ana Álvarez', 'ana@people.test'],
    ['bea Castro', 'beatriz@people.test'],
    ['Carla Díaz', 'carla@other.test'],
    ['Mario Ruiz', 'mario@other.test'],
  ]) {
    people.push(await t.user('admin', { name, email }))
  }
  listingA = await createListing(t, ownerA.token, { title: 'Casa con piscina en Tumbaco' })
  listingB = await createListing(t, ownerB.token, { title: 'Departamento en Cuenca' })
  // Inquiries written straight to the database, one minute apart, so their order is known.
  const base = Date.parse('2026-03-01T12:00:00Z')
  const rows = [
    { name: 'Lucía Gómez', email: 'lucia@mail.test', message: 'Quisiera visitar la casa el sábado.', propertyId: listingA.id, isRead: false },
    { name: 'Pedro Páez', email: 'pedro@mail.test', message: '¿Aceptan mascotas?', propertyId: listingA.id, isRead: true },
    { name: 'Marta Ríos', email: 'marta@empresa.test', message: '¿Tiene parqueadero cubierto?', propertyId: listingA.id, isRead: false },
    { name: 'Raúl Vega', email: 'raul@mail.test', message: 'Me interesa el departamento.', propertyId: listingB.id, isRead: false },
    { name: 'Sofía León', email: 'sofia@mail.test', message: 'Consulta general sobre créditos.', propertyId: null, isRead: true },
  ]
  await t.db.insert(inquiries).values(rows.map((row, i) => ({ ...row, phone: null, createdAt: new Date(base + i * 60_000) })))
})

async function getJson<T>(path: string, token: string): Promise<T> {
  const res = await call(t.app, 'GET', path, undefined, { token })
  const text = await res.text()
  expect(res.status, text).toBe(200)
  return JSON.parse(text) as T
}
const usersPage = (query: string) => getJson<Paged<User>>(`/api/users?${query}`, root.token)
const inbox = (query: string, token = root.token) => getJson<Paged<Inquiry>>(`/api/admin/inquiries?${query}`, token)

describe('the users list pages, sorts and searches on the server', () => {
  it('finds users by part of the name or the email, ignoring case and accents', async () => {
    expect((await usersPage('search=jose')).data.map((u) => u.name)).toEqual(['José Núñez'])
    expect((await usersPage('search=ALVAREZ')).data.map((u) => u.name)).toEqual(['Ana Álvarez'])
    const byDomain = await usersPage('search=people.test')
    expect(byDomain.data.map((u) => u.email).sort()).toEqual(['ana@people.test', 'beatriz@people.test', 'jose@people.test'])
    expect(byDomain.pagination).toEqual({ page: 1, limit: 12, total: 3, totalPages: 1 })
    // Every word must match (name or email): "ana people" is Ana, not every people.test address.
    expect((await usersPage('search=ana%20people')).data.map((u) => u.name)).toEqual(['Ana Álvarez'])
  })

  it('treats % and _ in the search as plain characters', async () => {
    expect((await usersPage('search=%25')).pagination.total).toBe(0)
    expect((await usersPage('search=_')).pagination.total).toBe(0)
  })

  it('orders by name (ignoring case), email or creation, both ways, with pages that fit together', async () => {
    const all = (await usersPage('limit=100')).data
    const byName = [...all].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || a.id - b.id)
    expect(
      all.map((u) => u.id),
      'default order is by name, ascending',
    ).toEqual(byName.map((u) => u.id))
    const desc = (await usersPage('limit=100&sortBy=name&sortOrder=desc')).data
    expect(desc.map((u) => u.id)).toEqual([...byName].reverse().map((u) => u.id))
    const byEmail = (await usersPage('limit=100&sortBy=email&sortOrder=asc')).data.map((u) => u.email)
    expect(byEmail).toEqual([...byEmail].sort())
    const newest = (await usersPage('limit=100&sortBy=createdAt&sortOrder=desc')).data.map((u) => u.id)
    expect(newest[0]).toBe(people.at(-1)!.id)
    // Three pages of three, by email descending, hold every user once, in order.
    const paged: string[] = []
    for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
      const body = await usersPage(`page=${page}&limit=3&sortBy=email&sortOrder=desc`)
      expect(body.pagination).toMatchObject({ page, limit: 3, total: all.length })
      paged.push(...body.data.map((u) => u.email))
    }
    expect(paged).toEqual([...byEmail].reverse())
  })

  it('refuses unknown sort fields and orders, and oversized searches or pages, with a 400 naming them', async () => {
    const api = (query: string) => call(t.app, 'GET', `/api/users?${query}`, undefined, { token: root.token })
    await expectInvalidFields(await api('sortBy=password'), ['sortBy'])
    await expectInvalidFields(await api('sortOrder=up'), ['sortOrder'])
    await expectInvalidFields(await api(`search=${'a'.repeat(201)}`), ['search'])
    await expectInvalidFields(await api('limit=101&page=0'), ['limit', 'page'])
  })

  it('stays a superadmin-only list whatever the query', async () => {
    await expectError(await call(t.app, 'GET', '/api/users?search=jose', undefined, { token: ownerA.token }), 403)
    await expectError(await call(t.app, 'GET', '/api/users?search=jose'), 401)
  })
})

describe('the inquiries inbox pages, filters, sorts and searches on the server', () => {
  it('searches the sender name and email, the message and the listing title, ignoring accents', async () => {
    expect((await inbox('search=lucia')).data.map((i) => i.name)).toEqual(['Lucía Gómez'])
    expect((await inbox('search=empresa.test')).data.map((i) => i.name)).toEqual(['Marta Ríos'])
    expect((await inbox('search=MASCOTAS')).data.map((i) => i.name)).toEqual(['Pedro Páez'])
    expect((await inbox('search=creditos')).data.map((i) => i.name)).toEqual(['Sofía León'])
    const byTitle = await inbox('search=piscina%20tumbaco')
    expect(byTitle.data.map((i) => i.name)).toEqual(['Marta Ríos', 'Pedro Páez', 'Lucía Gómez'])
    expect(byTitle.pagination.total).toBe(3)
  })

  it('keeps an admin to inquiries about its own listings even when the search matches others', async () => {
    expect((await inbox('search=departamento', ownerA.token)).data).toEqual([])
    expect((await inbox('search=departamento', ownerB.token)).data.map((i) => i.name)).toEqual(['Raúl Vega'])
    expect((await inbox('search=creditos', ownerA.token)).pagination.total).toBe(0)
  })

  it('filters by read state, and combines it with the search', async () => {
    expect((await inbox('isRead=false')).data.map((i) => i.name)).toEqual(['Raúl Vega', 'Marta Ríos', 'Lucía Gómez'])
    expect((await inbox('isRead=true')).data.map((i) => i.name)).toEqual(['Sofía León', 'Pedro Páez'])
    expect((await inbox('isRead=false&search=casa', ownerA.token)).data.map((i) => i.name)).toEqual(['Marta Ríos', 'Lucía Gómez'])
  })

  it('orders newest first by default and oldest first on request, with pages that fit together', async () => {
    const newest = (await inbox('limit=100')).data.map((i) => i.name)
    expect(newest).toEqual(['Sofía León', 'Raúl Vega', 'Marta Ríos', 'Pedro Páez', 'Lucía Gómez'])
    const oldest: string[] = []
    for (const page of [1, 2, 3]) {
      const body = await inbox(`page=${page}&limit=2&sortOrder=asc`)
      expect(body.pagination).toEqual({ page, limit: 2, total: 5, totalPages: 3 })
      oldest.push(...body.data.map((i) => i.name))
    }
    expect(oldest).toEqual([...newest].reverse())
  })

  it('refuses a malformed read filter, order or page with a 400 naming each', async () => {
    const api = (query: string) => call(t.app, 'GET', `/api/admin/inquiries?${query}`, undefined, { token: root.token })
    await expectInvalidFields(await api('isRead=maybe'), ['isRead'])
    await expectInvalidFields(await api('sortOrder=sideways&limit=abc'), ['sortOrder', 'limit'])
    await expectInvalidFields(await api(`search=${'x'.repeat(201)}`), ['search'])
  })
})

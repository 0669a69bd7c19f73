import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties } from '../../src/server/db/schema.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { auth, createListing, jsonHeaders } from '../fixtures/properties.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// List totals are cached per filter and reused while `property_list_version` is unchanged
// (services/listings/pagedList.ts, migration 0004): every change that can change a count must show at once.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const first = setUpListing(t, owner)
const second = setUpListing(t, owner, { title: 'Departamento en Chapinero', description: 'Luminoso, con balcón y portería las 24 horas.', countryId: 'country_co', cityId: 'co_bogota' })

async function total(query = ''): Promise<number> {
  const res = await t.app.request(`/api/properties${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  const body = (await res.json()) as Paged<Property>
  expect(body.pagination.totalPages).toBe(Math.max(1, Math.ceil(body.pagination.total / body.pagination.limit)))
  return body.pagination.total
}

async function managedTotal(query = ''): Promise<number> {
  const res = await t.app.request(`/api/properties/admin/all${query}`, { headers: auth(owner.token) })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as Paged<Property>).pagination.total
}

/** The public and the owner's totals this file follows, read one after the other. */
const totals = async () => ({
  all: await total(),
  jardin: await total('?q=jardin'),
  colombia: await total('?countryId=country_co'),
  active: await managedTotal('?isActive=true'),
  inactive: await managedTotal('?isActive=false'),
})

async function setActive(id: number, isActive: boolean) {
  const res = await t.app.request(`/api/properties/${id}/status`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ isActive }) })
  expect(res.status).toBe(200)
}

const listVersion = async () => Number(((await t.db.execute(sql`select version from property_list_version`)) as unknown as { rows: { version: string }[] }).rows[0].version)

describe('cached list totals', () => {
  it('follow a deactivation, a reactivation and a new listing at once', async () => {
    // Twice: the second answer comes from the cache.
    expect(await total()).toBe(2)
    expect(await totals()).toMatchObject({ all: 2, jardin: 1, active: 2 })
    await setActive(first.id, false)
    expect(await totals()).toMatchObject({ all: 1, jardin: 0, active: 1, inactive: 1 })
    await setActive(first.id, true)
    expect(await totals()).toMatchObject({ all: 2, jardin: 1 })
    await createListing(t, owner.token, { title: 'Casa con jardín en Tumbaco' })
    expect(await totals()).toMatchObject({ all: 3, jardin: 2, colombia: 1 })
  })

  it('follow a change written straight to the database, as another server process would', async () => {
    expect(await total('?countryId=country_co')).toBe(1)
    await t.db.update(properties).set({ countryId: 'country_ec', cityId: 'ec_quito' }).where(eq(properties.id, second.id))
    expect(await total('?countryId=country_co')).toBe(0)
    await t.db.update(properties).set({ countryId: 'country_co', cityId: 'co_bogota' }).where(eq(properties.id, second.id))
    expect(await total('?countryId=country_co')).toBe(1)
  })

  it('stay right on pages past the end and under concurrent requests', async () => {
    const all = await total()
    expect(await total('?page=50')).toBe(all)
    await t.db.update(properties).set({ isActive: false }).where(eq(properties.id, second.id))
    expect(await total('?page=50')).toBe(all - 1)
    const totals = await Promise.all(Array.from({ length: 10 }, () => total()))
    expect(totals).toEqual(Array.from({ length: 10 }, () => all - 1))
    await t.db.update(properties).set({ isActive: true }).where(eq(properties.id, second.id))
    expect(await Promise.all(Array.from({ length: 10 }, () => total('?limit=1')))).toEqual(Array.from({ length: 10 }, () => all))
  })

  it('do not move the list version for a counted view or a slug change', async () => {
    const before = await listVersion()
    expect((await t.app.request(`/api/properties/${first.id}/views`, { method: 'POST' })).status).toBe(204)
    await t.db
      .update(properties)
      .set({ slug: `${first.slug}-x` })
      .where(eq(properties.id, first.id))
    expect(await listVersion()).toBe(before)
    await t.db.update(properties).set({ isFeatured: true }).where(eq(properties.id, first.id))
    expect(await listVersion()).toBeGreaterThan(before)
  })

  it('follow a deletion', async () => {
    const all = await total()
    const res = await t.app.request(`/api/properties/${second.id}`, { method: 'DELETE', headers: auth(owner.token) })
    expect(res.status).toBe(204)
    expect(await total()).toBe(all - 1)
  })
})

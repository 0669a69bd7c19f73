import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchContentVersion } from '../../src/server/contentVersion.ts'
import { properties } from '../../src/server/db/schema.ts'
import { alertNews } from '../../src/server/services/listings/alertNews.ts'
import { createSiteData } from '../../src/server/siteData.ts'
import { parseInput } from '../../src/server/validation.ts'
import { PropertyListQuerySchema } from '../../src/shared/schemas/queries.ts'
import type { MapPoints, Paged, Property } from '../../src/shared/types.ts'
import { makeAgency, makeOwner, type TestAgency } from '../fixtures/agencies.ts'
import { expectError } from '../fixtures/contract.ts'
import { createListing, propertyForm, auth } from '../fixtures/properties.ts'
import { call } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 27: a listing made active by an advertiser waiting for review is stored inactive, so no
// public read shows it, until a superadmin approves the advertiser. And a private owner's limit.

const t = setUpTestApp()
const superadmin = setUpUser(t, 'superadmin')
const publisher = setUpUser(t, 'admin')
let pending: TestAgency
let visible: Property
let waiting: Property
let createdFrom: Date

// Guayaquil houses for rent: the pending listing is the only one of its landing page.
const WHERE = { cityId: 'ec_guayaquil', priceType: 'rent', price: '900', latitude: '-2.19', longitude: '-79.88' }

const ids = (list: { id: number }[]) => list.map((item) => item.id)
const publicList = async () => ids(((await (await call(t.app, 'GET', '/api/properties?limit=100')).json()) as Paged<Property>).data)
const mapList = async () => ids(((await (await call(t.app, 'GET', '/api/properties/map')).json()) as MapPoints).data)
const byIds = async () => ids(((await (await call(t.app, 'GET', `/api/properties?ids=${visible.id},${waiting.id}`)).json()) as Paged<Property>).data)
const similar = async () => ids((await (await call(t.app, 'GET', `/api/properties/${visible.id}/similar`)).json()) as Property[])
async function sitemapIds(): Promise<number[]> {
  const data = createSiteData(t.db, watchContentVersion(t.db, { everyMs: 0 }))
  const slugs: string[] = []
  for await (const batch of data.sitemapListings(0, 1000)) slugs.push(...batch.map((l) => l.slug))
  expect(await data.sitemapListingCount()).toBe(slugs.length)
  return [visible, waiting].filter((p) => slugs.includes(p.slug)).map((p) => p.id)
}
async function landingCount(): Promise<number> {
  const data = createSiteData(t.db, watchContentVersion(t.db, { everyMs: 0 }))
  const rows = await data.landingCounts()
  return rows.find((r) => r.cityId === 'ec_guayaquil' && r.priceType === 'rent' && r.propertyTypeId === 1)?.count ?? 0
}
async function alertIds(): Promise<number[]> {
  const query = parseInput(PropertyListQuerySchema, { cityId: 'ec_guayaquil' })
  return ids((await alertNews(t.db, query, createdFrom, new Date(Date.now() + 1000))).published)
}

beforeAll(async () => {
  pending = await makeAgency(t, 'Agencia Nueva', { status: 'pending', agents: 1 })
  createdFrom = new Date(Date.now() - 60_000)
  visible = await createListing(t, publisher.token, { ...WHERE, price: '950', title: 'Casa visible en Guayaquil' })
  waiting = await createListing(t, pending.agents[0].token, { ...WHERE, title: 'Casa que espera en Guayaquil' })
})

describe("a waiting advertiser's listing", () => {
  it('is stored inactive and awaiting review, and its owner and manager read it as active and pending', async () => {
    expect(waiting).toMatchObject({ isActive: 1, pendingReview: 1 })
    const [row] = await t.db.select().from(properties).where(eq(properties.id, waiting.id))
    expect(row).toMatchObject({ isActive: false, awaitingReview: true })
    for (const user of [pending.agents[0], pending.manager]) {
      const mine = (await (await call(t.app, 'GET', `/api/properties/admin/${waiting.id}`, undefined, { token: user.token })).json()) as Property
      expect(mine).toMatchObject({ isActive: 1, pendingReview: 1 })
    }
    const visitorsView = (await (await call(t.app, 'GET', `/api/properties/${visible.id}`)).json()) as Property
    expect(visitorsView.pendingReview).toBe(0)
  })

  it('is absent from every public read: page, list, map, ids, similar, sitemap, landing counts, alerts', async () => {
    await expectError(await call(t.app, 'GET', `/api/properties/${waiting.id}`), 404)
    expect(await publicList()).toContain(visible.id)
    expect(await publicList()).not.toContain(waiting.id)
    expect(await mapList()).toEqual([visible.id])
    expect(await byIds()).toEqual([visible.id])
    expect(await similar()).not.toContain(waiting.id)
    expect(await sitemapIds()).toEqual([visible.id])
    expect(await landingCount()).toBe(1)
    expect(await alertIds()).toEqual([visible.id])
  })

  it('stays kept back when edited active again before approval', async () => {
    const res = await call(t.app, 'PATCH', `/api/properties/${waiting.id}/status`, { isActive: true }, { token: pending.manager.token })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ isActive: 1, pendingReview: 1 })
    expect(await publicList()).not.toContain(waiting.id)
  })

  it('appears everywhere once the advertiser is approved', async () => {
    expect((await call(t.app, 'POST', `/api/admin/advertisers/${pending.id}/approve`, undefined, { token: superadmin.token })).status).toBe(200)
    const page = (await (await call(t.app, 'GET', `/api/properties/${waiting.id}`)).json()) as Property
    expect(page).toMatchObject({ id: waiting.id, isActive: 1, pendingReview: 0 })
    expect(await publicList()).toContain(waiting.id)
    expect((await mapList()).sort()).toEqual([visible.id, waiting.id].sort())
    expect(await byIds()).toEqual([visible.id, waiting.id])
    expect(await similar()).toContain(waiting.id)
    expect((await sitemapIds()).sort()).toEqual([visible.id, waiting.id].sort())
    expect(await landingCount()).toBe(2)
    expect((await alertIds()).sort()).toEqual([visible.id, waiting.id].sort())
    const owners = (await (await call(t.app, 'GET', `/api/properties/admin/${waiting.id}`, undefined, { token: pending.agents[0].token })).json()) as Property
    expect(owners).toMatchObject({ isActive: 1, pendingReview: 0 })
  })
})

describe("a private owner's limit of open listings", () => {
  const saved = process.env.OWNER_LISTING_LIMIT
  afterAll(() => {
    if (saved === undefined) delete process.env.OWNER_LISTING_LIMIT
    else process.env.OWNER_LISTING_LIMIT = saved
  })

  it('allows three open listings; a fourth active one is a 409, an inactive one is fine, and closing one frees a place', async () => {
    delete process.env.OWNER_LISTING_LIMIT
    const { user } = await makeOwner(t, 'Marta Propietaria')
    const open: Property[] = []
    for (let i = 1; i <= 3; i += 1) open.push(await createListing(t, user.token, { title: `Departamento propio número ${i}` }))
    const fourth = await t.app.request('/api/properties', { method: 'POST', body: await propertyForm({ title: 'Departamento de más' }), headers: auth(user.token) })
    const refused = await expectError(fourth, 409)
    expect(refused.message).toMatch(/3/)
    const inactive = await createListing(t, user.token, { title: 'Departamento guardado', isActive: 'false' })
    expect(inactive.isActive).toBe(0)
    await expectError(await call(t.app, 'PATCH', `/api/properties/${inactive.id}/status`, { isActive: true }, { token: user.token }), 409)
    const sold = await call(t.app, 'PATCH', `/api/properties/${open[0].id}`, { statusId: 'status_sold' }, { token: user.token })
    expect(sold.status, await sold.clone().text()).toBe(200)
    const reopened = await call(t.app, 'PATCH', `/api/properties/${inactive.id}/status`, { isActive: true }, { token: user.token })
    expect(reopened.status).toBe(200)
    expect(await reopened.json()).toMatchObject({ isActive: 1 })
    await expectError(await call(t.app, 'PATCH', `/api/properties/${open[0].id}`, { statusId: 'status_available' }, { token: user.token }), 409)
  })

  it('does not bind an agency', async () => {
    const agency = await makeAgency(t, 'Agencia Grande', { agents: 0 })
    for (let i = 1; i <= 4; i += 1) await createListing(t, agency.manager.token, { title: `Casa de agencia número ${i}` })
  })
})

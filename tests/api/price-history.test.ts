import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { watchContentVersion } from '../../src/server/contentVersion.ts'
import { priceHistory, properties } from '../../src/server/db/schema.ts'
import { createSiteData } from '../../src/server/siteData.ts'
import type { PriceChange, Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { auth, createListing, jsonHeaders, propertyForm } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 11: every price a listing had, whichever call set it, recorded in the same transaction;
// `previousPrice` is the price just before a cut in the same currency.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')

const patch = (id: number, body: unknown) => t.app.request(`/api/properties/${id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify(body) })
const put = async (id: number, fields: Record<string, string>) =>
  t.app.request(`/api/properties/${id}`, { method: 'PUT', headers: auth(owner.token), body: await propertyForm(fields, { mainImage: null, images: [] }) })

async function history(id: number): Promise<PriceChange[]> {
  const res = await t.app.request(`/api/properties/${id}/price-history`)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as PriceChange[]
}
async function publicRead(id: number): Promise<Property> {
  const res = await t.app.request(`/api/properties/${id}`)
  expect(res.status).toBe(200)
  return (await res.json()) as Property
}
const storedRows = (id: number) => t.db.select().from(priceHistory).where(eq(priceHistory.propertyId, id))

describe('price history', () => {
  it('records the first price at publication, with no previous price', async () => {
    const listing = await createListing(t, owner.token, { price: '200000', currency: 'USD' })
    expect(listing.previousPrice).toBeNull()
    expect(await history(listing.id)).toEqual([{ price: 200000, currency: 'USD', changedAt: listing.createdAt }])
  })

  it('records a cut made by PATCH, answers the price before it and lists both, oldest first', async () => {
    const listing = await createListing(t, owner.token, { price: '200000' })
    const res = await patch(listing.id, { price: 184000 })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as Property).previousPrice).toBe(200000)
    expect(await publicRead(listing.id)).toMatchObject({ price: 184000, previousPrice: 200000 })
    const changes = await history(listing.id)
    expect(changes.map((c) => c.price)).toEqual([200000, 184000])
    expect(Date.parse(changes[1].changedAt)).toBeGreaterThan(Date.parse(changes[0].changedAt))
    const listed = (await (await t.app.request('/api/properties?limit=100')).json()) as { data: Property[] }
    expect(listed.data.find((p) => p.id === listing.id)?.previousPrice).toBe(200000)
  })

  it('a rise leaves nothing to strike through, and a later cut strikes the price just before it', async () => {
    const listing = await createListing(t, owner.token, { price: '100000' })
    await patch(listing.id, { price: 90000 })
    const up = (await (await patch(listing.id, { price: 95000 })).json()) as Property
    expect(up.previousPrice).toBeNull()
    const down = (await (await patch(listing.id, { price: 93000 })).json()) as Property
    expect(down.previousPrice).toBe(95000)
    expect((await history(listing.id)).map((c) => c.price)).toEqual([100000, 90000, 95000, 93000])
  })

  it('records a change made by the form (PUT), a change of currency included, with no previous price across currencies', async () => {
    const listing = await createListing(t, owner.token, { price: '300000', currency: 'USD' })
    const res = await put(listing.id, { price: '1200000000', currency: 'COP' })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as Property).previousPrice).toBeNull()
    expect((await history(listing.id)).map(({ price, currency }) => ({ price, currency }))).toEqual([
      { price: 300000, currency: 'USD' },
      { price: 1200000000, currency: 'COP' },
    ])
  })

  it('an edit that leaves the price alone records nothing', async () => {
    const listing = await createListing(t, owner.token, { price: '150000' })
    expect((await put(listing.id, { price: '150000', title: 'Casa con jardín renovada' })).status).toBe(200)
    expect((await patch(listing.id, { price: 150000.0, bedrooms: 4 })).status).toBe(200)
    expect(await storedRows(listing.id)).toHaveLength(1)
  })

  it('a refused change records nothing and keeps the price', async () => {
    const listing = await createListing(t, owner.token, { price: '150000', priceType: 'rent' })
    await expectInvalidFields(await patch(listing.id, { price: 120000, statusId: 'status_sold' }), ['statusId'])
    await expectInvalidFields(await patch(listing.id, { price: -5 }), ['price'])
    expect(await storedRows(listing.id)).toHaveLength(1)
    expect(await publicRead(listing.id)).toMatchObject({ price: 150000, previousPrice: null })
  })

  it('a change and its record commit together or not at all', async () => {
    const listing = await createListing(t, owner.token, { price: '150000' })
    const failure = new Error('rolled back on purpose')
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(properties).set({ price: 99000 }).where(eq(properties.id, listing.id))
        expect(await tx.select().from(priceHistory).where(eq(priceHistory.propertyId, listing.id))).toHaveLength(2)
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await storedRows(listing.id)).toHaveLength(1)
    expect(await publicRead(listing.id)).toMatchObject({ price: 150000, previousPrice: null })
  })

  it('answers 404 for an unknown or inactive listing, and goes with a deleted one', async () => {
    await expectError(await t.app.request('/api/properties/999999/price-history'), 404)
    await expectError(await t.app.request('/api/properties/no-such-slug/price-history'), 404)
    const hidden = await createListing(t, owner.token, { isActive: 'false' })
    await expectError(await t.app.request(`/api/properties/${hidden.id}/price-history`), 404)
    const gone = await createListing(t, owner.token)
    expect((await t.app.request(`/api/properties/${gone.id}`, { method: 'DELETE', headers: auth(owner.token) })).status).toBe(204)
    expect(await storedRows(gone.id)).toEqual([])
  })

  it('is read with the listing for its page, the same changes the API answers, to the millisecond', async () => {
    const listing = await createListing(t, owner.token, { price: '310000.5', currency: 'USD' })
    await patch(listing.id, { price: 299000.25 })
    await patch(listing.id, { price: 305000 })
    // A stored instant with microseconds near the next millisecond: read as the API reads it.
    const [first] = await storedRows(listing.id)
    await t.db
      .update(priceHistory)
      .set({ changedAt: sql`'2026-11-28 09:15:42.123999+00'::timestamptz` })
      .where(eq(priceHistory.id, first.id))
    const site = createSiteData(t.db, watchContentVersion(t.db, { everyMs: 0 }))
    const expected = await history(listing.id)
    expect(expected.map((c) => c.price)).toEqual([310000.5, 299000.25, 305000])
    expect(expected[0].changedAt).toMatch(/^2026-11-28T09:15:42\.12[34]Z$/)
    for (const key of [String(listing.id), listing.slug]) {
      expect((await site.findListing(key))?.id).toBe(listing.id)
      expect(await site.priceHistory(listing.id)).toEqual(expected)
    }
    // A listing without a page read first still gets its history.
    expect(await createSiteData(t.db, watchContentVersion(t.db, { everyMs: 0 })).priceHistory(listing.id)).toEqual(expected)
  })
})

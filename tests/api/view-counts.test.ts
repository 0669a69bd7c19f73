import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactClicks, properties } from '../../src/server/db/schema.ts'
import { appOnSameDatabase } from '../fixtures/requests.ts'
import type { TestApp } from '../fixtures/testApp.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'
import { runOutRateCounters } from '../fixtures/rateCounters.ts'

// Issue 23, item 6: a reload, or a script posting in a loop, used to add a view (or a lead) each
// time. One client's views and contact taps of one listing now count once per half hour.

const t = setUpTestApp()
const admin = setUpUser(t, 'admin')
const listing = setUpListing(t, admin, { title: 'Casa vista una vez' })
const other = setUpListing(t, admin, { title: 'Otra casa vista' })

const viewsOf = async (id: number) => (await t.db.select({ views: properties.views }).from(properties).where(eq(properties.id, id)))[0].views
const clicksOf = async (id: number) => (await t.db.select().from(contactClicks).where(eq(contactClicks.propertyId, id))).length
const view = (app: TestApp['app'], id: number | string) => app.request(`/api/properties/${id}/views`, { method: 'POST' })
const tap = (app: TestApp['app'], id: number | string, channel: string) =>
  app.request(`/api/properties/${id}/contact-clicks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel }) })
/** As if half an hour had passed for every counter of `part`. */
const later = (part: string) => runOutRateCounters(t, 'expiresAt', part)

describe('views', () => {
  it('one client viewing a listing again and again within half an hour counts one view, by id or slug', async () => {
    const visitor = appOnSameDatabase(t)
    for (const id of [listing.id, listing.slug, listing.id, listing.id]) expect((await view(visitor, id)).status).toBe(204)
    expect(await viewsOf(listing.id)).toBe(1)
    // Another listing, and another client, count on their own.
    expect((await view(visitor, other.id)).status).toBe(204)
    expect((await view(appOnSameDatabase(t), listing.id)).status).toBe(204)
    expect([await viewsOf(listing.id), await viewsOf(other.id)]).toEqual([2, 1])
  })

  it('after half an hour the same client counts again', async () => {
    const visitor = appOnSameDatabase(t)
    await view(visitor, other.id)
    await view(visitor, other.id)
    const before = await viewsOf(other.id)
    await later(`view:${other.id}|`)
    await view(visitor, other.id)
    expect(await viewsOf(other.id)).toBe(before + 1)
  })
})

describe('contact taps', () => {
  it('one client tapping the same button again within half an hour counts one lead; the other channel is its own', async () => {
    const visitor = appOnSameDatabase(t)
    for (let i = 0; i < 4; i++) expect((await tap(visitor, listing.id, 'whatsapp')).status).toBe(204)
    expect(await clicksOf(listing.id)).toBe(1)
    expect((await tap(visitor, listing.slug, 'call')).status).toBe(204)
    expect((await tap(appOnSameDatabase(t), listing.id, 'whatsapp')).status).toBe(204)
    expect(await clicksOf(listing.id)).toBe(3)
    await later(`click:${listing.id}|`)
    expect((await tap(visitor, listing.id, 'whatsapp')).status).toBe(204)
    expect(await clicksOf(listing.id)).toBe(4)
  })
})

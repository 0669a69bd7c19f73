import { describe, expect, it } from 'vitest'
import { inquiries } from '../../src/server/db/schema.ts'
import type { Leads } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { auth, createListing } from '../fixtures/properties.ts'
import { appOnSameDatabase } from '../fixtures/requests.ts'
import type { TestApp } from '../fixtures/testApp.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 12: taps on "call" and "WhatsApp" are leads too, counted per listing without personal data;
// the dashboard reads inquiries, calls and WhatsApp taps of the last 30 days.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const other = setUpUser(t, 'admin')
const superadmin = setUpUser(t, 'superadmin')
const house = setUpListing(t, owner, { title: 'Casa con jardín en Cumbayá' })
const flat = setUpListing(t, owner, { title: 'Departamento en La Carolina' })
const othersListing = setUpListing(t, other, { title: 'Casa de otro anunciante' })

const click = (id: number | string, body: unknown, app: TestApp['app'] = t.app) =>
  app.request(`/api/properties/${id}/contact-clicks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
async function leads(token: string): Promise<Leads> {
  const res = await t.app.request('/api/admin/leads', { headers: auth(token) })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as Leads
}

describe('contact clicks', () => {
  it('counts a call and a WhatsApp tap on an active listing, by id or slug', async () => {
    expect((await click(house.id, { channel: 'call' })).status).toBe(204)
    expect((await click(house.slug, { channel: 'whatsapp' })).status).toBe(204)
    // Another visitor (the same one's second tap within half an hour counts once: view-counts.test.ts).
    expect((await click(house.id, { channel: 'whatsapp' }, appOnSameDatabase(t))).status).toBe(204)
    expect((await click(othersListing.id, { channel: 'call' })).status).toBe(204)
  })

  it('refuses an unknown channel and an unknown or inactive listing, counting nothing', async () => {
    await expectInvalidFields(await click(house.id, { channel: 'email' }), ['channel'])
    await expectInvalidFields(await click(house.id, {}), ['channel'])
    await expectError(await click(999999, { channel: 'call' }), 404)
    const hidden = await createListing(t, owner.token, { isActive: 'false' })
    await expectError(await click(hidden.id, { channel: 'call' }), 404)
    const mine = await leads(owner.token)
    expect(mine.byListing.find((l) => l.propertyId === hidden.id)).toBeUndefined()
  })
})

describe('GET /api/admin/leads', () => {
  it("shows an advertiser the last 30 days of its own listings' leads, per listing and per day", async () => {
    await t.db.insert(inquiries).values([
      { name: 'Ana', email: 'ana@example.com', message: 'Me interesa la casa.', propertyId: house.id },
      { name: 'Luis', email: 'luis@example.com', message: 'Me interesa el departamento.', propertyId: flat.id },
      // Older than the window: not counted.
      { name: 'Vieja', email: 'vieja@example.com', message: 'Consulta antigua.', propertyId: flat.id, createdAt: new Date(Date.now() - 45 * 86_400_000) },
    ])
    const mine = await leads(owner.token)
    expect(mine.days).toBe(30)
    expect(mine.byListing).toEqual([
      { propertyId: house.id, title: house.title, inquiries: 1, calls: 1, whatsapp: 2, total: 4 },
      { propertyId: flat.id, title: flat.title, inquiries: 1, calls: 0, whatsapp: 0, total: 1 },
    ])
    expect(mine.daily).toHaveLength(30)
    expect(mine.daily.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), inquiries: 2, calls: 1, whatsapp: 2 })
    expect(mine.daily.slice(0, -1).every((d) => d.inquiries + d.calls + d.whatsapp === 0)).toBe(true)
  })

  it("keeps another advertiser's leads apart; a superadmin sees every listing's", async () => {
    expect((await leads(other.token)).byListing.map((l) => l.propertyId)).toEqual([othersListing.id])
    expect((await leads(superadmin.token)).byListing.map((l) => l.propertyId).sort()).toEqual([house.id, flat.id, othersListing.id].sort())
    await expectError(await t.app.request('/api/admin/leads'), 401)
  })
})

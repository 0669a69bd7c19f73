import { describe, expect, it } from 'vitest'
import type { Paged, Property } from '../../src/shared/types.ts'
import { auth, createListing, jsonHeaders } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Public totals are cached against a version bumped by database triggers (migration 0004); every
// write through the API must show in the very next list.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')

async function total(query = ''): Promise<number> {
  const res = await t.app.request(`/api/properties${query}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as Paged<Property>).pagination.total
}

describe('listing totals', () => {
  it('follow creation, status changes, partial updates and deletion at once', async () => {
    const before = await total()
    const beforeRent = await total('?priceType=rent')
    const listing = await createListing(t, owner.token)
    expect(await total()).toBe(before + 1)

    const off = await t.app.request(`/api/properties/${listing.id}/status`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ isActive: false }) })
    expect(off.status).toBe(200)
    expect(await total()).toBe(before)

    await t.app.request(`/api/properties/${listing.id}/status`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ isActive: true }) })
    const rent = await t.app.request(`/api/properties/${listing.id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ priceType: 'rent' }) })
    expect(rent.status).toBe(200)
    expect(await total('?priceType=rent')).toBe(beforeRent + 1)

    const gone = await t.app.request(`/api/properties/${listing.id}`, { method: 'DELETE', headers: auth(owner.token) })
    expect(gone.status).toBe(204)
    expect(await total()).toBe(before)
    expect(await total('?priceType=rent')).toBe(beforeRent)
  })

  it('are kept apart per filter and per text', async () => {
    await createListing(t, owner.token, { title: 'Casa con huerto en Nayón' })
    expect(await total('?q=nayon')).toBe(1)
    expect(await total('?q=NAYÓN')).toBe(1)
    expect(await total('?q=nayon&countryId=country_br')).toBe(0)
  })
})

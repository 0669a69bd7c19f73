import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties } from '../../src/server/db/schema.ts'
import { APPROXIMATE_RADIUS_M } from '../../src/shared/constants.ts'
import type { MapPoints, Paged, Property } from '../../src/shared/types.ts'
import { expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { createListing, jsonHeaders, propertyForm } from '../fixtures/properties.ts'
import { call } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 15: listings carry a pin; the public gets it only when the advertiser shows it exactly, and
// otherwise one approximate point, the same on every answer; the map searches that point, never the pin.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')

/** Metres between two points (equirectangular: exact enough at a few hundred metres). */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = ((b.lng - a.lng) * Math.PI * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)) / 180
  const y = ((b.lat - a.lat) * Math.PI) / 180
  return Math.hypot(x, y) * 6_371_000
}

const pinned = (title: string, lat: number, lng: number, extra: Record<string, string> = {}) =>
  createListing(t, owner.token, { title, latitude: String(lat), longitude: String(lng), countryId: 'country_pe', cityId: 'pe_lima', currency: 'PEN', ...extra })
const publicGet = async <T>(path: string): Promise<T> => {
  const res = await call(t.app, 'GET', path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}
const patch = (id: number, body: Record<string, unknown>) => t.app.request(`/api/properties/${id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify(body) })
/** A box of `half` degrees around a point, as the `bbox` parameter. */
const around = (p: { lat: number; lng: number }, half: number) => [p.lng - half, p.lat - half, p.lng + half, p.lat + half].map((n) => n.toFixed(6)).join(',')

describe('a listing’s location', () => {
  it('gives the public an approximate point near the pin, the same on every answer, and the pin to its manager only', async () => {
    const pin = { lat: -12.119_871, lng: -77.034_512 }
    const listing = await pinned('Departamento con ubicación aproximada en Miraflores', pin.lat, pin.lng)
    expect(listing.latitude).toBe(pin.lat)
    expect(listing.showExactLocation).toBe(0)

    const detail = await publicGet<Property>(`/api/properties/${listing.id}`)
    expect(detail.latitude).toBeNull()
    expect(detail.longitude).toBeNull()
    // The street address finds a home as surely as its pin.
    expect(detail.address).toBeNull()
    expect(detail.location).toMatchObject({ approximate: true, radiusM: APPROXIMATE_RADIUS_M })
    const point = detail.location!
    expect(metres(point, pin)).toBeGreaterThan(15)
    expect(metres(point, pin)).toBeLessThanOrEqual(APPROXIMATE_RADIUS_M)
    // Rounded: it says nothing finer than about 100 m.
    expect(Math.round(point.lat * 1000) / 1000).toBe(point.lat)
    expect(Math.round(point.lng * 1000) / 1000).toBe(point.lng)

    // Asked many times, and through every way in: always that one point.
    for (let i = 0; i < 10; i++) expect((await publicGet<Property>(`/api/properties/${listing.slug}`)).location).toEqual(point)
    const listed = await publicGet<Paged<Property>>(`/api/properties?q=${encodeURIComponent(listing.title)}`)
    expect(listed.data.map((p) => [p.location, p.latitude])).toEqual([[point, null]])
    const map = await publicGet<MapPoints>(`/api/properties/map?bbox=${around(point, 0.01)}`)
    expect(map.data.find((p) => p.id === listing.id)).toMatchObject({ lat: point.lat, lng: point.lng })
    expect(JSON.stringify(map)).not.toContain(String(pin.lat))

    // Its manager sees the pin.
    const managed = (await (await call(t.app, 'GET', `/api/properties/${listing.id}`, undefined, { token: owner.token })).json()) as Property
    expect([managed.latitude, managed.longitude, managed.address]).toEqual([pin.lat, pin.lng, 'Av. Interoceánica km 12'])
  })

  it('moves its public point only when the pin moves', async () => {
    const listing = await pinned('Casa que cambia de pin en Surco', -12.14, -76.99)
    const first = (await publicGet<Property>(`/api/properties/${listing.id}`)).location!
    expect((await patch(listing.id, { title: 'Casa que cambia de pin en Surco, renovada', price: 1200 })).status).toBe(200)
    expect((await publicGet<Property>(`/api/properties/${listing.id}`)).location).toEqual(first)
    expect((await patch(listing.id, { latitude: -12.1, longitude: -77.0 })).status).toBe(200)
    const moved = (await publicGet<Property>(`/api/properties/${listing.id}`)).location!
    expect(metres(moved, { lat: -12.1, lng: -77.0 })).toBeLessThanOrEqual(APPROXIMATE_RADIUS_M)
    // Not even a direct write can set the public point: the trigger keeps it.
    await t.db.update(properties).set({ publicLatitude: -12.1, publicLongitude: -77.0 }).where(eq(properties.id, listing.id))
    expect((await publicGet<Property>(`/api/properties/${listing.id}`)).location).toEqual(moved)
  })

  it('gives the exact pin when its advertiser chose so, and no location without a pin', async () => {
    const exact = await pinned('Oficina con ubicación exacta en San Isidro', -12.097_1, -77.036_4, { showExactLocation: 'true' })
    const detail = await publicGet<Property>(`/api/properties/${exact.id}`)
    expect(detail.location).toEqual({ lat: -12.097_1, lng: -77.036_4, approximate: false, radiusM: 0 })
    expect([detail.latitude, detail.longitude, detail.address]).toEqual([-12.097_1, -77.036_4, 'Av. Interoceánica km 12'])
    // Back to approximate: a fresh offset, not the pin.
    expect((await patch(exact.id, { showExactLocation: false })).status).toBe(200)
    const hidden = await publicGet<Property>(`/api/properties/${exact.id}`)
    expect(hidden.location?.approximate).toBe(true)
    expect(hidden.location?.lat).not.toBe(-12.097_1)
    expect([hidden.latitude, hidden.address]).toEqual([null, null])

    const unplaced = await createListing(t, owner.token, { title: 'Casa sin pin en Quito' })
    expect((await publicGet<Property>(`/api/properties/${unplaced.id}`)).location).toBeNull()
  })

  it('never gives away the pins of many approximate listings: no offset is zero, few repeat, and they point every which way', async () => {
    const pins = Array.from({ length: 24 }, (_, i) => ({ lat: -12.05 - i * 0.003, lng: -77.05 + ((i * 7) % 11) * 0.002 }))
    const listings = await Promise.all(pins.map((p, i) => pinned(`Departamento ${i} para medir desplazamientos`, p.lat, p.lng)))
    const offsets = await Promise.all(
      listings.map(async (listing, i) => {
        const { location } = await publicGet<Property>(`/api/properties/${listing.id}`)
        return { dLat: location!.lat - pins[i].lat, dLng: location!.lng - pins[i].lng, m: metres(location!, pins[i]) }
      }),
    )
    expect(offsets.every((o) => o.m > 15 && o.m <= APPROXIMATE_RADIUS_M)).toBe(true)
    // Offsets land on a 0.001° grid (about 25 cells in the ring), so some repeat by chance; one shared shift would give 1.
    expect(new Set(offsets.map((o) => `${o.dLat.toFixed(4)},${o.dLng.toFixed(4)}`)).size).toBeGreaterThan(6)
    // Not one shared shift someone could subtract: the offsets point every which way.
    const quadrants = new Set(offsets.map((o) => `${Math.sign(o.dLat)},${Math.sign(o.dLng)}`))
    expect(quadrants.size).toBeGreaterThanOrEqual(3)
  })

  it('refuses half a pin or one out of range, and keeps nothing', async () => {
    const half = await t.app.request('/api/properties', {
      method: 'POST',
      body: await propertyForm({ title: 'Casa con medio pin', latitude: '-0.2' }),
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(messageOf(await expectInvalidFields(half, ['longitude']), 'longitude')).toBe('Indica la latitud y la longitud juntas, o marca el punto en el mapa')
    const far = await t.app.request('/api/properties', {
      method: 'POST',
      body: await propertyForm({ title: 'Casa con pin imposible', latitude: '95', longitude: '-190' }),
      headers: { authorization: `Bearer ${owner.token}` },
    })
    const body = await expectInvalidFields(far, ['latitude', 'longitude'])
    expect(messageOf(body, 'latitude')).toBe('La latitud debe ser un número entre -90 y 90')
    expect(await t.db.select({ id: properties.id }).from(properties).where(eq(properties.title, 'Casa con medio pin'))).toEqual([])
    const listing = await pinned('Casa a la que se le quita medio pin', -12.2, -76.9)
    await expectInvalidFields(await patch(listing.id, { latitude: 91 }), ['latitude'])
    await expectInvalidFields(await patch(listing.id, { longitude: 'oeste' }), ['longitude'])
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id))
    expect([row.latitude, row.longitude]).toEqual([-12.2, -76.9])
  })
})

describe('searching an area', () => {
  it('bbox finds listings by their public point, never by their pin', async () => {
    const pin = { lat: -12.301_234, lng: -76.801_234 }
    const listing = await pinned('Casa de playa en Punta Hermosa', pin.lat, pin.lng)
    const point = (await publicGet<Property>(`/api/properties/${listing.id}`)).location!
    const ids = async (bbox: string) => (await publicGet<Paged<Property>>(`/api/properties?bbox=${bbox}&limit=100`)).data.map((p) => p.id)
    expect(await ids(around(point, 0.002))).toContain(listing.id)
    // A box around the pin that leaves out the public point finds nothing: an area cannot find a pin.
    expect(metres(point, pin)).toBeGreaterThan(15)
    const tight = 0.00005
    expect(await ids(around(pin, tight))).not.toContain(listing.id)
    expect(await ids(around({ lat: -3.7, lng: -73.2 }, 0.05))).not.toContain(listing.id)
    expect((await publicGet<Paged<Property>>(`/api/properties?bbox=${around(point, 0.002)}`)).pagination.total).toBeGreaterThanOrEqual(1)
  })

  it('the map answer is compact, follows every filter and the area, and counts what it leaves out', async () => {
    const sale = await pinned('Terreno en venta en Pachacámac', -12.23, -76.86, { price: '90000', priceType: 'sale' })
    const rent = await pinned('Local en alquiler en Pachacámac', -12.231, -76.861, { price: '2500', priceType: 'rent' })
    const box = '-76.9,-12.3,-76.8,-12.2'
    const all = await publicGet<MapPoints>(`/api/properties/map?bbox=${box}`)
    const point = all.data.find((p) => p.id === sale.id)
    expect(point).toEqual({ id: sale.id, lat: expect.any(Number), lng: expect.any(Number), price: 90000, currency: 'PEN', type: 'Casa' })
    expect(all.data.map((p) => p.id)).toContain(rent.id)
    expect(all.total).toBe(all.data.length)
    expect(all.truncated).toBe(false)
    const rents = await publicGet<MapPoints>(`/api/properties/map?bbox=${box}&priceType=rent`)
    expect(rents.data.map((p) => p.id)).toContain(rent.id)
    expect(rents.data.map((p) => p.id)).not.toContain(sale.id)
  })

  it('refuses a malformed bbox with a 400 on bbox, on the list and the map', async () => {
    for (const bbox of ['1,2,3', 'a,b,c,d', '-76,-12,-77,-11', '0,-91,1,0', '-181,0,1,1', '1,1,1,1', '0,0,1,1,2', '', '1e2,0,2,1']) {
      for (const path of ['/api/properties', '/api/properties/map']) {
        const body = await expectInvalidFields(await call(t.app, 'GET', `${path}?bbox=${encodeURIComponent(bbox)}`), ['bbox'])
        expect(messageOf(body, 'bbox')).toBe('El área del mapa no es válida: oeste,sur,este,norte en grados')
      }
    }
  })
})

import { expect, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import type { Property } from '../../../src/shared/types.ts'
import { loginAsAdvertiser, loginAsSuperadmin } from './layout.ts'

const png = (hue: number) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: hue % 256, g: (hue * 3) % 256, b: 140 } } })
    .png()
    .toBuffer()

/** A listing made through the real API as the admin form makes it (multipart, text fields). */
// The admin form needs a main image and at least one more photo, so `photos` is at least 2.
export async function createListing(request: APIRequestContext, fields: Record<string, string> = {}, photos = 3, floorPlans = 0): Promise<Property> {
  const token = await loginAsAdvertiser(request)
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: `Casa de prueba ${Date.now()}`,
    description: 'Casa luminosa con jardín, cerca de parques, colegios y transporte público.',
    price: '185000',
    priceType: 'sale',
    currency: 'USD',
    address: 'Calle de los Cipreses 123',
    neighborhood: 'Cumbayá',
    propertyTypeId: '1',
    countryId: 'country_ec',
    cityId: 'ec_quito',
    isActive: 'true',
    isOpportunity: 'false',
    bedrooms: '3',
    bathrooms: '2.5',
    area: '160',
    garage: '2',
    ...fields,
    mainImage: { name: 'main.png', mimeType: 'image/png', buffer: await png(20) },
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(multipart)) {
    if (typeof value === 'string') form.append(key, value)
    else form.append(key, new File([new Uint8Array(value.buffer)], value.name, { type: value.mimeType }))
  }
  for (let i = 0; i < photos - 1; i += 1) form.append('images', new File([new Uint8Array(await png(60 + i * 50))], `photo-${i}.png`, { type: 'image/png' }))
  for (let i = 0; i < floorPlans; i += 1) form.append('floorPlans', new File([new Uint8Array(await png(200 + i * 20))], `plan-${i}.png`, { type: 'image/png' }))
  const res = await request.post('/api/properties', { multipart: form, headers: { authorization: `Bearer ${token}` } })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as Property
}

export async function setListingActive(request: APIRequestContext, id: number, isActive: boolean) {
  const token = await loginAsSuperadmin(request)
  const res = await request.patch(`/api/properties/${id}/status`, { data: { isActive }, headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
}

/** Read as staff: the public answer may be up to RESPONSE_CACHE_SECONDS old, by design. */
export async function viewsOf(request: APIRequestContext, id: number): Promise<number> {
  const token = await loginAsSuperadmin(request)
  const res = await request.get(`/api/properties/admin/${id}`, { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as Property).views
}

/** A partial update through the real API (`PATCH /api/properties/{id}`), as a superadmin. */
export async function patchListing(request: APIRequestContext, id: number, body: Record<string, unknown>): Promise<Property> {
  const token = await loginAsSuperadmin(request)
  const res = await request.patch(`/api/properties/${id}`, { data: body, headers: { authorization: `Bearer ${token}` } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as Property
}

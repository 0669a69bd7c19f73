import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { auth, jsonHeaders } from '../fixtures/properties.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 13: every public GET answers with an ETag and a 304 to a matching If-None-Match; a change
// gives a new ETag. Private reads (with a token) and the streamed exports carry none.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const listing = setUpListing(t, owner, { title: 'Casa con etiqueta en Quito' })

describe('ETag and 304 on public reads', () => {
  it.each(['/api/properties?limit=5', '/api/properties/types', '/api/locations/countries', '/api/locations/cities/country_ec', '/api/currencies', 'LISTING', 'SIMILAR', 'HISTORY'])(
    '%s answers an ETag and a 304 when it still matches',
    async (target) => {
      const path =
        target === 'LISTING'
          ? `/api/properties/${listing.id}`
          : target === 'SIMILAR'
            ? `/api/properties/${listing.id}/similar`
            : target === 'HISTORY'
              ? `/api/properties/${listing.id}/price-history`
              : target
      const first = await t.app.request(path)
      expect(first.status).toBe(200)
      const tag = first.headers.get('etag')
      expect(tag).toMatch(/^(W\/)?"[^"]+"$/)
      const again = await t.app.request(path, { headers: { 'if-none-match': tag! } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect((await t.app.request(path, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200)
    },
  )

  it('a change gives the listing a new ETag, so no one keeps the old answer', async () => {
    const path = `/api/properties/${listing.id}`
    const before = (await t.app.request(path)).headers.get('etag')!
    expect((await t.app.request(path, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ price: 123456 }) })).status).toBe(200)
    const after = await t.app.request(path, { headers: { 'if-none-match': before } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(before)
  })

  it('a private read carries none', async () => {
    expect((await t.app.request(`/api/properties/${listing.id}`, { headers: auth(owner.token) })).headers.get('etag')).toBeNull()
  })

  it('the API answers compressed to a caller that accepts it (the map most of all), the exports excepted', async () => {
    const res = await t.app.request('/api/properties/map', { headers: { 'accept-encoding': 'gzip, deflate' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    const raw = Buffer.from(await res.arrayBuffer())
    const plain = await (await t.app.request('/api/properties/map')).text()
    expect(gunzipSync(raw).toString()).toBe(plain)
    expect(JSON.parse(plain)).toHaveProperty('total')
    const list = await t.app.request('/api/properties?limit=50', { headers: { 'accept-encoding': 'gzip' } })
    expect(list.headers.get('content-encoding')).toBe('gzip')
    const csv = await t.app.request('/api/properties/admin/export.csv', { headers: { ...auth(owner.token), 'accept-encoding': 'gzip' } })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-encoding')).toBeNull()
  })
})

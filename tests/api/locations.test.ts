import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectError } from '../fixtures/contract.ts'
import { call } from '../fixtures/requests.ts'
import { createTestApp, type TestApp, type TestUser } from '../fixtures/testApp.ts'

const COUNTRIES = [
  { id: 'country_ec', name: 'Ecuador', prefix: 'ec_', sample: { id: 'ec_quito', name: 'Quito' } },
  { id: 'country_co', name: 'Colombia', prefix: 'co_', sample: { id: 'co_bogota', name: 'Bogotá' } },
  { id: 'country_pe', name: 'Perú', prefix: 'pe_', sample: { id: 'pe_lima', name: 'Lima' } },
  { id: 'country_br', name: 'Brasil', prefix: 'br_', sample: { id: 'br_sao_paulo', name: 'São Paulo' } },
]

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.user('admin')
})
afterAll(() => t.close())

const get = (path: string, token?: string) => call(t.app, 'GET', path, undefined, { token })

describe('countries', () => {
  it('lists exactly Ecuador, Colombia, Perú and Brasil with their ids, for anyone', async () => {
    const res = await get('/api/locations/countries')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const countries = (await res.json()) as { id: string; name: string }[]
    for (const country of countries) expect(Object.keys(country).sort()).toEqual(['id', 'name'])
    expect([...countries].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      COUNTRIES.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id.localeCompare(b.id)),
    )
  })

  it('answers the same with a staff token', async () => {
    const anonymous = await (await get('/api/locations/countries')).json()
    expect(await (await get('/api/locations/countries', admin.token)).json()).toEqual(anonymous)
  })
})

describe('cities', () => {
  for (const country of COUNTRIES) {
    it(`${country.name} has at least 8 cities, each {id, name}, ${country.sample.name} among them`, async () => {
      const res = await get(`/api/locations/cities/${country.id}`)
      expect(res.status).toBe(200)
      const cities = (await res.json()) as { id: string; name: string }[]
      expect(cities.length).toBeGreaterThanOrEqual(8)
      for (const city of cities) {
        expect(Object.keys(city).sort()).toEqual(['id', 'name'])
        expect(city.id.startsWith(country.prefix), `${city.id} belongs to ${country.id}`).toBe(true)
        expect(city.name.trim().length).toBeGreaterThan(0)
      }
      expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length)
      expect(cities).toContainEqual(country.sample)
    })
  }

  it('cities of one country never show up under another', async () => {
    const lists = await Promise.all(COUNTRIES.map(async (country) => ((await (await get(`/api/locations/cities/${country.id}`)).json()) as { id: string }[]).map((c) => c.id)))
    const all = lists.flat()
    expect(new Set(all).size).toBe(all.length)
  })

  it('an unknown country is a 404', async () => {
    await expectError(await get('/api/locations/cities/country_xx'), 404)
    await expectError(await get('/api/locations/cities/ec'), 404)
    await expectError(await get(`/api/locations/cities/${encodeURIComponent("country_ec' OR '1'='1")}`), 404)
  })
})

describe('the API as a whole', () => {
  it('an unknown /api path is a JSON 404', async () => {
    for (const path of ['/api/nothing-here', '/api/locations/planets', '/api/admin/secret-stuff']) {
      const res = await call(t.app, 'GET', path, undefined, { token: path.includes('admin') ? admin.token : undefined })
      await expectError(res, 404)
    }
  })

  it('an unknown /api path answers in English when asked', async () => {
    const res = await call(t.app, 'GET', '/api/nothing-here', undefined, { lang: 'en' })
    const body = await expectError(res, 404)
    expect(body.message).not.toBe('No encontrado.')
  })

  it('security headers are on successful and failed API answers alike', async () => {
    const answers = [
      await get('/api/locations/countries'),
      await get('/api/locations/cities/country_xx'),
      await get('/api/nothing-here'),
      await call(t.app, 'POST', '/api/auth/login', '{"email":'),
      await get('/api/admin/dashboard-stats'),
    ]
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options'), `${res.status} ${res.url}`).toBe('nosniff')
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.status).not.toBe(500)
    }
  })
})

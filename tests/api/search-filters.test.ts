import { beforeAll, describe, expect, it } from 'vitest'
import type { CurrencyRate, Paged, Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, ids, messageOf } from '../fixtures/contract.ts'
import { createListing, jsonHeaders, propertyForm } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 10: the search narrows by price in any currency, rooms, parking and size, hides closed
// listings, and every listing says its status; similar listings and the rate table.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const superadmin = setUpUser(t, 'superadmin')

const bogota = { countryId: 'country_co', cityId: 'co_bogota', neighborhood: 'Chapinero', currency: 'COP', priceType: 'rent', propertyTypeId: '2' }
/** Created in this order, so the newest-first order is the reverse. Prices in USD at the seeded rates (COP 4050, PEN 3.75, BRL 5.35). */
const L: Record<'quito' | 'bog1' | 'bog2' | 'bog3' | 'saoPaulo' | 'lima' | 'sold' | 'rented' | 'office', Property> = {} as never

async function list(query: string): Promise<Paged<Property>> {
  const res = await t.app.request(`/api/properties?${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as Paged<Property>
}
const idsOf = (...names: (keyof typeof L)[]) => names.map((name) => L[name].id)

async function setRate(code: string, usdRate: unknown, token = superadmin.token) {
  return t.app.request(`/api/currencies/${code}`, { method: 'PUT', headers: jsonHeaders(token), body: JSON.stringify({ usdRate }) })
}

beforeAll(async () => {
  L.quito = await createListing(t, owner.token, { price: '250000', bedrooms: '3', bathrooms: '2.5', garage: '2', area: '180' })
  L.bog1 = await createListing(t, owner.token, { ...bogota, title: 'Apartamento en Chapinero', price: '2800000', bedrooms: '3', bathrooms: '2', garage: '1', area: '90' })
  L.bog2 = await createListing(t, owner.token, { ...bogota, title: 'Apartamento amplio en Usaquén', price: '3500000', bedrooms: '3', bathrooms: '2', garage: '0', area: '110' })
  L.bog3 = await createListing(t, owner.token, { ...bogota, title: 'Apartaestudio en Teusaquillo', price: '2000000', bedrooms: '2', bathrooms: '1', garage: '1', area: '60' })
  L.saoPaulo = await createListing(t, owner.token, {
    title: 'Apartamento em Pinheiros',
    price: '3500',
    priceType: 'rent',
    currency: 'BRL',
    countryId: 'country_br',
    cityId: 'br_sao_paulo',
    neighborhood: 'Pinheiros',
    propertyTypeId: '2',
    bedrooms: '2',
    bathrooms: '1',
    area: '75',
  })
  L.lima = await createListing(t, owner.token, {
    title: 'Casa en La Molina',
    price: '937500',
    currency: 'PEN',
    countryId: 'country_pe',
    cityId: 'pe_lima',
    neighborhood: 'La Molina',
    bedrooms: '4',
    bathrooms: '2',
    area: undefined,
  })
  L.sold = await createListing(t, owner.token, { title: 'Casa vendida en Cumbayá', price: '240000', statusId: 'status_sold', bedrooms: '3', area: '150' })
  L.rented = await createListing(t, owner.token, { ...bogota, title: 'Apartamento alquilado en Chicó', price: '2500000', statusId: 'status_rented', bedrooms: '3', garage: '1', area: '85' })
  L.office = await createListing(t, owner.token, { ...bogota, title: 'Oficina en Chapinero', price: '2900000', propertyTypeId: '4', bedrooms: undefined, bathrooms: '1', area: '70' })
})

describe('GET /api/properties: the new filters', () => {
  it('answers "a 3-bedroom flat to rent in Bogotá under 3,000,000 COP with parking"', async () => {
    const query = 'countryId=country_co&cityId=co_bogota&priceType=rent&propertyTypeId=2&minBedrooms=3&minGarage=1&maxPrice=3000000&currency=COP'
    expect(ids(await list(query))).toEqual(idsOf('bog1'))
    // The rented one matches too, and shows up only when closed listings are asked for.
    expect(ids(await list(`${query}&includeClosed=true`))).toEqual(idsOf('rented', 'bog1'))
  })

  it('filters each new parameter alone', async () => {
    expect(ids(await list('minBathrooms=2.5'))).toEqual(idsOf('quito'))
    expect(ids(await list('minGarage=2'))).toEqual(idsOf('quito'))
    expect(ids(await list('minArea=90&maxArea=110'))).toEqual(idsOf('bog2', 'bog1'))
    expect(ids(await list('minArea=170'))).toEqual(idsOf('quito'))
    // A listing without an area is outside every area range.
    expect(ids(await list('maxArea=100000'))).not.toContain(L.lima.id)
  })

  it('compares prices across currencies by their dollar value', async () => {
    // 2,800,000 COP ≈ 691 US$, 3,500 BRL ≈ 654 US$.
    expect(ids(await list('minPrice=600&maxPrice=700&currency=USD'))).toEqual(idsOf('saoPaulo', 'bog1'))
    expect(ids(await list('minPrice=600&maxPrice=700'))).toEqual(idsOf('saoPaulo', 'bog1'))
    // The same range in reais: 3,210 to 3,745 BRL.
    expect(ids(await list('minPrice=3210&maxPrice=3745&currency=BRL'))).toEqual(idsOf('saoPaulo', 'bog1'))
    expect(ids(await list('priceType=rent&maxPrice=3000000&currency=COP'))).toEqual(idsOf('office', 'saoPaulo', 'bog3', 'bog1'))
  })

  it('includes a listing priced exactly at the boundary, in its own currency or converted', async () => {
    // 937,500 PEN is exactly 250,000 US$ at 3.75.
    expect(ids(await list('minPrice=250000&maxPrice=250000'))).toEqual(idsOf('lima', 'quito'))
    expect(ids(await list('minPrice=937500&maxPrice=937500&currency=PEN'))).toEqual(idsOf('lima', 'quito'))
    expect(ids(await list('minPrice=2800000&maxPrice=2800000&currency=COP'))).toEqual(idsOf('bog1'))
  })

  it('follows a new rate at once, counts included', async () => {
    const query = 'minPrice=250000&maxPrice=250000'
    expect((await list(query)).pagination.total).toBe(2)
    expect((await setRate('PEN', 4)).status).toBe(200)
    try {
      const after = await list(query)
      expect(ids(after)).toEqual(idsOf('quito'))
      expect(after.pagination.total).toBe(1)
      expect(ids(await list('minPrice=234375&maxPrice=234375'))).toEqual(idsOf('lima'))
    } finally {
      expect((await setRate('PEN', 3.75)).status).toBe(200)
    }
    expect((await list(query)).pagination.total).toBe(2)
  })

  it('sorts by dollar price and by area, listings without an area last', async () => {
    expect(ids(await list('priceType=rent&sortBy=price&sortOrder=asc'))).toEqual(idsOf('bog3', 'saoPaulo', 'bog1', 'office', 'bog2'))
    expect(ids(await list('priceType=rent&sortBy=price&sortOrder=desc'))).toEqual(idsOf('bog2', 'office', 'bog1', 'saoPaulo', 'bog3'))
    expect(ids(await list('sortBy=area&sortOrder=desc&limit=100'))).toEqual(idsOf('quito', 'bog2', 'bog1', 'saoPaulo', 'office', 'bog3', 'lima'))
    expect(ids(await list('sortBy=area&sortOrder=asc&limit=100'))).toEqual(idsOf('bog3', 'office', 'saoPaulo', 'bog1', 'bog2', 'quito', 'lima'))
  })

  it('hides sold and rented listings unless includeClosed=true', async () => {
    const open = await list('limit=100')
    expect(ids(open)).not.toContain(L.sold.id)
    expect(ids(open)).not.toContain(L.rented.id)
    expect(open.pagination.total).toBe(7)
    const all = await list('limit=100&includeClosed=true')
    expect(ids(all)).toEqual(expect.arrayContaining(idsOf('sold', 'rented')))
    expect(all.pagination.total).toBe(9)
    expect(ids(await list('includeClosed=false&limit=100'))).toEqual(ids(open))
  })

  it('answers each listing with its status and price per m²', async () => {
    const all = await list('limit=100&includeClosed=true')
    const byId = new Map(all.data.map((p) => [p.id, p]))
    expect(byId.get(L.quito.id)).toMatchObject({ status: 'available', statusId: 'status_available', pricePerM2: 1389 })
    expect(byId.get(L.sold.id)).toMatchObject({ status: 'sold', statusId: 'status_sold', pricePerM2: 1600 })
    expect(byId.get(L.rented.id)).toMatchObject({ status: 'rented' })
    expect(byId.get(L.lima.id)!.pricePerM2).toBeNull()
  })

  it.each([
    ['countryId=abc', 'countryId'],
    ['cityId=Bogot%C3%A1!', 'cityId'],
    ['minPrice=-1', 'minPrice'],
    ['minArea=big', 'minArea'],
    ['maxArea=-5', 'maxArea'],
    ['minBathrooms=1.3', 'minBathrooms'],
    ['minGarage=two', 'minGarage'],
    ['sortBy=drop', 'sortBy'],
    ['currency=EUR', 'currency'],
    ['includeClosed=maybe', 'includeClosed'],
  ])('refuses %s with a 400 naming the parameter', async (query, path) => {
    await expectInvalidFields(await t.app.request(`/api/properties?${query}`), [path])
  })
})

describe('status and operation', () => {
  it('refuses a sold listing for rent and a rented one for sale, on create', async () => {
    const form = await propertyForm({ priceType: 'rent', statusId: 'status_sold' })
    const res = await t.app.request('/api/properties', { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } })
    const body = await expectInvalidFields(res, ['statusId'])
    expect(messageOf(body, 'statusId')).toMatch(/venta/)
    const rented = await t.app.request('/api/properties', { method: 'POST', body: await propertyForm({ statusId: 'status_rented' }), headers: { authorization: `Bearer ${owner.token}` } })
    await expectInvalidFields(rented, ['statusId'])
  })

  it('checks a PATCH against the stored operation, and changes nothing when refusing', async () => {
    const patch = (id: number, body: object) => t.app.request(`/api/properties/${id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify(body) })
    await expectInvalidFields(await patch(L.bog3.id, { statusId: 'status_sold' }), ['statusId'])
    await expectInvalidFields(await patch(L.sold.id, { priceType: 'rent' }), ['statusId'])
    const unchanged = (await (await t.app.request(`/api/properties/${L.sold.id}`)).json()) as Property
    expect(unchanged).toMatchObject({ priceType: 'sale', statusId: 'status_sold' })

    const reserved = await patch(L.bog3.id, { statusId: 'status_pending' })
    expect(reserved.status).toBe(200)
    expect(await reserved.json()).toMatchObject({ statusId: 'status_pending', status: 'reserved' })
    // Reserved listings stay in the search.
    expect(ids(await list('minPrice=2000000&maxPrice=2000000&currency=COP'))).toEqual(idsOf('bog3'))
    const back = await patch(L.bog3.id, { statusId: 'status_available' })
    expect(back.status).toBe(200)
  })
})

describe('GET /api/properties/{id}/similar', () => {
  it('offers open listings of the same country and operation, same type first, nearest price first', async () => {
    const res = await t.app.request(`/api/properties/${L.bog1.id}/similar`)
    expect(res.status).toBe(200)
    // bog2 is 700,000 COP away, bog3 800,000; the office is nearer but of another type; the rented
    // one is closed and São Paulo is in another country.
    expect(ids({ data: (await res.json()) as Property[] })).toEqual(idsOf('bog2', 'bog3', 'office'))
    const bySlug = await t.app.request(`/api/properties/${L.bog1.slug}/similar`)
    expect(ids({ data: (await bySlug.json()) as Property[] })).toEqual(idsOf('bog2', 'bog3', 'office'))
  })

  it('is a 404 for an unknown listing', async () => {
    await expectError(await t.app.request('/api/properties/999999/similar'), 404)
  })
})

describe('currencies', () => {
  it('lists every rate, public', async () => {
    const res = await t.app.request('/api/currencies')
    expect(res.status).toBe(200)
    const rates = (await res.json()) as CurrencyRate[]
    expect(rates.map((r) => r.code)).toEqual(['USD', 'COP', 'PEN', 'BRL'])
    expect(rates.find((r) => r.code === 'USD')!.usdRate).toBe(1)
    for (const rate of rates) expect(new Date(rate.updatedAt).toISOString()).toBe(rate.updatedAt)
  })

  it('lets only a superadmin set a rate, dated now', async () => {
    const anonymous = await t.app.request('/api/currencies/BRL', { method: 'PUT', headers: jsonHeaders(), body: JSON.stringify({ usdRate: 5 }) })
    await expectError(anonymous, 401)
    await expectError(await setRate('BRL', 5, owner.token), 403)
    const before = Date.now()
    const res = await setRate('BRL', '5.5')
    expect(res.status).toBe(200)
    const rate = (await res.json()) as CurrencyRate
    expect(rate).toMatchObject({ code: 'BRL', usdRate: 5.5 })
    expect(new Date(rate.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect((await setRate('BRL', 5.35)).status).toBe(200)
  })

  it.each([[0], [-2], ['abc'], [null]])('refuses the rate %s and keeps the old one', async (value) => {
    await expectInvalidFields(await setRate('COP', value), ['usdRate'])
    const rates = (await (await t.app.request('/api/currencies')).json()) as CurrencyRate[]
    expect(rates.find((r) => r.code === 'COP')!.usdRate).toBe(4050)
  })

  it('is a 404 for an unknown currency', async () => {
    await expectError(await setRate('EUR', 1), 404)
  })
})

import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../../src/server/db/schema.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, ids } from '../fixtures/contract.ts'
import { auth, createListing, jsonHeaders } from '../fixtures/properties.ts'
import { appOnSameDatabase } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

/** Every field of a public listing, grouped by what it tells. */
const PROPERTY_KEYS = [
  ...['id', 'slug', 'title', 'description', 'mainImage', 'images', 'floorPlans'],
  ...['neighborhood', 'address', 'cityId', 'cityName', 'countryId', 'countryName'],
  ...['propertyTypeId', 'propertyTypeName', 'area', 'bedrooms', 'bathrooms', 'garage'],
  ...['price', 'currency', 'priceType', 'isOpportunity', 'opportunityPrice', 'legalCosts', 'pricePerM2', 'previousPrice'],
  ...['isFeatured', 'isActive', 'statusId', 'status', 'authorName', 'authorPhoneNumber', 'views', 'createdAt'],
  // Issue 27: who stands behind it, and whether it waits for the advertiser's approval.
  ...['authorWhatsapp', 'advertiser', 'pendingReview'],
  // Issue 15: the pin (null to the public unless shown exactly) and the point the public may place it at.
  ...['latitude', 'longitude', 'showExactLocation', 'location'],
  // Issue 28: what it costs each month and the facts people filter on.
  ...['hoaFee', 'propertyTax', 'includes', 'monthlyCost', 'builtArea', 'floor', 'totalFloors', 'elevator', 'yearBuilt'],
  ...['furnished', 'petsAllowed', 'estrato', 'amenities', 'videoUrl', 'tourUrl'],
].sort()

const NOT_FOUND = 'Propiedad no encontrada. Puede que haya sido eliminada.'

const t = setUpTestApp()
const owner = setUpUser(t, 'admin', { name: 'Ana Propietaria', phoneNumber: '+593 99 000 1111' })
const otherAdmin = setUpUser(t, 'admin')
const superadmin = setUpUser(t, 'superadmin')
/** A: Quito house (sale, 3 bedrooms); B: São Paulo flat (rent); C: Bogotá office (opportunity, '30%' in its title); D: featured Lima shop (rent); E: inactive copy of A. */
const L: Record<'A' | 'B' | 'C' | 'D' | 'E', Property> = {} as never

async function list(query = ''): Promise<Paged<Property>> {
  const res = await t.app.request(`/api/properties${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as Paged<Property>
}

const idsOf = (...names: (keyof typeof L)[]) => names.map((n) => L[n].id)

beforeAll(async () => {
  L.A = await createListing(t, owner.token)
  L.B = await createListing(t, owner.token, {
    title: 'Apartamento moderno en Pinheiros',
    description: 'Luminoso, con balcón y portería las 24 horas.',
    price: '3500',
    priceType: 'rent',
    currency: 'BRL',
    address: 'Rua dos Pinheiros 1200',
    neighborhood: 'Pinheiros',
    propertyTypeId: '2',
    countryId: 'country_br',
    cityId: 'br_sao_paulo',
    bedrooms: '2',
    bathrooms: '1',
    area: '75',
  })
  L.C = await createListing(t, otherAdmin.token, {
    title: 'Oficina con descuento 30% en Chapinero',
    description: 'Oficina lista para ocupar, entrega inmediata.',
    price: '900000000',
    priceType: 'sale',
    currency: 'COP',
    address: 'Carrera 7 # 72-10',
    neighborhood: 'Chapinero',
    propertyTypeId: '4',
    countryId: 'country_co',
    cityId: 'co_bogota',
    isOpportunity: 'true',
    opportunityPrice: '800000000',
    bedrooms: undefined,
    bathrooms: '1',
    area: '60',
  })
  L.D = await createListing(t, superadmin.token, {
    title: 'Local comercial frente al mar',
    description: 'Vista al océano, ideal para cafetería.',
    price: '1200',
    priceType: 'rent',
    currency: 'PEN',
    address: 'Malecón de la Reserva 610',
    neighborhood: 'Miraflores',
    propertyTypeId: '5',
    countryId: 'country_pe',
    cityId: 'pe_lima',
    isFeatured: 'true',
    bedrooms: '1',
    bathrooms: '1',
    area: '40',
  })
  L.E = await createListing(t, owner.token, { title: 'Casa retirada con jardín en Cumbayá' })
  const res = await t.app.request(`/api/properties/${L.E.id}/status`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ isActive: false }) })
  expect(res.status).toBe(200)
})

describe('public listing search: order and pagination', () => {
  it('shows only active listings, newest first, with a pagination summary', async () => {
    const body = await list()
    expect(ids(body)).toEqual(idsOf('D', 'C', 'B', 'A'))
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 4, totalPages: 1 })
  })

  it('pages through the results with page and limit', async () => {
    const first = await list('?limit=3')
    expect(ids(first)).toEqual(idsOf('D', 'C', 'B'))
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 })
    const second = await list('?limit=3&page=2')
    expect(ids(second)).toEqual(idsOf('A'))
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 })
    const beyond = await list('?limit=3&page=3')
    expect(beyond.data).toEqual([])
    expect(beyond.pagination).toEqual({ page: 3, limit: 3, total: 4, totalPages: 2 })
  })

  it('accepts the limits 1 and 100', async () => {
    const one = await list('?limit=1')
    expect(ids(one)).toEqual(idsOf('D'))
    expect(one.pagination).toEqual({ page: 1, limit: 1, total: 4, totalPages: 4 })
    const hundred = await list('?limit=100')
    expect(hundred.data).toHaveLength(4)
    expect(hundred.pagination.limit).toBe(100)
  })

  it('orders by publication date, not by id: a listing dated later comes first', async () => {
    const [row] = await t.db.select({ createdAt: properties.createdAt }).from(properties).where(eq(properties.id, L.A.id))
    try {
      await t.db
        .update(properties)
        .set({ createdAt: new Date(Date.now() + 60_000) })
        .where(eq(properties.id, L.A.id))
      expect(ids(await list())).toEqual(idsOf('A', 'D', 'C', 'B'))
      expect(ids(await list('?sortOrder=asc'))).toEqual(idsOf('B', 'C', 'D', 'A'))
    } finally {
      await t.db.update(properties).set({ createdAt: row.createdAt }).where(eq(properties.id, L.A.id))
    }
  })

  it('keeps a stable order, by id, among listings published at the same instant', async () => {
    const active = idsOf('A', 'B', 'C', 'D')
    const before = await t.db.select({ id: properties.id, createdAt: properties.createdAt }).from(properties).where(inArray(properties.id, active))
    try {
      await t.db
        .update(properties)
        .set({ createdAt: new Date('2024-05-01T12:00:00.000Z') })
        .where(inArray(properties.id, active))
      expect(ids(await list())).toEqual(idsOf('D', 'C', 'B', 'A'))
      expect(ids(await list('?sortOrder=asc'))).toEqual(idsOf('A', 'B', 'C', 'D'))
      // Page by page, every listing shows up exactly once.
      const paged: number[] = []
      for (let page = 1; page <= 4; page += 1) paged.push(...ids(await list(`?limit=1&page=${page}`)))
      expect(paged).toEqual(idsOf('D', 'C', 'B', 'A'))
    } finally {
      for (const row of before) await t.db.update(properties).set({ createdAt: row.createdAt }).where(eq(properties.id, row.id))
    }
  })

  it('sorts by price in both directions, across currencies by their value in dollars', async () => {
    // D 1,200 PEN ≈ 320 US$, B 3,500 BRL ≈ 654 US$, C 900,000,000 COP ≈ 222,222 US$, A 250,000 US$.
    expect(ids(await list('?sortBy=price&sortOrder=asc'))).toEqual(idsOf('D', 'B', 'C', 'A'))
    expect(ids(await list('?sortBy=price&sortOrder=desc'))).toEqual(idsOf('A', 'C', 'B', 'D'))
    expect(ids(await list('?sortBy=price'))).toEqual(idsOf('A', 'C', 'B', 'D'))
  })
})

describe('public listing search: filters', () => {
  const cases: [string, (keyof typeof L)[]][] = [
    ['countryId=country_br', ['B']],
    ['countryId=country_ec', ['A']],
    ['cityId=br_sao_paulo', ['B']],
    ['cityId=ec_quito', ['A']],
    ['propertyTypeId=2', ['B']],
    ['propertyTypeId=1', ['A']],
    ['priceType=rent', ['D', 'B']],
    ['priceType=sale', ['C', 'A']],
    ['isOpportunity=true', ['C']],
    ['isFeatured=true', ['D']],
    // Price ranges are in dollars unless `currency` says otherwise (see search-filters.test.ts).
    ['minPrice=3500', ['C', 'A']],
    ['maxPrice=3500', ['D', 'B']],
    ['minPrice=2000&maxPrice=300000', ['C', 'A']],
    ['minPrice=3500&currency=BRL', ['C', 'B', 'A']],
    ['minBedrooms=2', ['B', 'A']],
    ['minBedrooms=3', ['A']],
    ['countryId=country_ec&priceType=sale&minBedrooms=3&propertyTypeId=1', ['A']],
    ['countryId=country_ec&priceType=rent', []],
  ]
  it.each(cases)('?%s shows exactly the matching active listings', async (query, expected) => {
    const body = await list(`?${query}`)
    expect(ids(body)).toEqual(idsOf(...expected))
    expect(body.pagination.total).toBe(expected.length)
  })
})

describe('public listing search: free text', () => {
  // What each query finds, grouped by the listings it finds.
  const finds: [(keyof typeof L)[], string[]][] = [
    [['A'], ['q=cumbaya', 'q=CUMBAYÁ', 'search=cumbaya', 'q=jardin%20casa']],
    [['B'], ['q=SAO%20PAULO', 'q=s%C3%A3o%20paulo', 'search=sao%20paulo', 'q=pinheiros%20paulo']],
    [['C'], ['q=chapinero', 'q=30%25', 'q=%25']],
    [['D'], ['q=oceano']],
    [[], ['q=casa%20pinheiros', 'q=_', 'q=descuento_30', 'q=%25%25%25', 'q=%5C']],
  ]
  const cases = finds.flatMap(([expected, queries]) => queries.map((query): [string, (keyof typeof L)[]] => [query, expected]))
  it.each(cases)('?%s finds exactly the listings containing every word (ignoring case and accents, no wildcards)', async (query, expected) => {
    const body = await list(`?${query}`)
    expect(ids(body)).toEqual(idsOf(...expected))
    expect(body.pagination.total).toBe(expected.length)
  })

  it('combines free text with filters', async () => {
    expect(ids(await list('?q=casa&countryId=country_ec'))).toEqual(idsOf('A'))
    expect(ids(await list('?q=cumbaya&countryId=country_br'))).toEqual([])
  })
})

describe('public listing search: malformed queries are rejected, not guessed', () => {
  const cases: [string, string][] = [
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['sortBy=views', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['priceType=lease', 'priceType'],
    ['isOpportunity=maybe', 'isOpportunity'],
    ['isFeatured=yes', 'isFeatured'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['minBedrooms=-2', 'minBedrooms'],
    ['propertyTypeId=x', 'propertyTypeId'],
    ['propertyTypeId=0', 'propertyTypeId'],
    [`q=${'a'.repeat(201)}`, 'q'],
  ]
  it.each(cases)('?%s is a 400 naming the parameter', async (query, path) => {
    const body = await expectInvalidFields(await t.app.request(`/api/properties?${query}`), [path])
    expect(body.message).toBe('Los datos enviados no son válidos.')
  })

  it('names every malformed parameter at once, with translated messages', async () => {
    const body = await expectInvalidFields(await t.app.request('/api/properties?page=0&limit=101&sortOrder=up'), ['page', 'limit', 'sortOrder'])
    expect(body.errors!.find((e) => e.path === 'page')!.message).toBe('Página inválida')
    expect(body.errors!.find((e) => e.path === 'limit')!.message).toBe('Límite inválido')
    expect(body.errors!.find((e) => e.path === 'sortOrder')!.message).toBe('Dirección de orden inválida (asc o desc)')
  })

  it('answers in English when asked to', async () => {
    const res = await t.app.request('/api/properties?page=0', { headers: { 'accept-language': 'en' } })
    const body = await expectInvalidFields(res, ['page'])
    expect(body.message).not.toBe('Los datos enviados no son válidos.')
    expect(body.errors![0].message).not.toBe('Página inválida')
  })
})

describe('one listing', () => {
  it('opens by id and by slug', async () => {
    const byId = await t.app.request(`/api/properties/${L.B.id}`)
    expect(byId.status).toBe(200)
    const property = (await byId.json()) as Property
    expect(property.id).toBe(L.B.id)
    expect(property.title).toBe('Apartamento moderno en Pinheiros')
    const bySlug = await t.app.request(`/api/properties/${encodeURIComponent(L.B.slug)}`)
    expect(bySlug.status).toBe(200)
    expect(((await bySlug.json()) as Property).id).toBe(L.B.id)
  })

  it('is a 404 with the spec message for an unknown id or slug', async () => {
    for (const key of ['99999999', 'no-existe-esta-casa', '0']) {
      const body = await expectError(await t.app.request(`/api/properties/${key}`), 404)
      expect(body.message).toBe(NOT_FOUND)
    }
  })

  it('hides an inactive listing from the public, by id and by slug', async () => {
    expect((await expectError(await t.app.request(`/api/properties/${L.E.id}`), 404)).message).toBe(NOT_FOUND)
    expect((await expectError(await t.app.request(`/api/properties/${L.E.slug}`), 404)).message).toBe(NOT_FOUND)
  })

  it('lets the owner (and a superadmin) open its inactive listing, but not another admin', async () => {
    const mine = await t.app.request(`/api/properties/${L.E.id}`, { headers: auth(owner.token) })
    expect(mine.status).toBe(200)
    const property = (await mine.json()) as Property
    expect(property.id).toBe(L.E.id)
    expect(property.isActive).toBe(0)
    const asSuper = await t.app.request(`/api/properties/${L.E.id}`, { headers: auth(superadmin.token) })
    expect(asSuper.status).toBe(200)
    await expectError(await t.app.request(`/api/properties/${L.E.id}`, { headers: auth(otherAdmin.token) }), [403, 404])
  })

  it("answers the edit form's read to the owner and superadmins only, even for a public listing", async () => {
    for (const [id, token] of [
      [L.A.id, owner.token],
      [L.E.slug, owner.token],
      [L.A.id, superadmin.token],
      [L.C.id, superadmin.token],
    ] as const) {
      const res = await t.app.request(`/api/properties/admin/${id}`, { headers: auth(token) })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    // L.A is public, yet another admin may not edit it: not found, as for an unknown listing.
    expect((await expectError(await t.app.request(`/api/properties/admin/${L.A.id}`, { headers: auth(otherAdmin.token) }), 404)).message).toBe(NOT_FOUND)
    expect((await expectError(await t.app.request(`/api/properties/admin/999999`, { headers: auth(owner.token) }), 404)).message).toBe(NOT_FOUND)
    await expectError(await t.app.request(`/api/properties/admin/${L.A.id}`), 401)
  })

  it('answers an inactive listing to its owner and a superadmin only, never from a shared cache', async () => {
    for (const token of [owner.token, superadmin.token]) {
      const res = await t.app.request(`/api/properties/${L.E.slug}`, { headers: auth(token) })
      expect(res.status).toBe(200)
      expect(((await res.json()) as Property).id).toBe(L.E.id)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    const other = await t.app.request(`/api/properties/${L.E.id}`, { headers: auth(otherAdmin.token) })
    expect((await expectError(other, 404)).message).toBe(NOT_FOUND)
    expect((await expectError(await t.app.request(`/api/properties/${L.E.id}`), 404)).message).toBe(NOT_FOUND)
  })

  it('lets a shared cache keep an active listing read without a token, but not one read with a token', async () => {
    const anonymous = await t.app.request(`/api/properties/${L.A.id}`)
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/)
    const withToken = await t.app.request(`/api/properties/${L.A.id}`, { headers: auth(owner.token) })
    expect(withToken.status).toBe(200)
    expect(withToken.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('view counter', () => {
  const viewsOf = async (id: number) => {
    const res = await t.app.request(`/api/properties/${id}`, { headers: auth(superadmin.token) })
    return ((await res.json()) as Property).views
  }

  it('counts one view per call of an active listing (each from another client: view-counts.test.ts has one client)', async () => {
    const start = await viewsOf(L.B.id)
    const res = await appOnSameDatabase(t).request(`/api/properties/${L.B.id}/views`, { method: 'POST' })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(await viewsOf(L.B.id)).toBe(start + 1)
    expect((await appOnSameDatabase(t).request(`/api/properties/${L.B.slug}/views`, { method: 'POST' })).status).toBe(204)
    expect(await viewsOf(L.B.id)).toBe(start + 2)
  })

  it('is a 404 for an inactive or unknown listing, and the inactive one keeps its count', async () => {
    const start = await viewsOf(L.E.id)
    expect((await expectError(await t.app.request(`/api/properties/${L.E.id}/views`, { method: 'POST' }), 404)).message).toBe(NOT_FOUND)
    expect(await viewsOf(L.E.id)).toBe(start)
    await expectError(await t.app.request('/api/properties/99999999/views', { method: 'POST' }), 404)
  })
})

describe('property types', () => {
  it('lists only the five active types, as { id, name, icon }', async () => {
    const res = await t.app.request('/api/properties/types')
    expect(res.status).toBe(200)
    const types = (await res.json()) as { id: number; name: string; icon: string }[]
    expect(types).toHaveLength(5)
    for (const type of types) expect(Object.keys(type).sort()).toEqual(['icon', 'id', 'name'])
    expect(types.map((type) => type.name).sort()).toEqual(['Apartamento', 'Casa', 'Comercial', 'Oficina', 'Terreno'])
    expect(types.find((type) => type.name === 'Casa')!.icon).toBe('Home')
    expect(types.map((type) => type.name)).not.toContain('Bodega')
  })
})

describe('the Property answer', () => {
  it('has exactly the contract fields, with relative image paths and 1/0 flags', async () => {
    const res = await t.app.request(`/api/properties/${L.B.id}`)
    const property = (await res.json()) as Property
    expect(Object.keys(property).sort()).toEqual(PROPERTY_KEYS)
    expect(property).toMatchObject({
      slug: L.B.slug,
      cityId: 'br_sao_paulo',
      cityName: 'São Paulo',
      countryId: 'country_br',
      countryName: 'Brasil',
      propertyTypeId: 2,
      propertyTypeName: 'Apartamento',
      price: 3500,
      currency: 'BRL',
      priceType: 'rent',
      bedrooms: 2,
      bathrooms: 1,
      area: 75,
      isOpportunity: 0,
      isFeatured: 0,
      isActive: 1,
      statusId: 'status_available',
      authorName: 'Ana Propietaria',
      authorPhoneNumber: '+593 99 000 1111',
    })
    expect(typeof property.views).toBe('number')
    expect(new Date(property.createdAt).toISOString()).toBe(property.createdAt)
    expect(property.mainImage).toMatch(/^\/uploads\//)
    expect(property.images).toHaveLength(2)
    for (const image of property.images) expect(image).toMatch(/^\/uploads\//)
    expect(property.images).not.toContain(property.mainImage)
  })

  it('uses 1 for set flags and carries the opportunity price', async () => {
    const opportunity = (await (await t.app.request(`/api/properties/${L.C.id}`)).json()) as Property
    expect(opportunity.isOpportunity).toBe(1)
    expect(opportunity.opportunityPrice).toBe(800000000)
    expect(opportunity.bedrooms).toBeNull()
    const featured = (await (await t.app.request(`/api/properties/${L.D.id}`)).json()) as Property
    expect(featured.isFeatured).toBe(1)
  })

  it('prices an opportunity by what the buyer pays: price per m² and price filters use the opportunity price', async () => {
    const opportunity = (await (await t.app.request(`/api/properties/${L.C.id}`)).json()) as Property
    // 800,000,000 COP over 60 m², not the listed 900,000,000.
    expect(opportunity.pricePerM2).toBe(Math.round(800_000_000 / 60))
    expect(ids(await list('?currency=COP&maxPrice=850000000&countryId=country_co'))).toEqual(idsOf('C'))
    expect(ids(await list('?currency=COP&minPrice=850000000&countryId=country_co'))).toEqual([])
    // Switched off, the listed price counts again; switched back on, the opportunity price.
    const patch = (body: object) => t.app.request(`/api/properties/${L.C.id}`, { method: 'PATCH', headers: jsonHeaders(otherAdmin.token), body: JSON.stringify(body) })
    expect((await patch({ isOpportunity: false })).status).toBe(200)
    expect(ids(await list('?currency=COP&minPrice=850000000&countryId=country_co'))).toEqual(idsOf('C'))
    expect(((await (await t.app.request(`/api/properties/${L.C.id}`)).json()) as Property).pricePerM2).toBe(15_000_000)
    expect((await patch({ isOpportunity: true })).status).toBe(200)
    expect(ids(await list('?currency=COP&maxPrice=850000000&countryId=country_co'))).toEqual(idsOf('C'))
  })

  it('lists each listing in the same shape as the detail answer', async () => {
    const body = await list()
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(PROPERTY_KEYS)
      expect(item.images).not.toContain(item.mainImage)
    }
    const fromList = body.data.find((p) => p.id === L.C.id)!
    const detail = (await (await t.app.request(`/api/properties/${L.C.id}`)).json()) as Property
    expect(fromList).toEqual(detail)
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { watchContentVersion } from '../../src/server/contentVersion.ts'
import { createSiteData } from '../../src/server/siteData.ts'
import { featureApiQuery, LANDING_FEATURES } from '../../src/shared/landingFeatures.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, ids, messageOf, storedState } from '../fixtures/contract.ts'
import { auth, createListing, jsonHeaders, propertyForm } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 28: the facts people in this market filter on, what a home costs each month, and the search
// by them. Rates seeded: COP 4050, PEN 3.75, BRL 5.35 per dollar.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const superadmin = setUpUser(t, 'superadmin')

const bogota = { countryId: 'country_co', cityId: 'co_bogota', neighborhood: 'Chapinero', currency: 'COP', priceType: 'rent', propertyTypeId: '2' }
const saoPaulo = { countryId: 'country_br', cityId: 'br_sao_paulo', neighborhood: 'Pinheiros', currency: 'BRL', priceType: 'rent', propertyTypeId: '2' }
const L: Record<'bogA' | 'bogB' | 'bogC' | 'spA' | 'quitoSale' | 'quitoBare', Property> = {} as never

async function list(query: string): Promise<Paged<Property>> {
  const res = await t.app.request(`/api/properties?${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as Paged<Property>
}
const idsOf = (...names: (keyof typeof L)[]) => names.map((name) => L[name].id)
const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
/** The listings a query finds, as a set, and its total agreeing with them. */
async function found(query: string): Promise<number[]> {
  const body = await list(`${query}&limit=50`)
  expect(body.pagination.total, query).toBe(body.data.length)
  return sorted(ids(body))
}
const create = async (fields: Record<string, string | undefined>) => t.app.request('/api/properties', { method: 'POST', body: await propertyForm(fields), headers: auth(owner.token) })

beforeAll(async () => {
  L.bogA = await createListing(t, owner.token, {
    ...bogota,
    title: 'Apartamento con terraza en Chapinero',
    price: '2500000',
    hoaFee: '300000',
    propertyTax: '1200000',
    petsAllowed: 'true',
    furnished: 'partly',
    elevator: 'true',
    estrato: '4',
    amenities: '["gym","pool","doorman"]',
    builtArea: '80',
    floor: '3',
    totalFloors: '10',
  })
  L.bogB = await createListing(t, owner.token, {
    ...bogota,
    title: 'Apartamento amoblado en Usaquén',
    price: '2800000',
    hoaFee: '400000',
    includes: '["hoa"]',
    petsAllowed: 'false',
    furnished: 'fully',
    estrato: '3',
    amenities: '["gym"]',
    builtArea: '95',
  })
  L.bogC = await createListing(t, owner.token, {
    ...bogota,
    title: 'Apartamento en Teusaquillo',
    price: '2700000',
    hoaFee: '350000',
    petsAllowed: '1',
    furnished: 'no',
    elevator: 'false',
    estrato: '3',
    amenities: '["pool","gym"]',
  })
  L.spA = await createListing(t, owner.token, {
    ...saoPaulo,
    title: 'Apartamento em Pinheiros',
    price: '3500',
    hoaFee: '900',
    propertyTax: '2400',
    petsAllowed: 'true',
    furnished: 'fully',
    elevator: 'true',
    amenities: '["security_24h","pool","gym"]',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
  })
  L.quitoSale = await createListing(t, owner.token, { title: 'Casa con jardín en Cumbayá', price: '250000', hoaFee: '120', propertyTax: '600', amenities: '["garden"]', yearBuilt: '2015' })
  L.quitoBare = await createListing(t, owner.token, { title: 'Casa sin cuotas en Tumbaco', price: '180000' })
})

describe('the facts of a listing', () => {
  it('are stored and answered: lists as arrays in a fixed order, yes/no as 1/0, not given as null', async () => {
    const res = await t.app.request(`/api/properties/${L.bogA.id}`)
    const p = (await res.json()) as Property
    expect(p).toMatchObject({ hoaFee: 300000, propertyTax: 1200000, includes: [], petsAllowed: 1, furnished: 'partly', elevator: 1, estrato: 4, builtArea: 80, floor: 3, totalFloors: 10 })
    expect(p.amenities).toEqual(['pool', 'gym', 'doorman'])
    expect(p).toMatchObject({ yearBuilt: null, videoUrl: null, tourUrl: null })
    expect(L.bogB).toMatchObject({ petsAllowed: 0, includes: ['hoa'], elevator: null })
    expect(L.spA).toMatchObject({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo' })
    expect(L.quitoBare).toMatchObject({ hoaFee: null, propertyTax: null, amenities: [], includes: [], furnished: null, petsAllowed: null })
  })

  it('change through PATCH with JSON arrays, and an empty list clears a list', async () => {
    const listing = await createListing(t, owner.token, { title: 'Departamento para cambiar', amenities: '["pool"]', hoaFee: '90' })
    const url = `/api/properties/${listing.id}`
    let res = await t.app.request(url, {
      method: 'PATCH',
      headers: jsonHeaders(owner.token),
      body: JSON.stringify({ amenities: ['laundry', 'balcony', 'laundry'], furnished: 'fully', propertyTax: 1200 }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({ amenities: ['balcony', 'laundry'], furnished: 'fully', hoaFee: 90, monthlyCost: 190 })
    res = await t.app.request(url, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ amenities: [] }) })
    expect(await res.json()).toMatchObject({ amenities: [], furnished: 'fully' })
    expect((await t.app.request(url, { method: 'DELETE', headers: auth(owner.token) })).status).toBe(204)
  })

  it('refuse bad values at their fields, storing nothing', async () => {
    const before = await storedState(t)
    const cases: [Record<string, string>, string][] = [
      [{ estrato: '3' }, 'estrato'], // Quito: estrato is Colombian
      [{ ...bogota, estrato: '7' }, 'estrato'],
      [{ hoaFee: '-1' }, 'hoaFee'],
      [{ propertyTax: 'mucho' }, 'propertyTax'],
      [{ videoUrl: 'https://evil.example.com/watch?v=dQw4w9WgXcQ' }, 'videoUrl'],
      [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
      [{ tourUrl: 'https://www.youtube.com.evil.io/watch?v=dQw4w9WgXcQ' }, 'tourUrl'],
      [{ amenities: '["pool","sauna"]' }, 'amenities'],
      [{ amenities: 'pool,gym' }, 'amenities'],
      [{ includes: '["water"]' }, 'includes'],
      [{ furnished: 'mostly' }, 'furnished'],
      [{ petsAllowed: 'maybe' }, 'petsAllowed'],
      [{ elevator: '2' }, 'elevator'],
      [{ yearBuilt: '1750' }, 'yearBuilt'],
      [{ floor: '2.5' }, 'floor'],
      [{ floor: '12', totalFloors: '8' }, 'floor'],
      [{ builtArea: '0' }, 'builtArea'],
    ]
    for (const [fields, path] of cases) {
      const body = await expectInvalidFields(await create(fields), [path])
      expect(messageOf(body, path), JSON.stringify(fields)).toBeTruthy()
    }
    const estrato = await expectInvalidFields(await create({ estrato: '3' }), ['estrato'])
    expect(messageOf(estrato, 'estrato')).toBe('El estrato solo se indica para propiedades en Colombia')
    expect(await storedState(t)).toEqual(before)
  })

  it('keep the estrato rule on PATCH: moving a Colombian listing with an estrato abroad is refused', async () => {
    const res = await t.app.request(`/api/properties/${L.bogC.id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ countryId: 'country_pe', cityId: 'pe_lima' }) })
    await expectInvalidFields(res, ['estrato'])
    const after = (await (await t.app.request(`/api/properties/${L.bogC.id}`)).json()) as Property
    expect(after).toMatchObject({ countryId: 'country_co', estrato: 3 })
  })
})

describe('the monthly cost', () => {
  it('is the rent plus the fee and a twelfth of the tax, less what the rent includes; for a sale the fee and the tax', () => {
    expect(L.bogA.monthlyCost).toBe(2_500_000 + 300_000 + 100_000)
    expect(L.bogB.monthlyCost).toBe(2_800_000) // the fee is in the rent, no tax given
    expect(L.bogC.monthlyCost).toBe(3_050_000)
    expect(L.spA.monthlyCost).toBe(3500 + 900 + 200)
    expect(L.quitoSale.monthlyCost).toBe(170)
    expect(L.quitoBare.monthlyCost).toBeNull()
  })

  it('follows the opportunity price of a rent, and the rent including everything', async () => {
    const listing = await createListing(t, owner.token, {
      ...saoPaulo,
      title: 'Studio na Vila Madalena',
      price: '3000',
      isOpportunity: 'true',
      opportunityPrice: '2700',
      hoaFee: '500',
      propertyTax: '1200',
      includes: '["hoa","tax"]',
    })
    expect(listing.monthlyCost).toBe(2700)
    const res = await t.app.request(`/api/properties/${listing.id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ includes: ['tax'] }) })
    expect(((await res.json()) as Property).monthlyCost).toBe(3200)
    await t.app.request(`/api/properties/${listing.id}`, { method: 'DELETE', headers: auth(owner.token) })
  })
})

describe('the search by these facts', () => {
  it('filters by pets, furnishing (at least the level chosen), lift, built area, estrato and amenities (all of them)', async () => {
    expect(await found('petsAllowed=true')).toEqual(sorted(idsOf('bogA', 'bogC', 'spA')))
    expect(await found('petsAllowed=false')).toEqual(idsOf('bogB'))
    expect(await found('furnished=partly')).toEqual(sorted(idsOf('bogA', 'bogB', 'spA')))
    expect(await found('furnished=fully')).toEqual(sorted(idsOf('bogB', 'spA')))
    expect(await found('elevator=true')).toEqual(sorted(idsOf('bogA', 'spA')))
    expect(await found('minBuiltArea=90')).toEqual(idsOf('bogB'))
    expect(await found('estrato=3')).toEqual(sorted(idsOf('bogB', 'bogC')))
    expect(await found('amenities=pool,gym')).toEqual(sorted(idsOf('bogA', 'bogC', 'spA')))
    expect(await found('amenities=gym')).toEqual(sorted(idsOf('bogA', 'bogB', 'bogC', 'spA')))
    expect(await found('amenities=gym,security_24h,pool')).toEqual(idsOf('spA'))
  })

  it('filters by the total monthly cost in any currency, compared in dollars', async () => {
    // 3,000,000 COP = 740.74 USD: the Bogotá rents at 2.9 and 2.8 millones, the Quito house's 170 USD;
    // not the 3.05 millones one, nor São Paulo's 4,600 BRL (859.81 USD), nor a sale with no fees.
    expect(await found('maxMonthlyCost=3000000&currency=COP')).toEqual(sorted(idsOf('bogA', 'bogB', 'quitoSale')))
    expect(await found('maxMonthlyCost=4600&currency=BRL')).toEqual(sorted(idsOf('bogA', 'bogB', 'bogC', 'spA', 'quitoSale')))
    expect(await found('maxMonthlyCost=4599&currency=BRL')).toEqual(sorted(idsOf('bogA', 'bogB', 'bogC', 'quitoSale')))
    expect(await found('countryId=country_co&petsAllowed=true&maxMonthlyCost=3000000&currency=COP')).toEqual(idsOf('bogA'))
  })

  it('sorts by the monthly cost in dollars, listings without one last', async () => {
    const body = await list('sortBy=monthlyCost&sortOrder=asc&limit=50')
    expect(ids(body)).toEqual(idsOf('quitoSale', 'bogB', 'bogA', 'bogC', 'spA', 'quitoBare'))
    const desc = await list('sortBy=monthlyCost&sortOrder=desc&limit=50')
    expect(ids(desc)).toEqual(idsOf('spA', 'bogC', 'bogA', 'bogB', 'quitoSale', 'quitoBare'))
  })

  it('follows a change of rate: the dollar monthly cost is kept by the rate', async () => {
    const put = (usdRate: number) => t.app.request('/api/currencies/BRL', { method: 'PUT', headers: jsonHeaders(superadmin.token), body: JSON.stringify({ usdRate }) })
    expect((await put(5.0)).status).toBe(200)
    // 4,600 BRL is now 920 USD, above 3,500,000 COP (864.20 USD).
    expect(await found('maxMonthlyCost=3500000&currency=COP')).not.toContain(L.spA.id)
    expect((await put(5.5)).status).toBe(200)
    // 836.36 USD: inside.
    expect(await found('maxMonthlyCost=3500000&currency=COP')).toContain(L.spA.id)
    expect((await put(5.35)).status).toBe(200)
  })

  it('refuses a malformed value of each new filter with a 400 that names it', async () => {
    const bad = [
      'petsAllowed=maybe',
      'elevator=si',
      'furnished=no',
      'furnished=mostly',
      'estrato=7',
      'estrato=tres',
      'amenities=pool,sauna',
      'amenities=',
      'amenities=pool,,gym',
      'minBuiltArea=-5',
      'maxMonthlyCost=barato',
      'maxMonthlyCost=-1',
      'sortBy=monthly',
    ]
    for (const query of bad) {
      const body = await expectError(await t.app.request(`/api/properties?${query}`), 400)
      expect(
        body.errors?.map((e) => e.path),
        query,
      ).toEqual([query.split('=')[0]])
    }
  })
})

describe('the landing pages of a feature', () => {
  it('are counted for the sitemap exactly as the search finds them', async () => {
    const data = createSiteData(t.db, watchContentVersion(t.db, { everyMs: 0 }))
    const counts = await data.featureLandingCounts()
    // Bogotá apartments for rent that accept pets (A and C), with a pool (A and C), fully furnished (B).
    expect(counts.filter((row) => row.cityId === 'co_bogota').map((row) => [row.feature, row.count])).toEqual(
      expect.arrayContaining([
        ['pets', 2],
        ['pool', 2],
        ['furnished', 1],
      ]),
    )
    expect(counts.length).toBeGreaterThan(3)
    for (const row of counts) {
      const feature = LANDING_FEATURES.find((candidate) => candidate.key === row.feature)!
      const query = new URLSearchParams({
        priceType: row.priceType,
        propertyTypeId: String(row.propertyTypeId),
        cityId: row.cityId,
        ...Object.fromEntries(Object.entries(featureApiQuery(feature)).map(([k, v]) => [k, String(v)])),
      })
      expect((await list(query.toString())).pagination.total, `${row.feature} ${row.cityId}`).toBe(row.count)
    }
  })
})

describe('GET /api/amenities', () => {
  it('lists every amenity with its label in the asked language', async () => {
    const es = (await (await t.app.request('/api/amenities')).json()) as { id: string; name: string }[]
    expect(es).toHaveLength(18)
    expect(es.find((a) => a.id === 'pool')?.name).toBe('Piscina')
    expect(es.map((a) => a.id)).toContain('security_24h')
    const en = (await (await t.app.request('/api/amenities', { headers: { 'accept-language': 'en' } })).json()) as { id: string; name: string }[]
    expect(en.find((a) => a.id === 'security_24h')?.name).toBe('24-hour security')
    const pt = (await (await t.app.request('/api/amenities', { headers: { 'accept-language': 'pt-BR' } })).json()) as { id: string; name: string }[]
    expect(pt.find((a) => a.id === 'gym')?.name).toBe('Academia')
  })
})

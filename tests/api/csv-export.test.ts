import { parse } from 'csv-parse/sync'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { inquiries, properties } from '../../src/server/db/schema.ts'
import { propertyExportBatches } from '../../src/server/services/propertyExport.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { createListing } from '../fixtures/properties.ts'
import { call } from '../fixtures/requests.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// CSV exports of the admin's listings and inquiries: contents, encoding, filters, permissions, and
// reading every row of a large export through keyset batches.

const LISTING_HEADER = [
  'id',
  'slug',
  'title',
  'status',
  'isActive',
  'isFeatured',
  'isOpportunity',
  'price',
  'currency',
  'priceType',
  'opportunityPrice',
  'propertyType',
  'country',
  'city',
  'neighborhood',
  'address',
  'bedrooms',
  'bathrooms',
  'garage',
  'area',
  'views',
  'ownerEmail',
  'createdAt',
  'updatedAt',
  'hoaFee',
  'propertyTax',
  'includes',
  'monthlyCost',
  'builtArea',
  'floor',
  'totalFloors',
  'elevator',
  'yearBuilt',
  'furnished',
  'petsAllowed',
  'estrato',
  'amenities',
  'videoUrl',
  'tourUrl',
]
const INQUIRY_HEADER = ['id', 'createdAt', 'name', 'email', 'phone', 'message', 'propertyId', 'propertyTitle', 'isRead']
const TRICKY_TITLE = 'Casa "La Colina", vista al Ilaló\nSegunda línea; ñandú & café'
const TRICKY_MESSAGE = 'Hola, ¿sigue "disponible"?\r\nGracias, José.\nÚltima línea, con comas'

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const ownerA = setUpUser(t, 'admin', { name: 'Dueña A', email: 'duena.a@test.local' })
const ownerB = setUpUser(t, 'admin', { name: 'Dueño B', email: 'dueno.b@test.local' })
const tricky = setUpListing(t, ownerA, { title: 'Casa con vista al Ilaló', neighborhood: 'San Rafael, Valle', price: '310000' })
let inactiveA: Property
let listingB: Property

beforeAll(async () => {
  // Line breaks are not something the form lets a title have; a stored one must still survive the export.
  await t.db.update(properties).set({ title: TRICKY_TITLE }).where(eq(properties.id, tricky.id))
  inactiveA = await createListing(t, ownerA.token, { title: 'Oficina inactiva en Quito', isActive: 'false', price: '90000' })
  await createListing(t, ownerA.token, { title: 'Departamento en Cumbayá', price: '150000', currency: 'USD' })
  listingB = await createListing(t, ownerB.token, { title: 'Apartamento de B en Cuenca', cityId: 'ec_cuenca', price: '120000' })
  await t.db.insert(inquiries).values([
    { name: 'José Ñúñez', email: 'jose@mail.test', phone: '+593 99 111 2222', message: TRICKY_MESSAGE, propertyId: tricky.id, isRead: false, createdAt: new Date('2026-02-01T10:00:00Z') },
    { name: 'Ana', email: 'ana@mail.test', phone: null, message: 'Quiero visitar la oficina.', propertyId: inactiveA.id, isRead: true, createdAt: new Date('2026-02-02T10:00:00Z') },
    { name: 'Bruno', email: 'bruno@mail.test', phone: null, message: 'Sobre el apartamento de Cuenca.', propertyId: listingB.id, isRead: false, createdAt: new Date('2026-02-03T10:00:00Z') },
    { name: 'Carla', email: 'carla@mail.test', phone: null, message: 'Consulta general.', propertyId: null, isRead: false, createdAt: new Date('2026-02-04T10:00:00Z') },
  ])
})

const get = (path: string, token?: string) => call(t.app, 'GET', path, undefined, { token })

/** A successful CSV answer, checked for its headers and BOM, parsed into a header and rows. */
async function csvOf(res: Response, expectedName: RegExp): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const bytes = new Uint8Array(await res.arrayBuffer())
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  expect(res.status, text.slice(0, 300)).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${expectedName.source}"$`))
  expect([...bytes.slice(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf])
  const records = parse(text.slice(1), { relax_column_count: false }) as string[][]
  const [header, ...lines] = records
  return { header, rows: lines.map((line) => Object.fromEntries(header.map((name, i) => [name, line[i]]))) }
}

const listingsCsv = async (query = '', token = ownerA.token) => csvOf(await get(`/api/properties/admin/export.csv${query}`, token), /listings-\d{4}-\d{2}-\d{2}\.csv/)
const inquiriesCsv = async (query = '', token = root.token) => csvOf(await get(`/api/admin/inquiries/export.csv${query}`, token), /inquiries-\d{4}-\d{2}-\d{2}\.csv/)

describe('listing export', () => {
  it('writes the stable English header and every field, quotes, commas, line breaks and accents intact', async () => {
    const { header, rows } = await listingsCsv()
    expect(header).toEqual(LISTING_HEADER)
    const row = rows.find((r) => r.id === String(tricky.id))!
    expect(row).toMatchObject({
      title: TRICKY_TITLE,
      neighborhood: 'San Rafael, Valle',
      status: 'available',
      isActive: 'true',
      isFeatured: 'false',
      price: '310000',
      currency: 'USD',
      priceType: 'sale',
      country: 'Ecuador',
      city: 'Quito',
      ownerEmail: 'duena.a@test.local',
      slug: tricky.slug,
      createdAt: tricky.createdAt,
    })
    expect(row.opportunityPrice, 'an empty value is an empty field').toBe('')
    expect([row.hoaFee, row.includes, row.monthlyCost, row.amenities, row.elevator], 'facts not given are empty fields').toEqual(['', '', '', '', ''])
  })

  it('writes the facts of issue 28: lists joined by "|", the monthly cost derived from the rent, fee and tax', async () => {
    const rent = await createListing(t, ownerA.token, {
      title: 'Apartamento en Chapinero con administración',
      countryId: 'country_co',
      cityId: 'co_bogota',
      currency: 'COP',
      priceType: 'rent',
      price: '2500000',
      hoaFee: '350000',
      propertyTax: '1200000',
      includes: JSON.stringify(['utilities', 'internet']),
      builtArea: '72.5',
      floor: '3',
      totalFloors: '10',
      elevator: 'true',
      yearBuilt: '2015',
      furnished: 'partly',
      petsAllowed: 'false',
      estrato: '4',
      amenities: JSON.stringify(['gym', 'pool']),
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    })
    onTestFinished(() =>
      t.db
        .delete(properties)
        .where(eq(properties.id, rent.id))
        .then(() => undefined),
    )
    const row = (await listingsCsv()).rows.find((r) => r.id === String(rent.id))!
    expect(row).toMatchObject({
      hoaFee: '350000',
      propertyTax: '1200000',
      includes: 'utilities|internet',
      monthlyCost: '2950000',
      builtArea: '72.5',
      floor: '3',
      totalFloors: '10',
      elevator: 'true',
      yearBuilt: '2015',
      furnished: 'partly',
      petsAllowed: 'false',
      estrato: '4',
      amenities: 'pool|gym',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      tourUrl: '',
    })
  })

  it('gives an admin only its own listings and a superadmin every one on its own endpoint', async () => {
    expect((await listingsCsv('', ownerA.token)).rows.map((r) => r.ownerEmail)).toEqual(['duena.a@test.local', 'duena.a@test.local', 'duena.a@test.local'])
    expect((await listingsCsv('', ownerB.token)).rows.map((r) => r.id)).toEqual([String(listingB.id)])
    const all = await csvOf(await get('/api/properties/superadmin/export.csv', root.token), /listings-\d{4}-\d{2}-\d{2}\.csv/)
    expect(all.rows).toHaveLength(4)
    expect((await listingsCsv('', root.token)).rows, 'the admin endpoint is the caller’s own listings, even for a superadmin').toHaveLength(0)
  })

  it('applies the list’s filters and order: status, search and price order', async () => {
    expect((await listingsCsv('?isActive=false')).rows.map((r) => r.id)).toEqual([String(inactiveA.id)])
    expect((await listingsCsv('?search=departamento')).rows.map((r) => r.title)).toEqual(['Departamento en Cumbayá'])
    expect((await listingsCsv('?sortBy=price&sortOrder=asc')).rows.map((r) => r.price)).toEqual(['90000', '150000', '310000'])
    expect((await listingsCsv('?sortBy=price&sortOrder=desc')).rows.map((r) => r.price)).toEqual(['310000', '150000', '90000'])
  })

  it('refuses a missing token (401), an admin on the superadmin export (403) and bad parameters (400)', async () => {
    await expectError(await get('/api/properties/admin/export.csv'), 401)
    await expectError(await get('/api/properties/superadmin/export.csv'), 401)
    await expectError(await get('/api/properties/superadmin/export.csv', ownerA.token), 403)
    await expectInvalidFields(await get('/api/properties/admin/export.csv?sortBy=title&isActive=perhaps', ownerA.token), ['sortBy', 'isActive'])
  })
})

describe('exports for Spanish- and Portuguese-locale spreadsheets', () => {
  it('separates fields with ";" and writes decimals with "," when asked for delimiter=semicolon', async () => {
    const half = await createListing(t, ownerB.token, { title: 'Suite con medio baño', bathrooms: '1.5', price: '95000.5' })
    // Gone again before the large export below counts every listing.
    onTestFinished(async () => void (await t.db.delete(properties).where(eq(properties.id, half.id))))
    const res = await get('/api/properties/admin/export.csv?delimiter=semicolon&sortBy=price&sortOrder=asc', ownerB.token)
    const text = (await res.text()).replace(/^\uFEFF/, '')
    expect(res.status).toBe(200)
    expect(text.split('\r\n')[0]).toBe(LISTING_HEADER.join(';'))
    const records = parse(text, { delimiter: ';' }) as string[][]
    const row = Object.fromEntries(records[0].map((name, i) => [name, records.find((r) => r[0] === String(half.id))![i]]))
    expect(row).toMatchObject({ title: 'Suite con medio baño', bathrooms: '1,5', price: '95000,5' })
    // The default stays comma-separated with decimal points.
    const plain = await get('/api/properties/admin/export.csv', ownerB.token)
    expect((await plain.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(LISTING_HEADER.join(','))
  })

  it('refuses an unknown delimiter with a field error', async () => {
    await expectInvalidFields(await get('/api/admin/inquiries/export.csv?delimiter=tab', root.token), ['delimiter'])
  })
})

describe('a large listing export', () => {
  const EXTRA = 2_345

  beforeAll(async () => {
    // Copies of one listing written by SQL (fast): many share a price and an instant, which is what
    // a keyset must get right at batch boundaries.
    await t.db.execute(sql`
      insert into properties (slug, owner_id, title, price, currency, price_type, address, country_id, city_id, property_type_id, status_id, views, search_text, created_at)
      select 'bulk-' || n, ${ownerB.id}, 'Bulk listing ' || n, 1000 + (n % 7) * 100, 'USD', 'sale', 'Calle ' || n, 'country_ec', 'ec_quito', 1, 'status_available', n % 5,
             'bulk listing ' || n, timestamptz '2026-01-01 00:00:00+00' + ((n / 3) || ' seconds')::interval
      from generate_series(1, ${EXTRA}) as n`)
  })

  it('holds every listing once, in the same order as paging through the list', async () => {
    for (const query of ['sortBy=createdAt&sortOrder=desc', 'sortBy=price&sortOrder=asc', 'sortBy=views&sortOrder=desc']) {
      const listed: number[] = []
      for (let page = 1; ; page++) {
        const res = await get(`/api/properties/superadmin/all?${query}&limit=1000&page=${page}`, root.token)
        const body = (await res.json()) as Paged<Property>
        listed.push(...body.data.map((p) => p.id))
        if (page >= body.pagination.totalPages) break
      }
      expect(listed).toHaveLength(EXTRA + 4)
      const exported = (await csvOf(await get(`/api/properties/superadmin/export.csv?${query}`, root.token), /listings-.*\.csv/)).rows.map((r) => Number(r.id))
      expect(exported, query).toEqual(listed)
    }
  })

  it('reads the rows in batches of the given size, each after the last row of the one before', async () => {
    const actor = { id: root.id, role: 'superadmin', name: root.name, email: root.email, phoneNumber: null, advertiserId: null, advertiserKind: null, advertiserStatus: null, agencyRole: null }
    const sizes: number[] = []
    const ids = new Set<number>()
    for await (const batch of propertyExportBatches(t.db, actor, { sortBy: 'price', sortOrder: 'desc' }, true, 500)) {
      sizes.push(batch.length)
      for (const row of batch) ids.add(row.id)
    }
    expect(sizes).toEqual([500, 500, 500, 500, 349])
    expect(ids.size).toBe(EXTRA + 4)
  })
})

describe('inquiry export', () => {
  it('writes the header and the message with its line breaks, quotes, commas and accents intact', async () => {
    const { header, rows } = await inquiriesCsv()
    expect(header).toEqual(INQUIRY_HEADER)
    expect(rows.map((r) => r.name)).toEqual(['Carla', 'Bruno', 'Ana', 'José Ñúñez'])
    expect(rows[3]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      createdAt: '2026-02-01T10:00:00.000Z',
      name: 'José Ñúñez',
      email: 'jose@mail.test',
      // A leading + would be read as a formula: written as text.
      phone: "'+593 99 111 2222",
      message: TRICKY_MESSAGE,
      propertyId: String(tricky.id),
      propertyTitle: TRICKY_TITLE,
      isRead: 'false',
    })
    expect(rows[0]).toMatchObject({ propertyId: '', propertyTitle: '' })
  })

  it('writes cells a spreadsheet would run as formulas as text', async () => {
    const formula = '=HYPERLINK("http://evil.test","Abrir")'
    const trap = await createListing(t, ownerA.token, { title: formula })
    await t.db.insert(inquiries).values({ name: '@SUM(1+1)', email: 'trap@mail.test', phone: null, message: '-2+3 y un mensaje largo', propertyId: trap.id, isRead: false })
    const { rows } = await listingsCsv()
    expect(rows.find((r) => r.id === String(trap.id))?.title).toBe(`'${formula}`)
    const inquiry = (await inquiriesCsv()).rows.find((r) => r.email === 'trap@mail.test')!
    expect([inquiry.name, inquiry.message, inquiry.propertyTitle]).toEqual(["'@SUM(1+1)", "'-2+3 y un mensaje largo", `'${formula}`])
    await t.db.delete(inquiries).where(eq(inquiries.email, 'trap@mail.test'))
    await t.db.delete(properties).where(eq(properties.id, trap.id))
  })

  it('applies the inbox’s read filter, search and order', async () => {
    expect((await inquiriesCsv('?isRead=false')).rows.map((r) => r.name)).toEqual(['Carla', 'Bruno', 'José Ñúñez'])
    expect((await inquiriesCsv('?search=oficina')).rows.map((r) => r.name)).toEqual(['Ana'])
    expect((await inquiriesCsv('?sortOrder=asc')).rows.map((r) => r.name)).toEqual(['José Ñúñez', 'Ana', 'Bruno', 'Carla'])
  })

  it('gives an admin only the inquiries about its own listings, and nothing without a token', async () => {
    expect((await inquiriesCsv('', ownerA.token)).rows.map((r) => r.name)).toEqual(['Ana', 'José Ñúñez'])
    expect((await inquiriesCsv('', ownerB.token)).rows.map((r) => r.name)).toEqual(['Bruno'])
    await expectError(await get('/api/admin/inquiries/export.csv'), 401)
    await expectInvalidFields(await get('/api/admin/inquiries/export.csv?isRead=often', root.token), ['isRead'])
  })

  it('writes just the header for an export that matches nothing', async () => {
    const { header, rows } = await inquiriesCsv('?search=nothing-matches-this')
    expect(header).toEqual(INQUIRY_HEADER)
    expect(rows).toEqual([])
  })
})

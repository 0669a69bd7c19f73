import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { advertiserVerifications, properties, users } from '../../src/server/db/schema.ts'
import { createAdvertiser } from '../../src/server/services/advertisers.ts'
import type { AdvertiserPage } from '../../src/shared/advertiserPage.ts'
import { PAGE_SIZE } from '../../src/shared/constants.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { expectError } from '../fixtures/contract.ts'
import { createListing } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

const t = setUpTestApp()
const agent = setUpUser(t, 'admin', { name: 'Bruno Agente', phoneNumber: '+55 11 98000 1111' })
const pendingOwner = setUpUser(t, 'admin', { name: 'Paula Pendiente' })
const stranger = setUpUser(t, 'admin', { name: 'Otro Anunciante' })

const agency = { slug: '', id: 0 }
const pending = { slug: '', id: 0 }
let firstListing: Property
let closedListing: Property
let strangerListing: Property

async function read(path: string) {
  return t.app.request(`/api/advertisers/${path}`)
}

async function page(path: string): Promise<AdvertiserPage> {
  const res = await read(path)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as AdvertiserPage
}

/** The agency's one listing, copied in the database until it has `count` open ones (each with its own slug). */
async function copiesOf(listing: Property, count: number) {
  const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id))
  const { id: _id, ...rest } = row
  for (let i = 1; i < count; i++) await t.db.insert(properties).values({ ...rest, slug: `${row.slug}-copia-${i}`, createdAt: new Date(row.createdAt.getTime() - i * 60_000) })
}

beforeAll(async () => {
  agency.id = await createAdvertiser(t.db, { kind: 'agency', name: 'Casa Prueba Imóveis', countryId: 'country_br', licence: 'CRECI 999-J', phone: '+55 11 3000 0000' })
  await t.db.insert(advertiserVerifications).values([
    { advertiserId: agency.id, fact: 'licence', checkedOn: '2027-03-03' },
    { advertiserId: agency.id, fact: 'email', checkedOn: '2027-03-01' },
  ])
  await t.db.update(users).set({ advertiserId: agency.id, agencyRole: 'manager' }).where(eq(users.id, agent.id))
  pending.id = await createAdvertiser(t.db, { kind: 'owner', name: 'Paula Pendiente', status: 'pending' })
  await t.db.update(users).set({ advertiserId: pending.id }).where(eq(users.id, pendingOwner.id))
  const slugs = await t.db.query.advertisers.findMany({ columns: { id: true, slug: true } })
  agency.slug = slugs.find((a) => a.id === agency.id)!.slug
  pending.slug = slugs.find((a) => a.id === pending.id)!.slug

  firstListing = await createListing(t, agent.token, { title: 'Apartamento de la agencia en Pinheiros' })
  closedListing = await createListing(t, agent.token, { title: 'Casa vendida de la agencia', statusId: 'status_sold' })
  strangerListing = await createListing(t, stranger.token, { title: 'Casa de otro anunciante' })
  await createListing(t, pendingOwner.token, { title: 'Casa esperando revisión' })
})

describe('GET /api/advertisers/{slug}', () => {
  it('shows an approved agency: its licence, country, contact numbers and each verified fact with its day', async () => {
    const body = await page(agency.slug)
    expect(body.advertiser).toEqual({
      kind: 'agency',
      name: 'Casa Prueba Imóveis',
      slug: agency.slug,
      logo: null,
      licence: 'CRECI 999-J',
      verified: [
        { fact: 'email', at: '2027-03-01' },
        { fact: 'licence', at: '2027-03-03' },
      ],
      phone: '+55 11 3000 0000',
      whatsapp: null,
      email: null,
      address: null,
      countryId: 'country_br',
      countryName: 'Brasil',
    })
  })

  it("lists only the advertiser's open listings, each naming the advertiser", async () => {
    const body = await page(agency.slug)
    const ids = body.listings.data.map((p) => p.id)
    expect(ids).toEqual([firstListing.id])
    expect(ids).not.toContain(closedListing.id)
    expect(ids).not.toContain(strangerListing.id)
    expect(body.listings.data[0].advertiser).toMatchObject({ name: 'Casa Prueba Imóveis', slug: agency.slug })
    expect(body.listings.pagination).toEqual({ page: 1, limit: PAGE_SIZE, total: 1, totalPages: 1 })
  })

  it('is a 404 for an advertiser awaiting review, and its listing is on no public list', async () => {
    await expectError(await read(pending.slug), 404)
    const res = await t.app.request('/api/properties?limit=100')
    const titles = ((await res.json()) as Paged<Property>).data.map((p) => p.title)
    expect(titles).not.toContain('Casa esperando revisión')
  })

  it('is a 404 for a rejected advertiser, an unknown slug and a malformed one', async () => {
    const rejected = await createAdvertiser(t.db, { kind: 'owner', name: 'Rita Rechazada', status: 'rejected' })
    const [row] = await t.db.query.advertisers.findMany({ columns: { slug: true }, where: (a, { eq: equal }) => equal(a.id, rejected) })
    await expectError(await read(row.slug), 404)
    await expectError(await read('nadie-con-este-nombre'), 404)
    await expectError(await read('No%20V%C3%A1lido'), 404)
  })

  it('pages the listings twelve at a time, the second page holding the rest', async () => {
    await copiesOf(firstListing, PAGE_SIZE + 2)
    const first = await page(agency.slug)
    expect(first.listings.data).toHaveLength(PAGE_SIZE)
    expect(first.listings.pagination).toEqual({ page: 1, limit: PAGE_SIZE, total: PAGE_SIZE + 2, totalPages: 2 })
    const second = await page(`${agency.slug}?page=2`)
    expect(second.listings.data).toHaveLength(2)
    expect(second.listings.pagination.page).toBe(2)
    const all = [...first.listings.data, ...second.listings.data].map((p) => p.id)
    expect(new Set(all).size).toBe(PAGE_SIZE + 2)
  })

  it('refuses a page that is not a positive whole number', async () => {
    await expectError(await read(`${agency.slug}?page=0`), 400)
    await expectError(await read(`${agency.slug}?page=abc`), 400)
  })
})

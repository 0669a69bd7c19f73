import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { properties, users } from '../../src/server/db/schema.ts'
import { createAdvertiser } from '../../src/server/services/advertisers.ts'
import { listPublicProperties } from '../../src/server/services/listings/lists.ts'
import { LISTING_CARDS, WHOLE_LISTINGS } from '../../src/server/services/listings/pageShapes.ts'
import { cardRowsByIds, rowsByIds } from '../../src/server/services/listings/rowsByIds.ts'
import { similarProperties } from '../../src/server/services/listings/similarListings.ts'
import { toCard, toProperty } from '../../src/server/services/propertyRows.ts'
import { CARD_FIELDS, cardOf } from '../../src/shared/cardProperty.ts'
import { PropertyListQuerySchema } from '../../src/shared/schemas/queries.ts'
import { createListing } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Pages of cards read only a card's columns (pageShapes.ts, issue 24): each card must be exactly the
// one made from the whole listing, whatever makes its figures (an opportunity on or off, a rent
// that includes its fees, a closed listing, a price cut, an agency behind it).
const t = setUpTestApp()
const owner = setUpUser(t, 'admin', { name: 'Olga Dueña' })
const agent = setUpUser(t, 'admin', { name: 'Ana Agente' })
const ids: number[] = []

beforeAll(async () => {
  const agency = await createAdvertiser(t.db, { kind: 'agency', name: 'Inmobiliaria Tarjetas', countryId: 'country_ec', licence: 'ACBIR 123', phone: '+593 2 200 0000' })
  await t.db.update(users).set({ advertiserId: agency, agencyRole: 'manager' }).where(eq(users.id, agent.id))
  const made = [
    await createListing(t, owner.token, { title: 'Casa en oportunidad con gastos', isOpportunity: 'true', opportunityPrice: '230000', legalCosts: '4500', hoaFee: '120', propertyTax: '600' }),
    await createListing(t, owner.token, { title: 'Casa que dejó de ser oportunidad', isOpportunity: 'true', opportunityPrice: '199000' }),
    await createListing(t, owner.token, {
      title: 'Departamento en alquiler con alícuota incluida',
      priceType: 'rent',
      price: '850',
      propertyTypeId: '2',
      hoaFee: '90',
      propertyTax: '240',
      includes: '["hoa"]',
    }),
    await createListing(t, owner.token, {
      title: 'Departamento en alquiler con todo aparte',
      priceType: 'rent',
      price: '700',
      propertyTypeId: '2',
      hoaFee: '60',
      propertyTax: '120',
      bedrooms: undefined,
      bathrooms: undefined,
      area: undefined,
    }),
    await createListing(t, owner.token, { title: 'Casa vendida el mes pasado', statusId: 'status_sold' }),
    await createListing(t, agent.token, { title: 'Casa de la agencia con precio rebajado', price: '310000' }),
  ]
  ids.push(...made.map((listing) => listing.id))
  // The advertiser's number stays stored when the flag goes off; the public must not see it.
  await t.db.update(properties).set({ isOpportunity: false }).where(eq(properties.id, made[1].id))
  await t.db.update(properties).set({ previousPrice: 335000 }).where(eq(properties.id, made[5].id))
})

const sortedById = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id)

describe('listing cards read alone', () => {
  it("are the whole listings' cards, field for field", async () => {
    const cards = sortedById((await cardRowsByIds(t.db, ids)).map(toCard))
    const fromWhole = sortedById((await rowsByIds(t.db, ids)).map((row) => cardOf(toProperty(row, row.images, 'public'))))
    expect(cards).toHaveLength(ids.length)
    expect(cards).toEqual(fromWhole)
    // Every field a card shows is there (an absent one would compare equal to undefined).
    for (const card of cards) for (const field of CARD_FIELDS) expect(card, field).toHaveProperty(field)
    // The cases above are the ones meant: a hidden opportunity price, a rent without its included fee, an agency.
    const byTitle = new Map(cards.map((card) => [card.title, card]))
    expect(byTitle.get('Casa que dejó de ser oportunidad')).toMatchObject({ isOpportunity: 0, opportunityPrice: null })
    expect(byTitle.get('Departamento en alquiler con alícuota incluida')!.monthlyCost).toBe(870)
    expect(byTitle.get('Casa de la agencia con precio rebajado')).toMatchObject({ advertiser: { name: 'Inmobiliaria Tarjetas' }, previousPrice: 335000 })
    expect(byTitle.get('Casa vendida el mes pasado')!.status).toBe('sold')
  })

  it('make the same search pages and similar listings as the whole listings do', async () => {
    for (const raw of [{}, { priceType: 'rent' }, { sortBy: 'price', sortOrder: 'asc' }, { q: 'casa' }, { includeClosed: 'true', limit: '2', page: '2' }]) {
      const query = v.parse(PropertyListQuerySchema, raw)
      const [cards, whole] = await Promise.all([listPublicProperties(t.db, query, LISTING_CARDS), listPublicProperties(t.db, query, WHOLE_LISTINGS)])
      expect(cards.data.length, JSON.stringify(raw)).toBeGreaterThan(0)
      expect(cards, JSON.stringify(raw)).toEqual({ ...whole, data: whole.data.map(cardOf) })
    }
    const similar = await similarProperties(t.db, String(ids[0]), LISTING_CARDS)
    expect(similar.length).toBeGreaterThan(0)
    expect(similar).toEqual((await similarProperties(t.db, String(ids[0]), WHOLE_LISTINGS)).map(cardOf))
  })
})

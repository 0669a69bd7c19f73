import { describe, expect, it } from 'vitest'
import { currencies, properties } from '../../src/server/db/schema.ts'
import { fillPlausibleFacts } from '../../src/server/db/seed/plausibleFacts.ts'
import { listingDataOf } from '../../src/server/services/listingValues.ts'
import { AMENITIES } from '../../src/shared/listingFacts.ts'
import { monthlyCostOf } from '../../src/shared/monthlyCost.ts'
import { checkListing } from '../../src/shared/schemas/property.ts'
import { createListing } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 28: the demo's and the benchmark's costs and facts are listings an advertiser could have
// saved (the shared checks pass), estratos only in Colombia, and the database's monthly cost in
// dollars is the shared rule's (src/shared/monthlyCost.ts and migration 0027 agree).

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')

const PLACES = [
  { countryId: 'country_ec', cityId: 'ec_quito', currency: 'USD', price: { sale: '180000', rent: '650' } },
  { countryId: 'country_co', cityId: 'co_bogota', currency: 'COP', price: { sale: '520000000', rent: '2600000' } },
  { countryId: 'country_pe', cityId: 'pe_lima', currency: 'PEN', price: { sale: '690000', rent: '2800' } },
  { countryId: 'country_br', cityId: 'br_sao_paulo', currency: 'BRL', price: { sale: '950000', rent: '4200' } },
]

describe('plausible costs and facts', () => {
  it('pass the listing checks, keep estratos in Colombia, and give the monthly cost of the shared rule', async () => {
    for (const place of PLACES) {
      for (const priceType of ['sale', 'rent'] as const) {
        for (const propertyTypeId of ['1', '2', '3', '4']) {
          const { price, ...where } = place
          await createListing(t, owner.token, { ...where, price: price[priceType], priceType, propertyTypeId, neighborhood: 'Centro' })
        }
      }
    }
    await fillPlausibleFacts(t.db)
    const rows = await t.db.select().from(properties)
    const rates = new Map((await t.db.select().from(currencies)).map((c) => [c.code, Number(c.usdRate)]))
    expect(rows).toHaveLength(32)
    for (const row of rows) {
      const checked = checkListing(listingDataOf(row))
      expect(checked.errors, `${row.countryId} ${row.propertyTypeId} ${row.priceType}`).toEqual([])
      if (row.countryId !== 'country_co') expect(row.estrato).toBeNull()
      for (const amenity of row.amenities) expect(AMENITIES).toContain(amenity)
      const cost = monthlyCostOf(row)
      if (cost === null) expect(row.monthlyCostUsd).toBeNull()
      else expect(row.monthlyCostUsd).toBeCloseTo(cost.total / rates.get(row.currency)!, 2)
    }
    // Something to filter on: fees, taxes, amenities and Colombian estratos were given.
    expect(rows.filter((row) => row.hoaFee !== null).length).toBeGreaterThan(8)
    expect(rows.filter((row) => row.propertyTax !== null).length).toBeGreaterThan(12)
    expect(rows.filter((row) => row.amenities.length > 0).length).toBeGreaterThan(12)
    expect(rows.filter((row) => row.estrato !== null).length).toBeGreaterThan(3)
  })
})

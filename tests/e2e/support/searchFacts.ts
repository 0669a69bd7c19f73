import type { APIRequestContext } from '@playwright/test'
import type { Property } from '../../../src/shared/types.ts'
import { createListing } from './listings.ts'

// Issue 28's example: "a renter in Bogotá filters by pets and total monthly cost under 3 millones".
export const BOGOTA_PETS = '?country=country_co&city=co_bogota&operation=rent'
export const API_BOGOTA_PETS = 'countryId=country_co&cityId=co_bogota&priceType=rent&petsAllowed=true&amenities=pool&maxMonthlyCost=3000000&currency=COP'

/** Bogotá flats for rent named with `word`: one that fits the example, one without pets, one over the monthly cost. */
export async function createFactListings(request: APIRequestContext, word: string): Promise<{ fits: Property }> {
  const bogota = { countryId: 'country_co', cityId: 'co_bogota', neighborhood: 'Chapinero', priceType: 'rent', currency: 'COP', propertyTypeId: '2', amenities: '["pool","gym"]', estrato: '4' }
  const fits = await createListing(request, { ...bogota, title: `Apartamento ${word} con mascotas`, price: '2400000', hoaFee: '350000', petsAllowed: 'true' }, 2)
  await createListing(request, { ...bogota, title: `Apartamento ${word} sin mascotas`, price: '2400000', hoaFee: '350000', petsAllowed: 'false' }, 2)
  await createListing(request, { ...bogota, title: `Apartamento ${word} costoso`, price: '2900000', hoaFee: '450000', petsAllowed: 'true' }, 2)
  return { fits }
}

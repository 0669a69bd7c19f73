import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { interpolate } from '../../../src/shared/i18n.ts'
import type { Paged, Property } from '../../../src/shared/types.ts'
import es from '../../../i18n/es.json' with { type: 'json' }
import { createListing } from './listings.ts'

// Issue 10's example search: "a 3-bedroom flat to rent in Bogotá under 3,000,000 COP with parking".
export const BOGOTA = '?country=country_co&city=co_bogota&operation=rent&maxPrice=3000000&currency=COP&beds=3&parking=1'
export const API_BOGOTA = 'countryId=country_co&cityId=co_bogota&priceType=rent&maxPrice=3000000&currency=COP&minBedrooms=3&minGarage=1'

export async function api(request: APIRequestContext, query: string): Promise<Paged<Property>> {
  const res = await request.get(`/api/properties?limit=12&${query}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as Paged<Property>
}
/**
 * Opens a search page and waits for its island to take over: the filters button is in the server's
 * HTML, and a tap on it before the island runs opens nothing (a person taps again; a test must wait).
 */
export async function openSearch(page: Page, url: string) {
  await page.goto(url)
  await searchIslandRunning(page)
}

/** Waits until the search island has taken over the server's HTML (Astro drops its `ssr` mark). */
export const searchIslandRunning = (page: Page) => expect(page.locator('astro-island:has([data-results-head])')).not.toHaveAttribute('ssr', '')

export const titles = (page: Page) => page.locator('#main article h3')
export const resultsHeading = (total: number, dict = es) => interpolate(total === 1 ? dict.properties.results_one : dict.properties.results_other, { count: total })

/** Two Bogotá flats for rent named with `word`, one with parking (it matches the example) and one without, and a sold house. */
export async function createFilterListings(request: APIRequestContext, word: string) {
  const bogota = { countryId: 'country_co', cityId: 'co_bogota', neighborhood: 'Chapinero', priceType: 'rent', currency: 'COP', propertyTypeId: '2' }
  const flat = await createListing(request, { ...bogota, title: `Apartamento ${word} en Chapinero`, price: '2800000', bedrooms: '3', garage: '1' }, 2)
  await createListing(request, { ...bogota, title: `Apartamento ${word} sin parqueadero`, price: '2500000', bedrooms: '3', garage: '0' }, 2)
  const sold = await createListing(request, { title: `Casa ${word} vendida`, statusId: 'status_sold' }, 2)
  return { flat, sold }
}

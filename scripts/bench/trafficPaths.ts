import { apiQuery, DEFAULT_SEARCH, serializeSearch, SORTS, type SearchState } from '../../src/shared/searchQuery.ts'
import type { CountryId, Currency } from '../../src/shared/domain.ts'
import { COUNTRY_SHARE, searchWords, USD_PRICES } from './fill.ts'
import { seededRandom } from '../seededRandom.ts'
import { shuffled } from './zipf.ts'

// The addresses the traffic bench requests: searches a visitor would combine, and the listings,
// landing pages and map areas the site has, read from the running server (its API and sitemaps).

interface City {
  id: string
  name: string
  latitude: number | null
  longitude: number | null
}

export interface SiteFacts {
  types: { id: number }[]
  cities: Map<string, City[]>
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return (await response.json()) as T
}

export async function readSiteFacts(base: string): Promise<SiteFacts> {
  const types = await getJson<{ id: number }[]>(`${base}/api/properties/types`)
  if (types.length === 0) throw new Error('no active property type')
  const cities = new Map<string, City[]>()
  for (const [countryId] of COUNTRY_SHARE) cities.set(countryId, await getJson<City[]>(`${base}/api/locations/cities/${countryId}`))
  return { types, cities }
}

/** 1, 2 or 2.5 times a power of ten near `value`: the round amounts people type. */
function roundAmount(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value))
  return [1, 2, 2.5, 5, 10].map((m) => m * power).reduce((best, m) => (Math.abs(m - value) < Math.abs(best - value) ? m : best))
}

/**
 * At least `size` distinct searches (country, city, type, operation, a price range in the country's
 * currency, bedrooms, bathrooms, parking, words of the listings' text, sort, page), each combined as
 * visitors might: most set two or three filters, few set many. The order is the popularity rank.
 */
export function searchPool(facts: SiteFacts, size: number, seed = 24): SearchState[] {
  const random = seededRandom(seed)
  const chance = (p: number) => random() < p
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const words = searchWords()
  const countryByShare = () => {
    let roll = random() * 100
    for (const [id, share] of COUNTRY_SHARE) if ((roll -= share) < 0) return id
    return COUNTRY_SHARE[0][0]
  }
  const seen = new Set<string>()
  const pool: SearchState[] = []
  for (let attempt = 0; pool.length < size; attempt++) {
    if (attempt > size * 50) throw new Error(`only ${pool.length} distinct searches after ${attempt} attempts`)
    const state: SearchState = { ...DEFAULT_SEARCH }
    if (chance(0.6)) {
      const countryId = countryByShare()
      state.country = countryId as CountryId
      const cities = facts.cities.get(countryId) ?? []
      if (cities.length > 0 && chance(0.45)) state.city = pick(cities).id
    }
    if (chance(0.5)) state.type = pick(facts.types).id
    if (chance(0.65)) state.operation = chance(0.6) ? 'sale' : 'rent'
    if (chance(0.3)) {
      const [, , fx, currency] = COUNTRY_SHARE.find(([id]) => id === state.country) ?? COUNTRY_SHARE[0]
      const prices = USD_PRICES[state.operation ?? 'sale']
      const amount = (fraction: number) => roundAmount((prices.min + fraction * prices.steps * prices.step) * fx)
      const low = random() * 0.7
      if (chance(0.7)) state.minPrice = amount(low)
      if (chance(0.8) || state.minPrice === null) state.maxPrice = amount(low + 0.1 + random() * 0.3)
      if (state.minPrice !== null && state.maxPrice !== null && state.minPrice >= state.maxPrice) state.minPrice = null
      if (currency !== 'USD') state.currency = currency as Currency
    }
    if (chance(0.3)) state.minBedrooms = 1 + Math.floor(random() * 4)
    if (chance(0.1)) state.minBathrooms = 1 + Math.floor(random() * 3)
    if (chance(0.1)) state.minGarage = 1 + Math.floor(random() * 2)
    if (chance(0.25)) state.q = chance(0.8) ? pick(words) : `${pick(words)} ${pick(words)}`
    if (chance(0.4)) state.sort = pick(SORTS)
    // Most visitors stay on the first page; a few walk on.
    if (chance(0.3)) state.page = 2 + Math.floor(random() ** 2 * 19)
    const key = serializeSearch(state)
    if (seen.has(key)) continue
    seen.add(key)
    pool.push(state)
  }
  return pool
}

/** The island's request for a search: GET /api/properties with its filters, limit and sort. */
export const apiPath = (state: SearchState) => `/api/properties?${new URLSearchParams(Object.entries(apiQuery(state)).map(([name, value]) => [name, String(value)])).toString()}`

/** The server-rendered search page for a search. */
export const searchPagePath = (state: SearchState) => `/propiedades${serializeSearch(state)}`

/** The paths of a sitemap file's `<loc>` and alternate-language links (the site URL dropped). */
async function sitemapPaths(base: string, file: string): Promise<string[] | null> {
  const response = await fetch(`${base}/sitemaps/${file}`)
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`GET /sitemaps/${file} answered ${response.status}`)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map((match) => new URL(match[1] ?? match[2]).pathname)
}

/** Every open listing's page (from the sitemap's listing files), in a seeded random order. */
export async function listingPaths(base: string, seed = 25): Promise<string[]> {
  const paths: string[] = []
  for (let part = 1; ; part++) {
    const found = await sitemapPaths(base, `listings-${part}.xml`)
    if (!found) break
    paths.push(...found.filter((p) => p.startsWith('/propiedades/')))
  }
  if (paths.length === 0) throw new Error('the sitemap lists no listing')
  return shuffled([...new Set(paths)], seededRandom(seed))
}

/** The landing pages in every language, in the sitemap's order (the most listings first). */
export async function landingPaths(base: string): Promise<string[]> {
  const found = (await sitemapPaths(base, 'pages.xml')) ?? []
  const landings = [...new Set(found.filter((p) => /^(\/en|\/pt)?\/(venta|alquiler|sale|rent|venda|aluguel)\//.test(p)))]
  if (landings.length === 0) throw new Error('the sitemap lists no landing page')
  return landings
}

/** The opportunities' pages that exist, first page first, in the three languages. */
export async function opportunityPaths(base: string): Promise<string[]> {
  const { pagination } = await getJson<{ pagination: { totalPages: number } }>(`${base}/api/properties?isOpportunity=true&limit=12`)
  const pages = Math.max(1, Math.min(pagination.totalPages, 50))
  const paths: string[] = []
  for (let page = 1; page <= pages; page++) for (const prefix of ['', '/en', '/pt']) paths.push(`${prefix}/oportunidades${page > 1 ? `?page=${page}` : ''}`)
  return paths
}

/**
 * At least `size` distinct map areas around the cities, from a neighbourhood (0.02°) to a region
 * (4°), as a visitor pans and zooms; the map asks for the points inside (`bbox`).
 */
export function mapPaths(facts: SiteFacts, size: number, seed = 26): string[] {
  const random = seededRandom(seed)
  const centres = [...facts.cities.values()].flat().filter((city) => city.latitude !== null && city.longitude !== null)
  if (centres.length === 0) throw new Error('no city has coordinates')
  const spans = [0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 4]
  const paths = new Set<string>()
  while (paths.size < size) {
    const city = centres[Math.floor(random() * centres.length)]
    const span = spans[Math.floor(random() * spans.length)]
    const south = city.latitude! - span * random()
    const west = city.longitude! - span * 1.5 * random()
    const bbox = [west, south, west + span * 1.5, south + span].map((n) => Number(n.toFixed(5))).join(',')
    paths.add(`/api/properties/map?bbox=${bbox}`)
  }
  return [...paths]
}

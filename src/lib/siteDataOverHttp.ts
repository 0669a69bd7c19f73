import { COUNTRY_IDS } from '../shared/constants.ts'
import type { AdvertiserPage } from '../shared/advertiserPage.ts'
import { cardOf } from '../shared/cardProperty.ts'
import type { PropertyListQuery } from '../shared/schemas/queries.ts'
import type { SiteData } from '../shared/siteData.ts'
import type { SiteSettings } from '../shared/schemas/siteSettings.ts'
import { DEFAULT_SITE_SETTINGS } from '../shared/siteDefaults.ts'
import type { City, CurrencyRate, PriceChange, Property, PropertyList } from '../shared/types.ts'

/**
 * SiteData read from the API over HTTP, for `npm run dev`, where Astro's dev server runs apart from
 * the API process and so gets no `locals.site` from it. Production never uses this.
 */
export function siteDataOverHttp(apiOrigin: string): SiteData {
  const get = async <T>(path: string): Promise<T | null> => {
    const res = await fetch(`${apiOrigin}/api${path}`)
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`GET /api${path}: ${res.status}`)
    return (await res.json()) as T
  }
  return {
    findListing: (idOrSlug) => get<Property>(`/properties/${encodeURIComponent(idOrSlug)}`),
    // The sitemap and the landing counts have no public API; dev shows them empty.
    sitemapListingCount: () => Promise.resolve(0),
    async *sitemapListings() {},
    sitemapAdvertisers: () => Promise.resolve([]),
    advertiserPage: (slug, page) => get<AdvertiserPage>(`/advertisers/${encodeURIComponent(slug)}?page=${page}`),
    landingCounts: () => Promise.resolve([]),
    featureLandingCounts: () => Promise.resolve([]),
    async listListings(query: PropertyListQuery) {
      const params = new URLSearchParams(
        Object.entries(query)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      )
      const page = (await get<PropertyList<Property>>(`/properties?${params}`))!
      return { ...page, data: page.data.map(cardOf) }
    },
    // The API tells nobody which ids were retired: under `npm run dev` such a page is a plain 404.
    async retiredListingSimilar() {
      return null
    },
    async similarListings(id) {
      return ((await get<Property[]>(`/properties/${id}/similar`)) ?? []).map(cardOf)
    },
    async priceHistory(id) {
      return (await get<PriceChange[]>(`/properties/${id}/price-history`)) ?? []
    },
    async settings() {
      return (await get<SiteSettings>('/site-settings')) ?? DEFAULT_SITE_SETTINGS
    },
    async currencyRates() {
      return (await get<CurrencyRate[]>('/currencies')) ?? []
    },
    async searchOptions() {
      const types = (await get<{ id: number; name: string }[]>('/properties/types')) ?? []
      const perCountry = await Promise.all(COUNTRY_IDS.map(async (countryId) => ((await get<City[]>(`/locations/cities/${countryId}`)) ?? []).map((city) => ({ ...city, countryId }))))
      return { types, cities: perCountry.flat() }
    },
  }
}

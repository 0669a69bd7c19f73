import type { AdvertiserPage } from './advertiserPage.ts'
import type { CardProperty } from './cardProperty.ts'
import type { LandingFeatureKey } from './landingFeatures.ts'
import type { PropertyListQuery } from './schemas/queries.ts'
import type { SiteSettings } from './schemas/siteSettings.ts'
import type { CurrencyRate, PriceChange, Property, PropertyList } from './types.ts'

interface SitemapListing {
  slug: string
  updatedAt: string
}

export interface LandingCount {
  priceType: 'sale' | 'rent'
  propertyTypeId: number
  cityId: string
  count: number
}

/** Open listings per operation, type and city that have a landing feature (src/shared/landingFeatures.ts). */
export interface FeatureLandingCount extends LandingCount {
  feature: LandingFeatureKey
}

export interface SearchOptions {
  types: { id: number; name: string }[]
  /** With their centres: where the search map looks for a city. */
  cities: { id: string; name: string; countryId: string; latitude: number | null; longitude: number | null }[]
}

/**
 * What on-demand pages may ask the server for, handed to Astro as `locals.site` by the Node server
 * (src/server/siteData.ts), so that pages never import server modules or open a database.
 */
export interface SiteData {
  /** An active listing by id or slug, or null. */
  findListing(idOrSlug: string): Promise<Property | null>
  /** How many active listings the sitemap lists. */
  sitemapListingCount(): Promise<number>
  /**
   * Active listings `offset` to `offset + count - 1` in id order, for one sitemap file, read from the
   * database in batches as the file is written.
   */
  sitemapListings(offset: number, count: number): AsyncIterable<SitemapListing[]>
  /**
   * A page of the public search (`GET /api/properties`) as cards, for pages rendered with their first
   * results: the pages show nothing else of them, so nothing else is read.
   */
  listListings(query: PropertyListQuery): Promise<PropertyList<CardProperty>>
  /** Up to SIMILAR_LIMIT listings like this one (`GET /api/properties/{id}/similar`), as cards. */
  similarListings(id: number): Promise<CardProperty[]>
  /**
   * For a listing taken off the portal (inactive): up to SIMILAR_LIMIT active ones like it (as cards);
   * for one waiting for its advertiser's approval, 'awaiting review'; null for any other id.
   */
  retiredListingSimilar(idOrSlug: string): Promise<CardProperty[] | 'awaiting review' | null>
  /** An active listing's price changes, oldest first (`GET /api/properties/{id}/price-history`). */
  priceHistory(id: number): Promise<PriceChange[]>
  /** What the search's filters offer: active property types and every city with its country. */
  searchOptions(): Promise<SearchOptions>
  /** How many open listings each operation, type and city has: the landing pages worth listing. */
  landingCounts(): Promise<LandingCount[]>
  /** The same per landing feature (pets allowed, a pool…), for the sitemap. */
  featureLandingCounts(): Promise<FeatureLandingCount[]>
  /** Every currency's rate to the US dollar (`GET /api/currencies`). */
  currencyRates(): Promise<CurrencyRate[]>
  /** An approved advertiser's page with a page of its open listings (`GET /api/advertisers/{slug}`), or null. */
  advertiserPage(slug: string, page: number): Promise<AdvertiserPage | null>
  /** The approved advertisers with an open listing, for the sitemap. */
  sitemapAdvertisers(): Promise<{ slug: string }[]>
  /** The operator's published brand, contacts and page texts (`GET /api/site-settings`). */
  settings(): Promise<SiteSettings>
}

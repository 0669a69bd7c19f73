import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { LandingFeatureKey } from '../shared/landingFeatures.ts'
import type { FeatureLandingCount, LandingCount, SiteData } from '../shared/siteData.ts'
import { perVersion, type ContentVersion } from './contentVersion.ts'
import type { Database } from './db/client.ts'
import { cities, openListingCounts, properties } from './db/schema.ts'
import { AppError } from './errors.ts'
import { listCurrencyRates } from './services/currencies.ts'
import { publishedSettings } from './services/siteSettings.ts'
import { listPriceHistory, priceChangesColumn, priceChangesFrom, type StoredPriceChanges } from './services/priceHistory.ts'
import { listActiveTypes } from './services/propertyTypes.ts'
import { advertiserPage, sitemapAdvertisers } from './services/advertiserPage.ts'
import { listPublicProperties } from './services/listings/lists.ts'
import { similarProperties } from './services/listings/similarListings.ts'
import { LISTING_CARDS } from './services/listings/pageShapes.ts'
import { deepFreeze } from '../shared/deepFreeze.ts'
import { findPropertyRow, isListingId } from './services/listings/singleReads.ts'
import { imagesColumn, selectPropertiesWith, toProperty, type PropertyRow } from './services/propertyRows.ts'

const SITEMAP_BATCH = 2000

/** Each landing feature's count in `open_listing_counts` (migration 0033 keeps it as the search's own filter for that feature). */
const FEATURE_COLUMNS: Record<LandingFeatureKey, 'pets' | 'pool' | 'furnished'> = { pets: 'pets', pool: 'pool', furnished: 'furnished' }
/** Types, places, rates and settings: read again when shared data changes, not on a listing's edit (ADR 029). */
const SHARED_ONLY = { sharedOnly: true }
/** Listings just read for a page, kept for the rest of that page's reads (similar, history). */
const RECENT_LISTINGS = 64

/**
 * What pages read, given to Astro as `locals.site`. Data every page shares (types, cities, rates,
 * landing counts) is read once per content version (src/server/contentVersion.ts), not per request;
 * a listing page reads its listing once, photos included.
 */
export function createSiteData(db: Database, version: ContentVersion): SiteData {
  // The listings whose pages were read last, with their price changes read beside them: the page
  // asks for its similar listings and its history next.
  const recent = new Map<number, PropertyRow & { priceChanges: StoredPriceChanges }>()
  version.onChange((_, change) => {
    if (change.listings) for (const id of change.listings) recent.delete(id)
    else recent.clear()
  })
  const remember = (row: PropertyRow & { priceChanges: StoredPriceChanges }) => {
    recent.delete(row.id)
    recent.set(row.id, row)
    if (recent.size > RECENT_LISTINGS) recent.delete(recent.keys().next().value!)
  }
  const searchOptions = perVersion(
    version,
    async () => {
      const [types, cityRows] = await Promise.all([
        listActiveTypes(db),
        db
          .select({ id: cities.id, name: cities.name, countryId: cities.countryId, latitude: cities.latitude, longitude: cities.longitude })
          .from(cities)
          .orderBy(asc(cities.countryId), asc(cities.name)),
      ])
      // Frozen: every page shares them, and an island's props of frozen values are written once.
      return deepFreeze({ types: types.map(({ id, name }) => ({ id, name })), cities: cityRows })
    },
    SHARED_ONLY,
  )
  const currencyRates = perVersion(version, async () => deepFreeze(await listCurrencyRates(db)), SHARED_ONLY)
  // A publication raises the content version (migration 0026): every process reads it again.
  const settings = perVersion(version, () => publishedSettings(db), SHARED_ONLY)
  const landingCounts = perVersion(version, async (): Promise<LandingCount[]> => {
    const rows = await db
      .select({ priceType: openListingCounts.priceType, propertyTypeId: openListingCounts.propertyTypeId, cityId: openListingCounts.cityId, count: openListingCounts.count })
      .from(openListingCounts)
      .where(gt(openListingCounts.count, 0))
    return rows.sort((a, b) => b.count - a.count || a.cityId.localeCompare(b.cityId) || a.propertyTypeId - b.propertyTypeId || a.priceType.localeCompare(b.priceType))
  })

  // The feature landings (the sitemap's, and the popular searches'): kept by the writes beside the
  // open listings' counts (migration 0033), read once per content version.
  // tests/api/sitemap.test.ts compares them with the API's totals.
  const featureLandingCounts = perVersion(version, async (): Promise<FeatureLandingCount[]> => {
    const rows = await db
      .select({
        priceType: openListingCounts.priceType,
        propertyTypeId: openListingCounts.propertyTypeId,
        cityId: openListingCounts.cityId,
        pets: openListingCounts.pets,
        pool: openListingCounts.pool,
        furnished: openListingCounts.furnished,
      })
      .from(openListingCounts)
      .where(gt(openListingCounts.count, 0))
    const keys = Object.keys(FEATURE_COLUMNS) as LandingFeatureKey[]
    return rows
      .flatMap((row) =>
        keys
          .filter((feature) => row[FEATURE_COLUMNS[feature]] > 0)
          .map((feature) => ({ priceType: row.priceType, propertyTypeId: row.propertyTypeId, cityId: row.cityId, feature, count: row[FEATURE_COLUMNS[feature]] })),
      )
      .sort((a, b) => b.count - a.count || a.cityId.localeCompare(b.cityId) || a.propertyTypeId - b.propertyTypeId || a.priceType.localeCompare(b.priceType) || a.feature.localeCompare(b.feature))
  })

  // Built once: Drizzle building this select (a dozen subqueries) cost more than running it.
  // Named, so that PostgreSQL plans it once per connection (docs/decisions/016).
  const listingBy = {
    id: selectPropertiesWith(db, { images: imagesColumn, priceChanges: priceChangesColumn })
      .where(eq(properties.id, sql.placeholder('key')))
      .limit(1)
      .prepare('listing_by_id'),
    slug: selectPropertiesWith(db, { images: imagesColumn, priceChanges: priceChangesColumn })
      .where(eq(properties.slug, sql.placeholder('key')))
      .limit(1)
      .prepare('listing_by_slug'),
  }

  return {
    async findListing(idOrSlug) {
      const byId = isListingId(idOrSlug)
      const [row] = await (byId ? listingBy.id : listingBy.slug).execute({ key: byId ? Number(idOrSlug) : idOrSlug })
      if (!row?.isActive) return null
      remember(row)
      return toProperty(row, row.images, 'public')
    },
    async sitemapListingCount() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(eq(properties.isActive, true))
      return row.n
    },
    async *sitemapListings(offset, count) {
      // Keyset batches: a file of 16,666 listings never sits in memory at once.
      const [start] = await db.select({ id: properties.id }).from(properties).where(eq(properties.isActive, true)).orderBy(asc(properties.id)).offset(offset).limit(1)
      if (!start) return
      let after = start.id - 1
      let left = count
      while (left > 0) {
        const rows = await db
          .select({ id: properties.id, slug: properties.slug, updatedAt: properties.updatedAt })
          .from(properties)
          .where(and(eq(properties.isActive, true), gt(properties.id, after)))
          .orderBy(asc(properties.id))
          .limit(Math.min(SITEMAP_BATCH, left))
        if (rows.length === 0) return
        yield rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }))
        after = rows[rows.length - 1].id
        left -= rows.length
      }
    },
    listListings(query) {
      return listPublicProperties(db, query, LISTING_CARDS)
    },
    async similarListings(id) {
      try {
        return await similarProperties(db, recent.get(id) ?? String(id), LISTING_CARDS)
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return []
        throw error
      }
    },
    async retiredListingSimilar(idOrSlug) {
      try {
        const row = await findPropertyRow(db, idOrSlug)
        // Not retired: saved and waiting for its advertiser's approval (issue 27); its page says so.
        if (row?.awaitingReview) return 'awaiting review'
        return await similarProperties(db, row ?? idOrSlug, LISTING_CARDS, 'retired')
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null
        throw error
      }
    },
    async priceHistory(id) {
      try {
        const read = recent.get(id)
        return read?.isActive ? priceChangesFrom(read.priceChanges) : await listPriceHistory(db, String(id))
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return []
        throw error
      }
    },
    advertiserPage(slug, page) {
      return advertiserPage(db, slug, page)
    },
    sitemapAdvertisers() {
      return sitemapAdvertisers(db)
    },
    searchOptions,
    landingCounts,
    featureLandingCounts,
    currencyRates,
    settings,
  }
}

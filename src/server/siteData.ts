import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm'
import { CLOSED_STATUS_IDS } from '../shared/constants.ts'
import type { SiteData } from '../shared/siteData.ts'
import type { Database } from './db/client.ts'
import { cities, properties } from './db/schema.ts'
import { AppError } from './errors.ts'
import { listCurrencyRates } from './services/currencies.ts'
import { listPriceHistory } from './services/priceHistory.ts'
import { listActiveTypes } from './services/propertyTypes.ts'
import { getProperty, listPublicProperties, similarProperties } from './services/propertyQueries.ts'

const SITEMAP_BATCH = 2000

export function createSiteData(db: Database): SiteData {
  return {
    async findListing(idOrSlug) {
      try {
        return await getProperty(db, idOrSlug, null)
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null
        throw error
      }
    },
    async sitemapListingCount() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(properties).where(eq(properties.isActive, true))
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
      return listPublicProperties(db, query)
    },
    async similarListings(id) {
      try {
        return await similarProperties(db, String(id))
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return []
        throw error
      }
    },
    async retiredListingSimilar(idOrSlug) {
      try {
        return await similarProperties(db, idOrSlug, 'retired')
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null
        throw error
      }
    },
    async priceHistory(id) {
      try {
        return await listPriceHistory(db, String(id))
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return []
        throw error
      }
    },
    async searchOptions() {
      const [types, cityRows] = await Promise.all([
        listActiveTypes(db),
        db.select({ id: cities.id, name: cities.name, countryId: cities.countryId, latitude: cities.latitude, longitude: cities.longitude }).from(cities).orderBy(asc(cities.countryId), asc(cities.name)),
      ])
      return { types: types.map(({ id, name }) => ({ id, name })), cities: cityRows }
    },
    async landingCounts() {
      const rows = await db
        .select({ priceType: properties.priceType, propertyTypeId: properties.propertyTypeId, cityId: properties.cityId, count: sql<number>`count(*)::int` })
        .from(properties)
        .where(and(eq(properties.isActive, true), notInArray(properties.statusId, [...CLOSED_STATUS_IDS])))
        .groupBy(properties.priceType, properties.propertyTypeId, properties.cityId)
      return rows.sort((a, b) => b.count - a.count || a.cityId.localeCompare(b.cityId) || a.propertyTypeId - b.propertyTypeId || a.priceType.localeCompare(b.priceType))
    },
    currencyRates() {
      return listCurrencyRates(db)
    },
  }
}

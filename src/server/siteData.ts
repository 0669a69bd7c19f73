import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm'
import { CLOSED_STATUS_IDS } from '../shared/constants.ts'
import type { SiteData } from '../shared/siteData.ts'
import type { Database } from './db/client.ts'
import { cities, properties } from './db/schema.ts'
import { AppError } from './errors.ts'
import { listCurrencyRates } from './services/currencies.ts'
import { listPriceHistory } from './services/priceHistory.ts'
import { listActiveTypes } from './services/propertyTypes.ts'
import { getProperty, listPublicProperties, similarProperties } from './services/propertyQueries.ts'

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
    async listingsForSitemap() {
      const rows = await db
        .select({ slug: properties.slug, updatedAt: properties.updatedAt })
        .from(properties)
        .where(eq(properties.isActive, true))
        .orderBy(desc(properties.updatedAt), desc(properties.id))
        .limit(45_000)
      return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }))
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
        db.select({ id: cities.id, name: cities.name, countryId: cities.countryId }).from(cities).orderBy(asc(cities.countryId), asc(cities.name)),
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

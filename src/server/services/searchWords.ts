import { eq } from 'drizzle-orm'
import type { Language } from '../../shared/constants.ts'
import { describeSearch, type SearchNames } from '../../shared/searchChips.ts'
import { parseSearch } from '../../shared/searchQuery.ts'
import type { Database } from '../db/client.ts'
import { cities, propertyTypes } from '../db/schema.ts'
import { translate } from '../i18n.server.ts'

/**
 * A saved search in words for its mails ("Perú · En alquiler · 2+ habitaciones"), with the chips the
 * search page shows; only the type and city the search names are looked up.
 */
export async function searchWords(db: Database, lang: Language, query: string): Promise<string> {
  const state = parseSearch(`?${query}`)
  const names: SearchNames = { types: [], cities: [] }
  if (state.type !== null) names.types = await db.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes).where(eq(propertyTypes.id, state.type))
  if (state.city) names.cities = await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.id, state.city))
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params)
  return describeSearch(state, names, t, lang, t('alerts.allSearches'))
}

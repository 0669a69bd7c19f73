import type { Translate } from '../../../lib/messages.ts'
import { messageKey } from '../../../shared/translator.ts'
import { LANGUAGES, type Language } from '../../../shared/constants.ts'
import type { PriceType } from '../../../shared/domain.ts'
import type { FeatureLandingCount, LandingCount, SearchOptions } from '../../../shared/siteData.ts'
import { featureOf, featureSlug, LANDING_FEATURES, type LandingFeature } from '../../../shared/landingFeatures.ts'
import { slugify } from '../../../shared/slug.ts'

// Landing pages per operation, type and place (`/venta/casas/quito`, `/en/rent/apartments/bogota`):
// the search with those filters, each with its own title and address. Words are localized; any
// language's words are understood under any language's prefix (the language switch and the
// remembered-language redirect only swap the prefix), and the canonical uses the page's own words.

const OPERATION_WORDS: Record<Language, Record<PriceType, string>> = {
  es: { sale: 'venta', rent: 'alquiler' },
  en: { sale: 'sale', rent: 'rent' },
  pt: { sale: 'venda', rent: 'aluguel' },
}

export interface Landing {
  operation: PriceType
  type: { id: number; name: string }
  city: { id: string; name: string; countryId: string } | null
  /** A fact the listings share (pets allowed, a pool…): a narrower landing under the place's. */
  feature?: LandingFeature
}

/** The plural, translated name of a type ("Casas", "Houses"); a type added later keeps its own name. */
export function typePlural(typeName: string, t: Translate): string {
  const key = messageKey(`landing.types.${typeName}`)
  const plural = t(key)
  return plural === key ? typeName : plural
}

/** The landing's title in `t`'s language: "Casas en venta en Quito", "… que aceptan mascotas". */
export function landingTitle(landing: Landing, t: Translate): string {
  const type = typePlural(landing.type.name, t)
  const base = landing.city
    ? t(landing.operation === 'sale' ? 'landing.titleSaleIn' : 'landing.titleRentIn', { type, place: landing.city.name })
    : t(landing.operation === 'sale' ? 'landing.titleSale' : 'landing.titleRent', { type })
  return landing.feature ? t(`landing.features.${landing.feature.key}.title`, { base }) : base
}

/** The landing's path without language prefix, in `lang`'s words. */
export function landingPath(lang: Language, landing: Landing, t: Translate): string {
  const parts = [OPERATION_WORDS[lang][landing.operation], slugify(typePlural(landing.type.name, t))]
  if (landing.city) parts.push(slugify(landing.city.name))
  if (landing.feature) parts.push(featureSlug(landing.feature, t))
  return `/${parts.join('/')}`
}

/** The operation an address word names, in any language. */
export function operationOf(word: string): PriceType | null {
  for (const lang of LANGUAGES) {
    for (const [operation, text] of Object.entries(OPERATION_WORDS[lang])) if (text === word) return operation as PriceType
  }
  return null
}

/**
 * The landing of `/{type}[/{city}]` after the operation word, or null when it names no type or city
 * (then the page is a 404). `translators` gives each language's plural type names.
 */
export function resolveLanding(operation: PriceType, place: string, options: SearchOptions, translators: Record<Language, Translate>): Landing | null {
  const [typeSlug, second, third, ...extra] = place.split('/').filter(Boolean)
  if (!typeSlug || extra.length > 0) return null
  const type = options.types.find((candidate) => LANGUAGES.some((lang) => slugify(typePlural(candidate.name, translators[lang])) === typeSlug))
  if (!type) return null
  if (!second) return { operation, type, city: null }
  const all = Object.values(translators)
  const city = options.cities.find((candidate) => slugify(candidate.name) === second)
  // After the type: a city, a feature, or a city and then a feature.
  if (!city) {
    const feature = third ? null : featureOf(second, all)
    return feature ? { operation, type, city: null, feature } : null
  }
  if (!third) return { operation, type, city }
  const feature = featureOf(third, all)
  return feature ? { operation, type, city, feature } : null
}

type Options = SearchOptions
const lookups = new WeakMap<Options, { types: Map<number, Options['types'][number]>; cities: Map<string, Options['cities'][number]> }>()

/** Types and cities by id, made once per options object (thousands of counts each looked up two). */
function lookupOf(options: Options) {
  let lookup = lookups.get(options)
  if (!lookup) {
    lookup = { types: new Map(options.types.map((type) => [type.id, type])), cities: new Map(options.cities.map((city) => [city.id, city])) }
    lookups.set(options, lookup)
  }
  return lookup
}

/** Landings with open listings, by city (most listings first), then per type across all cities. */
export function landingsWithListings(counts: readonly LandingCount[], options: SearchOptions): { landing: Landing; count: number }[] {
  const { types, cities } = lookupOf(options)
  const byType = new Map<string, { landing: Landing; count: number }>()
  const byCity: { landing: Landing; count: number }[] = []
  for (const row of counts) {
    const type = types.get(row.propertyTypeId)
    const city = cities.get(row.cityId)
    if (!type || !city) continue
    byCity.push({ landing: { operation: row.priceType, type, city }, count: row.count })
    const key = `${row.priceType}|${type.id}`
    const total = byType.get(key)
    if (total) total.count += row.count
    else byType.set(key, { landing: { operation: row.priceType, type, city: null }, count: row.count })
  }
  return [...[...byType.values()].sort((a, b) => b.count - a.count), ...byCity]
}

/** Landings narrowed by a feature, from their counts (src/server/siteData.ts), most listings first. */
export function featureLandingsWithListings(counts: readonly FeatureLandingCount[], options: SearchOptions): { landing: Landing; count: number }[] {
  const { types, cities } = lookupOf(options)
  return counts.flatMap((row) => {
    const type = types.get(row.propertyTypeId)
    const city = cities.get(row.cityId)
    const feature = LANDING_FEATURES.find((candidate) => candidate.key === row.feature)
    return type && city && feature ? [{ landing: { operation: row.priceType, type, city, feature }, count: row.count }] : []
  })
}

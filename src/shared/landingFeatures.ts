import { apiQuery, DEFAULT_SEARCH, type SearchState } from './searchQuery.ts'
import type { Translate } from './translator.ts'

// Landing pages for a fact people search by (issue 28): "apartamentos en alquiler en Bogotá que
// aceptan mascotas" at `/alquiler/apartamentos/bogota/que-aceptan-mascotas`. Each one's address word
// and title come from the dictionaries (`landing.features.<key>`), its filter from the search's own;
// the server counts them for the sitemap (src/server/siteData.ts, one condition per key).

export const LANDING_FEATURES = [
  { key: 'pets', search: { petsAllowed: true } },
  { key: 'pool', search: { amenities: ['pool'] } },
  { key: 'furnished', search: { furnished: 'fully' } },
] as const satisfies readonly { key: string; search: Partial<SearchState> }[]

export type LandingFeature = (typeof LANDING_FEATURES)[number]
export type LandingFeatureKey = LandingFeature['key']

/** The feature's word in the address, in the translator's language. */
export const featureSlug = (feature: LandingFeature, t: Translate) => t(`landing.features.${feature.key}.slug`)

/** The feature an address word names, in any of the translators' languages. */
export function featureOf(slug: string, translators: readonly Translate[]): LandingFeature | null {
  return LANDING_FEATURES.find((feature) => translators.some((t) => featureSlug(feature, t) === slug)) ?? null
}

/** The feature's filter as the API takes it (the search's own parameters). */
export function featureApiQuery(feature: LandingFeature): Record<string, string | number | boolean> {
  const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = apiQuery({ ...DEFAULT_SEARCH, ...feature.search })
  return filters
}

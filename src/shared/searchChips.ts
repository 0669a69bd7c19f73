import type { Language } from './constants.ts'
import { formatNumber, formatPrice } from './format.ts'
import { FEATURE_FILTERS, type FeatureFilter } from './featureFilters.ts'
import { FACT_FILTERS, isChoiceFilter } from './searchFilters.ts'
import type { SearchState } from './searchQuery.ts'
import type { MessageKey, Translate } from './translator.ts'
import { typeLabel } from './typeLabel.ts'

// The search's filters in words, one function for the search page's chips, the alerts page and the
// alert mails, so a saved search reads the same wherever it is shown.

export interface Chip {
  /** Stable across renders, for React. */
  id: string
  label: string
  /** What removing the chip changes. */
  remove: Partial<SearchState>
}

/** The names behind the ids a search keeps (property types and cities). */
export interface SearchNames {
  types: { id: number; name: string }[]
  cities: { id: string; name: string }[]
}

/** The active filters as removable chips, in the order the filters are shown. */
export function chipsOf(state: SearchState, names: SearchNames, t: Translate, lang: Language): Chip[] {
  const chips: Chip[] = []
  const add = (id: string, label: string, remove: Partial<SearchState>) => chips.push({ id, label, remove })
  const currency = state.currency ?? 'USD'
  if (state.q) add('q', t('filters.textChip', { q: state.q }), { q: '' })
  if (state.country) add('country', t(`countries.${state.country}`), { country: null, city: null })
  if (state.city) add('city', names.cities.find((c) => c.id === state.city)?.name ?? state.city, { city: null })
  if (state.type !== null) {
    const type = names.types.find((item) => item.id === state.type)
    add('type', type ? typeLabel(type.name, t) : t('properties.type'), { type: null })
  }
  if (state.operation) add('operation', t(`properties.${state.operation}`), { operation: null })
  if (state.minPrice !== null) add('minPrice', t('filters.priceFrom', { min: formatPrice(state.minPrice, currency, lang) }), { minPrice: null })
  if (state.maxPrice !== null) add('maxPrice', t('filters.priceTo', { max: formatPrice(state.maxPrice, currency, lang) }), { maxPrice: null })
  for (const filter of FACT_FILTERS) {
    const value = state[filter.key]
    if (value === null) continue
    const params = isChoiceFilter(filter) ? { count: value } : { [filter.bound]: formatNumber(value, lang) }
    add(filter.key, t(filter.chip, params), { [filter.key]: null })
  }
  if (state.maxMonthlyCost !== null) add('maxMonthlyCost', t('filters.monthlyCostTo', { max: formatPrice(state.maxMonthlyCost, currency, lang) }), { maxMonthlyCost: null })
  for (const filter of FEATURE_FILTERS as readonly FeatureFilter[]) featureChips(filter, state, t, add)
  if (state.closed) add('closed', t('filters.closedChip'), { closed: false })
  if (state.bbox) add('bbox', t('map.areaChip'), { bbox: null })
  return chips
}

/** A feature filter's chips: its label, its level's or value's words, or one chip per amenity chosen. */
function featureChips(filter: FeatureFilter, state: SearchState, t: Translate, add: (id: string, label: string, remove: Partial<SearchState>) => void) {
  const value = state[filter.key as keyof SearchState]
  if (value === null) return
  const clear = { [filter.key]: null } as Partial<SearchState>
  if (filter.kind === 'yes') add(filter.key, value ? t(filter.label) : `${t(filter.label)}: ${t('facts.no')}`, clear)
  else if (filter.kind === 'level') add(filter.key, t(`${filter.chip}.${String(value)}` as MessageKey), clear)
  else if (filter.kind === 'exact') add(filter.key, t(filter.chip, { value: String(value) }), clear)
  else {
    const chosen = value as string[]
    for (const option of chosen) {
      const rest = chosen.filter((other) => other !== option)
      add(`${filter.key}:${option}`, t(`${filter.optionLabel}.${option}` as MessageKey), { [filter.key]: rest.length > 0 ? rest : null } as Partial<SearchState>)
    }
  }
}

/** A saved search in one line ("Perú · En alquiler · 2+ habitaciones"); `everything` when it has no filter. */
export function describeSearch(state: SearchState, names: SearchNames, t: Translate, lang: Language, everything: string): string {
  const labels = chipsOf(state, names, t, lang).map((chip) => chip.label)
  return labels.length > 0 ? labels.join(' · ') : everything
}

import type { CountryId } from './domain.ts'
import { AMENITIES, ESTRATO_COUNTRY, ESTRATOS, FURNISHED } from './listingFacts.ts'
import type { MessageKey } from './translator.ts'

/**
 * The search's filters on what a home has or allows (issue 28), one entry each, beside the number
 * filters of searchFilters.ts. Each kind says how a value reads and compares:
 * - `yes`: a yes/no fact that must be true (`petsAllowed=true`);
 * - `level`: an ordered fact at least at the chosen level (`furnished=partly` finds partly and fully furnished);
 * - `exact`: one of a few numbers (`estrato=3`), offered only in `country`;
 * - `all`: a set of identifiers of which the listing has every one chosen (`amenities=pool,gym`).
 * The address, the API (same names), the search state, the API's query schema, the SQL condition,
 * the in-memory count and the chips derive from this table.
 */
interface Base {
  key: string
  /** The listing's column (`properties.<column>`). */
  column: string
  /** The field's label, and the chip's text unless `chip` says otherwise. */
  label: MessageKey
  /** The message of a malformed API value. */
  message: string
  /** Shown (sheet, row, chips) only while the search is in this country; the API takes it anywhere. */
  country?: CountryId
}
export interface YesFilter extends Base {
  kind: 'yes'
}
export interface LevelFilter extends Base {
  kind: 'level'
  /** Every value of the column, lowest first; the filter offers all but the first. */
  levels: readonly string[]
  /** The chips' prefix: a chosen level's chip is `<chip>.<level>`. */
  chip: string
}
export interface ExactFilter extends Base {
  kind: 'exact'
  choices: readonly number[]
  /** The chip's text, with `{{value}}`. */
  chip: MessageKey
}
export interface AllFilter extends Base {
  kind: 'all'
  options: readonly string[]
  /** Each option's label, `<optionLabel>.<option>`, also its chip. */
  optionLabel: string
}
export type FeatureFilter = YesFilter | LevelFilter | ExactFilter | AllFilter

export const FEATURE_FILTERS = [
  { kind: 'yes', key: 'petsAllowed', column: 'petsAllowed', label: 'facts.petsAllowed', message: 'validation.query.petsAllowed' },
  { kind: 'level', key: 'furnished', column: 'furnished', levels: FURNISHED, label: 'facts.furnished', chip: 'filters.furnishedChip', message: 'validation.query.furnished' },
  { kind: 'yes', key: 'elevator', column: 'elevator', label: 'facts.elevator', message: 'validation.query.elevator' },
  { kind: 'exact', key: 'estrato', column: 'estrato', choices: ESTRATOS, label: 'facts.estrato', chip: 'filters.estratoChip', message: 'validation.query.estrato', country: ESTRATO_COUNTRY },
  { kind: 'all', key: 'amenities', column: 'amenities', options: AMENITIES, label: 'facts.amenities', optionLabel: 'amenities', message: 'validation.query.amenities' },
] as const satisfies readonly FeatureFilter[]

type Entry = (typeof FEATURE_FILTERS)[number]
export type FeatureKey = Entry['key']
export type FeatureColumn = Entry['column']

type ValueOf<F> = F extends { kind: 'yes' }
  ? true
  : F extends { kind: 'level'; levels: readonly (infer L)[] }
    ? L
    : F extends { kind: 'exact' }
      ? number
      : F extends { kind: 'all'; options: readonly (infer O)[] }
        ? O[]
        : never
/** The feature filters' values in the search state: null when unset (an `all` filter is never an empty list). */
export type FeatureValues = { [F in Entry as F['key']]: ValueOf<F> | null }

export const NO_FEATURES = Object.fromEntries(FEATURE_FILTERS.map((filter) => [filter.key, null])) as FeatureValues

/** A level filter's chosen level and every level above it. */
export const levelsFrom = (filter: LevelFilter, level: string): string[] => filter.levels.slice((filter.levels as readonly string[]).indexOf(level))

/** A filter's value from its text (address or API), or null when absent or malformed. */
export function featureValue(filter: FeatureFilter, text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null
  switch (filter.kind) {
    case 'yes':
      return text === 'true' || text === '1' ? true : null
    case 'level':
      return (filter.levels as readonly string[]).indexOf(text) > 0 ? text : null
    case 'exact':
      return /^\d{1,3}$/.test(text) && filter.choices.includes(Number(text)) ? Number(text) : null
    case 'all': {
      const chosen = text.split(',')
      if (chosen.length === 0 || chosen.some((option) => !filter.options.includes(option))) return null
      return filter.options.filter((option) => chosen.includes(option))
    }
  }
}

/** A filter's value as the address and the API write it, or null when unset. */
export function featureText(filter: FeatureFilter, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (filter.kind === 'all') return Array.isArray(value) && value.length > 0 ? value.join(',') : null
  return String(value)
}

/** The feature values of an address. */
export function featuresOf(params: URLSearchParams): FeatureValues {
  return Object.fromEntries(FEATURE_FILTERS.map((filter) => [filter.key, featureValue(filter, params.get(filter.key))])) as FeatureValues
}

/** Whether the filter applies in a search of this country (null: no country chosen). */
export const featureShownIn = (filter: FeatureFilter, country: string | null): boolean => !('country' in filter) || filter.country === country

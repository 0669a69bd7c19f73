import { MIN_BATHROOM_CHOICES, MIN_BEDROOM_CHOICES, MIN_GARAGE_CHOICES } from './constants.ts'
import type { MessageKey } from './translator.ts'

/**
 * The search's filters on a listing's facts (a number of it at least, or at most, a value), one
 * entry each. Everything else derives from this table: the search state and its address (parsing,
 * writing, old names), the API's query schema and the parameters the page sends, the server's
 * condition and its in-memory count, the chips, the filter fields and the phone sheet's count.
 * A new fact filter is one entry here, its column (with an index), and its dictionary keys.
 */
export interface FactFilter {
  /** Its name in the address, in the API and in the search state alike. */
  key: string
  /** Names the address used before, still read (shared links and saved alerts keep working). */
  aliases?: readonly string[]
  /** The listing's column (`properties.<column>` in the Drizzle schema, which checks it), compared with >= (`min`) or <= (`max`). */
  column: string
  bound: 'min' | 'max'
  /** Pills of "n+" choices, or a typed amount shown beside its pair under `range`'s legend. */
  input: { choices: readonly number[] } | { range: MessageKey; placeholder: MessageKey }
  /** The field's label (the pills' group, or the typed field). */
  label: MessageKey
  /** The chip's text: `{{count}}` for choices, `{{min}}` or `{{max}}` for amounts. */
  chip: MessageKey
  /** What the API accepts beyond "a number of at least 0", and the message when it does not. */
  api: { max: number; integer?: boolean; step?: number; message: string }
  /** Counted by the phone's "Filtros (n)" button (everything the sheet holds). */
  inSheet: boolean
}

type Texts = Pick<FactFilter, 'label' | 'chip'>

/** "n or more" pills over a count the listing holds; `alias` is the address's older name. */
const atLeast = <const K extends string, const C extends string, const T extends Texts>(key: K, column: C, alias: string, choices: readonly number[], texts: T, api: FactFilter['api']) =>
  ({ key, aliases: [alias], column, bound: 'min', input: { choices }, ...texts, api, inSheet: true }) as const

/** One end of the area range, typed beside the other under one legend. */
const areaBound = <const K extends string, const B extends 'min' | 'max', const P extends MessageKey, const T extends Texts>(key: K, bound: B, placeholder: P, texts: T) =>
  ({ key, column: 'area', bound, input: { range: 'filters.area', placeholder }, ...texts, api: { max: 1e9, message: 'validation.query.area' }, inSheet: true }) as const

// In the order their chips show and the address writes them.
export const FACT_FILTERS = [
  atLeast('minBedrooms', 'bedrooms', 'beds', MIN_BEDROOM_CHOICES, { label: 'filters.bedrooms', chip: 'filters.bedsChip' }, { max: 200, integer: true, message: 'validation.query.minBedrooms' }),
  atLeast('minBathrooms', 'bathrooms', 'baths', MIN_BATHROOM_CHOICES, { label: 'filters.bathrooms', chip: 'filters.bathsChip' }, { max: 200, step: 0.5, message: 'validation.query.minBathrooms' }),
  atLeast('minGarage', 'garage', 'parking', MIN_GARAGE_CHOICES, { label: 'filters.parking', chip: 'filters.parkingChip' }, { max: 200, integer: true, message: 'validation.query.minGarage' }),
  areaBound('minArea', 'min', 'filters.from', { label: 'filters.minArea', chip: 'filters.areaFrom' }),
  areaBound('maxArea', 'max', 'filters.to', { label: 'filters.maxArea', chip: 'filters.areaTo' }),
  {
    key: 'minBuiltArea',
    column: 'builtArea',
    bound: 'min',
    input: { range: 'filters.builtArea', placeholder: 'filters.from' },
    label: 'filters.minBuiltArea',
    chip: 'filters.builtAreaFrom',
    api: { max: 1e9, message: 'validation.query.builtArea' },
    inSheet: true,
  },
] as const satisfies readonly FactFilter[]

export type FactKey = (typeof FACT_FILTERS)[number]['key']
export type FactColumn = (typeof FACT_FILTERS)[number]['column']

/** The columns the fact filters read, each once. */
export const FACT_COLUMNS: readonly FactColumn[] = [...new Set(FACT_FILTERS.map((filter) => filter.column))]

export const isChoiceFilter = <F extends FactFilter>(filter: F): filter is F & { input: { choices: readonly number[] } } => 'choices' in filter.input

/** A positive whole number as the address writes it (an id, a page, a choice), or null. */
export const positiveInt = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null)
/** A non-negative amount with at most two decimals, as typed in a filter, or null. */
export const amount = (value: string | null): number | null => (value !== null && /^\d{1,13}(\.\d{1,2})?$/.test(value) ? Number(value) : null)

/** A fact filter's value from the address: one of its choices, or an amount with at most two decimals. */
export function factValue(filter: FactFilter, text: string | null): number | null {
  if (!isChoiceFilter(filter)) return amount(text)
  const n = positiveInt(text)
  return n !== null && filter.input.choices.includes(n) ? n : null
}

/** The filter's text in the address under its own name or, for an older address, under an old one. */
export function factText(filter: FactFilter, params: URLSearchParams): string | null {
  for (const name of [filter.key, ...(filter.aliases ?? [])]) {
    const text = params.get(name)
    if (text !== null) return text
  }
  return null
}

import type adminEs from '../../i18n/admin/es.json'
import type es from '../../i18n/es.json'
import type { Language } from './constants.ts'
import { interpolate, type Dictionary } from './i18n.ts'
import { HTML_LANG } from './locale.ts'

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** `results_one`/`results_other` are one key, `results`, chosen by `count` (i18next's plural suffixes). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K

/** Every key of the public dictionaries (i18n/es.json is the reference; a test keeps en and pt equal). */
export type MessageKey = WithoutPlural<Leaves<typeof es>>
/**
 * What a page may `pick` for an island: a key or any branch above it (`'card'`, `'alerts.frequencies'`,
 * `'properties.results'`, whose plural forms come with it).
 */
export type MessagePrefix = PathsOf<MessageKey>
type PathsOf<K extends string> = K extends `${infer Head}.${infer Tail}` ? K | Head | `${Head}.${PathsOf<Tail>}` : K

/** The keys under some prefixes: what an island or a component handed its `t` may ask for. */
export type KeysOf<P extends string> = Extract<MessageKey, P | `${P}.${string}`>

/** The admin island's keys: its own dictionaries plus the public ones it is handed. */
export type AdminMessageKey = WithoutPlural<Leaves<typeof adminEs>> | MessageKey

/**
 * A key that arrives as data: a shared schema's message or a field check's result. The schemas'
 * messages are checked against the dictionaries by a unit test.
 */
export const messageKey = (key: string): MessageKey => key as MessageKey

export type MessageParams = Record<string, string | number>
export type Translate<Key extends string = MessageKey> = (key: Key, params?: MessageParams) => string

/** Dotted keys to strings: `{ card: { seeMore: 'Ver más' } }` → `{ 'card.seeMore': 'Ver más' }`. */
export function flatten(tree: Dictionary, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[path] = value
    else flatten(value, path, out)
  }
  return out
}

interface CountRules {
  plural: Intl.PluralRules
  number: Intl.NumberFormat
}
const countRules = new Map<Language, CountRules>()

/**
 * A language's plural rules and number format, built on first use and then shared by every
 * translator: a browser's first Intl object loads locale data (tens of ms on a phone), which an island
 * that never counts should not pay while it hydrates; and the server makes new translators for each
 * island it renders, where building the pair cost about 0.13 ms each time (issue 24).
 */
function countRulesOf(lang: Language): CountRules {
  let rules = countRules.get(lang)
  if (!rules) countRules.set(lang, (rules = { plural: new Intl.PluralRules(HTML_LANG[lang]), number: new Intl.NumberFormat(HTML_LANG[lang]) }))
  return rules
}

/**
 * The one translator: a message by key, its plural form chosen by a numeric `params.count` with
 * the language's own rules (`Intl.PluralRules`, the count shown with the language's digit grouping),
 * `{{name}}` placeholders filled; the key itself when nothing is found, so a missing string shows.
 */
export function createTranslator<Key extends string = MessageKey>(lang: Language, message: (key: string) => string | undefined): Translate<Key> {
  return (key, params) => {
    const count = params?.count
    if (typeof count !== 'number') return interpolate(message(key) ?? key, params)
    const rules = countRulesOf(lang)
    const template = message(`${key}_${rules.plural.select(count)}`) ?? message(`${key}_other`) ?? message(key) ?? key
    return interpolate(template, { ...params, count: rules.number.format(count) })
  }
}

import en from '../../i18n/en.json'
import es from '../../i18n/es.json'
import pt from '../../i18n/pt.json'
import { DEFAULT_LANGUAGE, type Language } from '../shared/constants.ts'
import { lookup, type Dictionary } from '../shared/i18n.ts'
import { createTranslator, flatten, type Translate } from '../shared/translator.ts'
import type { Messages } from './messages.ts'

// Pages import every dictionary at build time; islands get `pick`ed subsets as props.
const DICTIONARIES: Record<Language, Dictionary> = { es, en, pt }

export function getT(lang: Language): Translate {
  return createTranslator(lang, (key) => lookup(DICTIONARIES[lang], key) ?? lookup(DICTIONARIES[DEFAULT_LANGUAGE], key))
}

/** Every key under the given prefixes (`'card'` → `card.*`), flattened for an island. */
export function pick(lang: Language, ...prefixes: string[]): Messages {
  const entries = Object.fromEntries(
    Object.entries(flatten(DICTIONARIES[lang])).filter(([key]) => prefixes.some((p) => key === p || key.startsWith(`${p}.`))),
  )
  return { lang, entries }
}

import en from '../../i18n/en.json'
import es from '../../i18n/es.json'
import pt from '../../i18n/pt.json'
import type { Language } from '../shared/constants.ts'
import { interpolate, lookup, type Dictionary } from '../shared/i18n.ts'
import type { Messages, Translate } from './messages.ts'

// Pages import every dictionary at build time; islands get `pick`ed subsets as props.
const DICTIONARIES: Record<Language, Dictionary> = { es, en, pt }

export function getT(lang: Language): Translate {
  return (key, params) => interpolate(lookup(DICTIONARIES[lang], key) ?? lookup(DICTIONARIES.es, key) ?? key, params)
}

/** Every key under the given prefixes (`'card'` → `card.*`), flattened for an island. */
export function pick(lang: Language, ...prefixes: string[]): Messages {
  const out: Messages = {}
  const walk = (node: Dictionary, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const full = path ? `${path}.${key}` : key
      if (typeof value === 'string') {
        if (prefixes.some((p) => full === p || full.startsWith(`${p}.`))) out[full] = value
      } else walk(value, full)
    }
  }
  walk(DICTIONARIES[lang], '')
  return out
}

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/constants.ts'
import type { Dictionary } from '../shared/i18n.ts'
import { createTranslator, flatten, type MessagePrefix, type Translate } from '../shared/translator.ts'
import type { Messages } from './messages.ts'
import { deepFreeze } from '../shared/deepFreeze.ts'

// Pages import every dictionary at build time; islands get `pick`ed subsets as props.
// A language's dictionary is found by its file name (the i18n test checks there is one per language).
const FILES = import.meta.glob<Dictionary>('../../i18n/*.json', { eager: true, import: 'default' })
const DICTIONARIES = Object.fromEntries(LANGUAGES.map((lang) => [lang, FILES[`../../i18n/${lang}.json`]])) as Record<Language, Dictionary>

// One translator per language for the life of the process: pages ask for one in every component,
// and each new one built its plural rules and number format again on its first count.
const translators = new Map<Language, Translate>()

export function getT(lang: Language): Translate {
  let t = translators.get(lang)
  if (!t) {
    // Flat maps: a key is one lookup instead of a walk down the tree per dot.
    const own = new Map(Object.entries(flatten(DICTIONARIES[lang])))
    const fallback = new Map(Object.entries(flatten(DICTIONARIES[DEFAULT_LANGUAGE])))
    translators.set(lang, (t = createTranslator(lang, (key) => own.get(key) ?? fallback.get(key))))
  }
  return t
}

const flattened = new Map<Language, [string, string][]>()
const picked = new Map<string, Messages<MessagePrefix>>()

/** A dictionary entry under a prefix: the key itself, its plural forms (`results_one`), or a key below it. */
const isUnder = (name: string, prefix: string) => name.startsWith(prefix) && /^(?:$|\.|_(?:zero|one|two|few|many|other)$)/.test(name.slice(prefix.length))

/**
 * Every key under the given prefixes (`'card'` → `card.*`), flattened for an island, typed with
 * those prefixes so that an island declaring more is a type error here. The same subsets are asked
 * on every render: each is made once (flattening the dictionary on every call was 14 % of a
 * listing page's server CPU).
 */
export function pick<const P extends MessagePrefix>(lang: Language, ...prefixes: P[]): Messages<P> {
  const key = `${lang}|${prefixes.join('|')}`
  let messages = picked.get(key)
  if (!messages) {
    let all = flattened.get(lang)
    if (!all) flattened.set(lang, (all = Object.entries(flatten(DICTIONARIES[lang]))))
    // Frozen: every page of the language shares it, and an island's frozen props are written once.
    messages = deepFreeze({ lang, entries: Object.fromEntries(all.filter(([name]) => prefixes.some((p) => isUnder(name, p)))) })
    picked.set(key, messages)
  }
  return messages
}

/** The props of a server-rendered part that needs no more than its language. */
export interface LangProps {
  lang: Language
}

/** A server-rendered part's props with its language's translator, how most of them start. */
export function withT<P extends LangProps>(props: P): P & { t: Translate } {
  return { ...props, t: getT(props.lang) }
}

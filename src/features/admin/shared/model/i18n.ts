import { persistentAtom } from '@nanostores/persistent'
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../../shared/constants.ts'
import type { Dictionary } from '../../../../shared/i18n.ts'
import { createTranslator, flatten, type AdminMessageKey, type Translate } from '../../../../shared/translator.ts'
import { HTML_LANG, isLanguage } from '../../../../shared/locale.ts'
import type { Messages } from '../../../../lib/messages.ts'

/** The language preference the public language selector stores (a bare language code). */
export const $lang = persistentAtom<Language>('lang', DEFAULT_LANGUAGE, {
  encode: (value) => value,
  decode: (value) => (isLanguage(value) ? value : DEFAULT_LANGUAGE),
})

// The admin dictionaries are separate files so that public pages never ship them; each is its own chunk.
// Found by file name, like the public ones (the i18n test checks there is one per language).
const files = import.meta.glob<{ default: Dictionary }>('../../../../../i18n/admin/*.json')
const loaders = Object.fromEntries(LANGUAGES.map((lang) => [lang, files[`../../../../../i18n/admin/${lang}.json`]])) as Record<Language, () => Promise<{ default: Dictionary }>>

/** The admin's translator: its own keys and the public ones it is handed. */
export type AdminTranslate = Translate<AdminMessageKey>

interface LoadedMessages {
  lang: Language
  t: AdminTranslate
}

export const $adminI18n = atom<LoadedMessages | null>(null)

/**
 * Loads the admin dictionary of the stored language (and again whenever it changes), merged with
 * the shared keys the page passed in (`validation.*` of the schemas, `types.*`).
 */
export function startI18n(shared: Partial<Record<Language, Messages>>): () => void {
  let latest = 0
  return $lang.subscribe((lang) => {
    const request = ++latest
    document.documentElement.lang = HTML_LANG[lang]
    void loaders[lang]().then((module) => {
      if (request !== latest) return
      const entries = { ...shared[lang]?.entries, ...flatten(module.default) }
      $adminI18n.set({ lang, t: createTranslator<AdminMessageKey>(lang, (key) => entries[key]) })
    })
  })
}

/** The current language and translator; the island renders nothing until they are loaded. */
export function useT(): LoadedMessages {
  const value = useStore($adminI18n)
  if (!value) throw new Error('useT() before the admin dictionary was loaded')
  return value
}

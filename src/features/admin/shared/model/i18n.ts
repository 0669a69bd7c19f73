import { persistentAtom } from '@nanostores/persistent'
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/constants.ts'
import type { Dictionary } from '../../../../shared/i18n.ts'
import { HTML_LANG, isLanguage } from '../../../../shared/locale.ts'
import { translator, type Messages, type Translate } from '../../../../lib/messages.ts'

/** The language preference the public language selector stores (raw 'es' | 'en' | 'pt'). */
export const $lang = persistentAtom<Language>('lang', DEFAULT_LANGUAGE, {
  encode: (value) => value,
  decode: (value) => (isLanguage(value) ? value : DEFAULT_LANGUAGE),
})

// The admin dictionaries are separate files so that public pages never ship them; each is its own chunk.
const loaders: Record<Language, () => Promise<{ default: Dictionary }>> = {
  es: () => import('../../../../../i18n/admin/es.json'),
  en: () => import('../../../../../i18n/admin/en.json'),
  pt: () => import('../../../../../i18n/admin/pt.json'),
}

export function flatten(tree: Dictionary, prefix = '', out: Messages = {}): Messages {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[path] = value
    else flatten(value, path, out)
  }
  return out
}

interface LoadedMessages {
  lang: Language
  t: Translate
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
      $adminI18n.set({ lang, t: translator({ ...shared[lang], ...flatten(module.default) }) })
    })
  })
}

/** The current language and translator; the island renders nothing until they are loaded. */
export function useT(): LoadedMessages {
  const value = useStore($adminI18n)
  if (!value) throw new Error('useT() before the admin dictionary was loaded')
  return value
}

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Language } from '../shared/constants.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/constants.ts'
import { lookup, type Dictionary } from '../shared/i18n.ts'
import { createTranslator, type MessageParams, type Translate } from '../shared/translator.ts'

const dictionaries = Object.fromEntries(LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(fileURLToPath(new URL(`../../i18n/${lang}.json`, import.meta.url)), 'utf8')) as Dictionary])) as Record<
  Language,
  Dictionary
>

// Keys reach the server as data (error codes, schema messages), so its translators take any string.
const translators = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, createTranslator<string>(lang, (key) => lookup(dictionaries[lang], key) ?? lookup(dictionaries[DEFAULT_LANGUAGE], key))]),
) as Record<Language, Translate<string>>

/** Translates an i18n key for API answers, plurals by `count`; falls back to Spanish, then to the key itself. */
export function translate(lang: Language, key: string, params?: MessageParams): string {
  return translators[lang](key, params)
}

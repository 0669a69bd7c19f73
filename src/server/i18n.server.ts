import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Language } from '../shared/constants.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/constants.ts'
import { interpolate, lookup, type Dictionary } from '../shared/i18n.ts'

const dictionaries = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(fileURLToPath(new URL(`../../i18n/${lang}.json`, import.meta.url)), 'utf8')) as Dictionary]),
) as Record<Language, Dictionary>

/** Translates an i18n key for API answers; falls back to Spanish, then to the key itself. */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const template = lookup(dictionaries[lang], key) ?? lookup(dictionaries[DEFAULT_LANGUAGE], key) ?? key
  return interpolate(template, params)
}

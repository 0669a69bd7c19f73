import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts'

/** Spanish lives at the root, English under /en, Portuguese under /pt (docs/specs/DESIGN.md). */
export const localePrefix = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`)

export function localizePath(lang: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  const prefixed = `${localePrefix(lang)}${clean}`
  return prefixed.length > 1 ? prefixed.replace(/\/$/, '') : '/'
}

/** The languages whose pages live under a prefix of their own: all but the default one. */
const prefixedLanguages = <L extends string>(languages: readonly L[] = LANGUAGES as unknown as readonly L[], fallback: string = DEFAULT_LANGUAGE): L[] => languages.filter((lang) => lang !== fallback)

/** `en|pt`: the alternatives of a pattern that matches a language prefix's word. */
export const prefixAlternatives = (languages: readonly string[] = LANGUAGES, fallback: string = DEFAULT_LANGUAGE) => prefixedLanguages(languages, fallback).join('|')

/** Splits a path into its language and the rest, for the given languages (all of ours by default). */
export function localeSplitter<L extends string>(languages: readonly L[], fallback: L): (pathname: string) => { lang: L; path: string } {
  const prefix = new RegExp(`^/(${prefixAlternatives(languages, fallback)})(?=/|$)(.*)$`)
  return (pathname) => {
    const match = pathname.match(prefix)
    if (match) return { lang: match[1] as L, path: match[2] || '/' }
    return { lang: fallback, path: pathname || '/' }
  }
}

/** Splits `/en/propiedades` into `en` and `/propiedades`. */
export const splitLocale: (pathname: string) => { lang: Language; path: string } = localeSplitter(LANGUAGES, DEFAULT_LANGUAGE)

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value)

/** BCP 47 tags used for numbers and dates; es-ES as the spec asks for prices. */
export const INTL_LOCALE: Record<Language, string> = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' }
/** A page's `lang`, also the tag plural rules are chosen by. */
export const HTML_LANG: Record<Language, string> = { es: 'es', en: 'en', pt: 'pt-BR' }
/** What a spreadsheet set to the language splits a CSV on: Spanish and Portuguese ones read "2,5" and split on ";". */
export const CSV_DELIMITER: Record<Language, 'comma' | 'semicolon'> = { es: 'semicolon', en: 'comma', pt: 'semicolon' }
export const OG_LOCALE: Record<Language, string> = { es: 'es_EC', en: 'en_US', pt: 'pt_BR' }

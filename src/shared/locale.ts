import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts'

/** Spanish lives at the root, English under /en, Portuguese under /pt (DESIGN.md). */
export const localePrefix = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`)

export function localizePath(lang: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  const prefixed = `${localePrefix(lang)}${clean}`
  return prefixed.length > 1 ? prefixed.replace(/\/$/, '') : '/'
}

/** Splits `/en/propiedades` into `en` and `/propiedades`. */
export function splitLocale(pathname: string): { lang: Language; path: string } {
  const match = pathname.match(/^\/(en|pt)(?=\/|$)(.*)$/)
  if (match) return { lang: match[1] as Language, path: match[2] || '/' }
  return { lang: DEFAULT_LANGUAGE, path: pathname || '/' }
}

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value)

/** BCP 47 tags used for numbers and dates; es-ES as the spec asks for prices. */
export const INTL_LOCALE: Record<Language, string> = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' }
export const HTML_LANG: Record<Language, string> = { es: 'es', en: 'en', pt: 'pt-BR' }
export const OG_LOCALE: Record<Language, string> = { es: 'es_EC', en: 'en_US', pt: 'pt_BR' }

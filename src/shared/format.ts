import type { Language } from './constants.ts'
import { INTL_LOCALE } from './locale.ts'

// Building an Intl formatter costs far more than using one, and a page of cards formats dozens of
// figures in a few locales and currencies: each formatter is built once and kept.
const numberFormats = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

// Prices have their own module (local symbols and short forms); re-exported for the many callers.
export { formatFullPrice, formatPrice } from './priceFormat.ts'

const dateFormats = new Map<string, Intl.DateTimeFormat>()
/** A date formatter for the language, built once per set of options (shared with the advertiser's facts). */
export function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], options)))
  return format
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>()

export function formatNumber(value: number, lang: Language, maximumFractionDigits = 2): string {
  return numberFormat(INTL_LOCALE[lang], { maximumFractionDigits }).format(value)
}

export function formatDate(iso: string, lang: Language): string {
  return dateFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))
}

/** A day of the current year as "3 de marzo"; of another year with the year: "3 de marzo de 2025". */
export function formatDayMonth(iso: string, lang: Language, now = new Date()): string {
  const date = new Date(iso)
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear()
  return dateFormat(lang, sameYear ? { day: 'numeric', month: 'long', timeZone: 'UTC' } : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}

/** A number of days before today, in words: "hoy", "ayer", "hace 23 días" (and their en/pt forms). */
export function formatDaysAgo(days: number, lang: Language): string {
  let format = relativeFormats.get(lang)
  if (!format) relativeFormats.set(lang, (format = new Intl.RelativeTimeFormat(INTL_LOCALE[lang], { numeric: 'auto' })))
  return format.format(-days, 'day')
}

/**
 * Bathrooms as the spec words them: 2.5 → "2 y medio", 0.5 → "Medio"; whole numbers as they are.
 * `andHalf` and `half` are the translated templates ("{{count}} y medio", "Medio").
 */
export function formatBathrooms(value: number, words: { half: string; andHalf: (whole: number) => string }): string {
  const whole = Math.floor(value)
  const hasHalf = Math.abs(value - whole - 0.5) < 1e-9
  if (!hasHalf) return String(value)
  return whole === 0 ? words.half : words.andHalf(whole)
}

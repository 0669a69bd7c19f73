import type { Language } from './constants.ts'
import { INTL_LOCALE } from './locale.ts'

/**
 * Prices as people in the four markets write them: "US$ 192.000", "$ 1.800 millones" (pesos),
 * "S/ 780 mil", "R$ 1,4 mi". The symbol comes first with a no-break space so that it never wraps
 * away from its figure. The peso keeps its bare "$" where Spanish and Portuguese readers expect it;
 * English readers get "COL$" so that it cannot be taken for dollars.
 */
const SYMBOLS: Record<Language, Record<string, string>> = {
  es: { USD: 'US$', COP: '$', PEN: 'S/', BRL: 'R$' },
  pt: { USD: 'US$', COP: '$', PEN: 'S/', BRL: 'R$' },
  en: { USD: 'US$', COP: 'COL$', PEN: 'S/', BRL: 'R$' },
}

/** Words (es, pt) or letters (en) of the short forms, from the largest. */
const SCALES: Record<Language, { size: number; one: string; many: string; glued: boolean }[]> = {
  es: [
    { size: 1e6, one: 'millón', many: 'millones', glued: false },
    { size: 1e3, one: 'mil', many: 'mil', glued: false },
  ],
  pt: [
    { size: 1e9, one: 'bi', many: 'bi', glued: false },
    { size: 1e6, one: 'mi', many: 'mi', glued: false },
    { size: 1e3, one: 'mil', many: 'mil', glued: false },
  ],
  en: [
    { size: 1e9, one: 'B', many: 'B', glued: true },
    { size: 1e6, one: 'M', many: 'M', glued: true },
    { size: 1e3, one: 'K', many: 'K', glued: true },
  ],
}

const NBSP = '\u00a0'

// Building an Intl formatter costs far more than using one: each is built once and kept.
const formats = new Map<string, Intl.NumberFormat>()
function digits(lang: Language, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${lang}|${maximumFractionDigits}`
  let format = formats.get(key)
  // 'always': es-ES leaves four-digit numbers ungrouped ("4100"), which readers of prices do not.
  if (!format) formats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[lang], { maximumFractionDigits, useGrouping: 'always' })))
  return format
}

function currencySymbol(currency: string, lang: Language): string {
  return SYMBOLS[lang][currency] ?? currency
}

/** The exact price: "US$ 192.000", "R$ 1.400.000,50". */
export function formatFullPrice(amount: number, currency: string, lang: Language): string {
  return `${currencySymbol(currency, lang)}${NBSP}${digits(lang, 2).format(amount)}`
}

/** The short price of cards and map pins: "US$ 192 mil", "$ 1.800 millones", "R$ 1,4 mi", "US$ 192K". */
export function formatPrice(amount: number, currency: string, lang: Language): string {
  // Below 100,000 the whole figure is short enough ("S/ 5.550/mes") and reads better than "5,6 mil".
  const scale = Math.abs(amount) < 1e5 ? undefined : SCALES[lang].find((s) => Math.abs(amount) >= s.size)
  if (!scale) return formatFullPrice(amount, currency, lang)
  const scaled = amount / scale.size
  // One decimal while it says something ("1,4 mi"), none once the figure is large ("192 mil").
  const figure = digits(lang, Math.abs(scaled) < 100 ? 1 : 0).format(scaled)
  const word = figure === digits(lang, 0).format(1) ? scale.one : scale.many
  return `${currencySymbol(currency, lang)}${NBSP}${figure}${scale.glued ? '' : NBSP}${word}`
}

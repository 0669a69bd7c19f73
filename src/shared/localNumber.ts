import type { Language } from './constants.ts'

// Numbers as people write them in the UI's language: es/pt group thousands with "." and write
// decimals with ","; en does the reverse. Anything that cannot be read one way only is refused,
// since a misread separator is a 1000× error (issue 22: "4.100" saved as 4.1).

export type LocalNumberReason = 'empty' | 'invalid' | 'grouping' | 'decimal' | 'negative' | 'ambiguous'
type LocalNumber = { ok: true; value: number } | { ok: false; reason: LocalNumberReason }

export interface ParseOptions {
  /** Prices: "400k", "400 mil" (es/pt), "1,5 M" (es/pt) / "1.5M" (en) as thousands and millions. */
  shortForms?: boolean
  /** Leading minus sign allowed (a form whose schema says why a negative is wrong). */
  negative?: boolean
  /**
   * 'refuse': "4,100" in es or "4.100" in en (one separator, then exactly three digits) could be a
   * decimal or a thousands group written the other language's way: refused where a 1000× error
   * is catastrophic (currency rates). Default 'local': the language's own reading.
   */
  ambiguous?: 'local' | 'refuse'
}

interface Separators {
  group: string
  decimal: string
}

const SEPARATORS: Record<Language, Separators> = {
  es: { group: '.', decimal: ',' },
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
}

const THOUSAND = 1e3
const MILLION = 1e6
/** Short forms each language uses; "mil" is a thousand in es/pt but slang for a million in en, so en has none. */
const SHORT_FORMS: Record<Language, Record<string, number>> = {
  es: { k: THOUSAND, mil: THOUSAND, m: MILLION, mm: MILLION, millón: MILLION, millones: MILLION },
  pt: { k: THOUSAND, mil: THOUSAND, m: MILLION, mi: MILLION, milhão: MILLION, milhões: MILLION },
  en: { k: THOUSAND, m: MILLION, million: MILLION, millions: MILLION },
}

/** Spaces of every kind (no-break, narrow no-break, thin) count as one plain space. */
const SPACES = /[\s\u00a0\u202f\u2009]+/g
const escape = (char: string) => `\\${char}`

function splitShortForm(text: string, lang: Language): { body: string; factor: number } {
  const match = /^(.*?\d)\s*([a-zñãõ]+)$/iu.exec(text)
  if (!match) return { body: text, factor: 1 }
  const factor = SHORT_FORMS[lang][match[2].toLowerCase()]
  return factor ? { body: match[1], factor } : { body: text, factor: 1 }
}

/** The integer part's digits, or the reason it is not a well-grouped integer. */
function readInteger(part: string, group: string): string | LocalNumberReason {
  if (/^\d*$/.test(part)) return part
  // Groups of three after a first group of one to three digits, one kind of separator throughout.
  const grouped = new RegExp(`^[1-9]\\d{0,2}((${escape(group)}\\d{3})+|( \\d{3})+)$`)
  return grouped.test(part) ? part.replace(/\D/g, '') : 'grouping'
}

/** Reads `text` as written in `lang`; see the module's note for what is refused. */
export function parseLocalNumber(text: string, lang: Language, opts: ParseOptions = {}): LocalNumber {
  const { group, decimal } = SEPARATORS[lang]
  let clean = text.replace(SPACES, ' ').trim()
  if (clean === '') return { ok: false, reason: 'empty' }
  const negative = /^[-−]/.test(clean)
  if (negative || clean.startsWith('+')) clean = clean.slice(1).trimStart()
  const { body, factor } = opts.shortForms ? splitShortForm(clean, lang) : { body: clean, factor: 1 }
  if (!/^[\d., ]*\d[\d., ]*$/.test(body)) return { ok: false, reason: 'invalid' }
  if (negative && !opts.negative) return { ok: false, reason: 'negative' }

  const parts = body.split(decimal)
  if (parts.length > 2) return { ok: false, reason: 'decimal' }
  const [intPart, fraction = ''] = parts
  if (parts.length === 2 && !/^\d+$/.test(fraction)) return { ok: false, reason: fraction === '' ? 'decimal' : 'grouping' }
  const digits = readInteger(intPart, group)
  if (digits === 'grouping') return { ok: false, reason: 'grouping' }
  if (opts.ambiguous === 'refuse' && /^[1-9]\d{0,2}$/.test(intPart) && fraction.length === 3) return { ok: false, reason: 'ambiguous' }

  const read = Number(`${digits || '0'}.${fraction || '0'}`) * factor
  // Short forms multiply a decimal (1,5 M): drop the binary noise of that product.
  const value = factor === 1 ? read : Number(read.toPrecision(15))
  if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' }
  return { ok: true, value: negative ? -value : value }
}

interface FormatOptions {
  /** Thousands groups (default true): "4.100"; false writes "4100", as an input may hold it. */
  grouping?: boolean
  /** At most this many decimals (default 6, what a stored rate keeps). */
  maxDecimals?: number
  /**
   * Never write what `ambiguous: 'refuse'` refuses: "3,725" becomes "3,7250", so text the screen
   * wrote itself is accepted back unchanged.
   */
  unambiguous?: boolean
}

/**
 * A number as `lang` writes it. Built by hand rather than with Intl, whose es-ES data leaves
 * four-digit numbers ungrouped ("4100") and whose output must parse back with this module's rules.
 */
export function formatLocalNumber(value: number, lang: Language, opts: FormatOptions = {}): string {
  const { group, decimal } = SEPARATORS[lang]
  const { grouping = true, maxDecimals = 6, unambiguous = false } = opts
  const [intDigits, rawFraction = ''] = Math.abs(value).toFixed(maxDecimals).split('.')
  let fraction = rawFraction.replace(/0+$/, '')
  if (unambiguous && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(intDigits)) fraction += '0'
  const whole = grouping ? intDigits.replace(/\B(?=(\d{3})+$)/g, group) : intDigits
  const sign = value < 0 && (Number(intDigits) > 0 || fraction !== '') ? '-' : ''
  return `${sign}${whole}${fraction ? decimal + fraction : ''}`
}

/** The i18n key of a refusal's message; `empty` is the caller's to handle. */
type NumberReasonKey = `validation.number.${Exclude<LocalNumberReason, 'empty'>}`

/** What a refusal's message shows: the text, an example in the language, and both readings of an ambiguous one. */
export function numberReasonParams(text: string, lang: Language): Record<string, string> {
  const params: Record<string, string> = { text: text.trim(), example: formatLocalNumber(1250000.5, lang, { maxDecimals: 2 }) }
  const asRead = parseLocalNumber(text, lang)
  if (asRead.ok) {
    params.asDecimal = formatLocalNumber(asRead.value, lang, { unambiguous: true })
    params.asThousands = formatLocalNumber(Math.round(asRead.value * 1000), lang)
  }
  return params
}

/** A number field's text read for a form: empty is `null` (not given); a refusal comes with its message's key and params. */
export type NumberInput = { ok: true; value: number | null } | { ok: false; key: NumberReasonKey; params: Record<string, string> }

export function readNumberInput(text: string, lang: Language, opts: ParseOptions = {}): NumberInput {
  const result = parseLocalNumber(text, lang, opts)
  if (result.ok) return result
  if (result.reason === 'empty') return { ok: true, value: null }
  return { ok: false, key: `validation.number.${result.reason}`, params: numberReasonParams(text, lang) }
}

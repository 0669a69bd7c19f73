import type { Language } from '../../../../shared/constants.ts'
import type { Currency } from '../../../../shared/domain.ts'
import { validate } from '../../../../shared/fieldErrors.ts'
import { formatLocalNumber, readNumberInput } from '../../../../shared/localNumber.ts'
import { INTL_LOCALE } from '../../../../shared/locale.ts'
import { CurrencyRateSchema } from '../../../../shared/schemas/currency.ts'
import type { CurrencyRate } from '../../../../shared/types.ts'

// The currency screen's rules: what a typed rate must be, which rates can change, how a date reads.

/** Every other rate is in units per dollar, so the dollar's own is 1 by definition and stays so. */
export const BASE_CURRENCY: Currency = 'USD'
export const isEditable = (code: Currency) => code !== BASE_CURRENCY

/** A refusal names its message's i18n key and, for a number that cannot be read, the message's params. */
export type RateCheck = { ok: true; usdRate: number } | { ok: false; message: string; params?: Record<string, string> }

/**
 * A typed rate read the language's way ("4.100" is 4100 in es) and checked with the API's own
 * schema (a number above 0). One separator before exactly three digits ("4,100" in es) is refused:
 * here reading it as 4.1 or as 4100 is a 1000× difference in every converted price.
 */
export function checkRate(text: string, lang: Language): RateCheck {
  const read = readNumberInput(text, lang, { ambiguous: 'refuse', negative: true })
  if (!read.ok) return { ok: false, message: read.key, params: read.params }
  const result = validate(CurrencyRateSchema, { usdRate: read.value ?? '' })
  return result.success ? { ok: true, usdRate: result.output.usdRate } : { ok: false, message: result.errors[0].message }
}

/** A change larger than this share of the current rate asks for confirmation first: a zero too many is ×10. */
export const RATE_CHANGE_TO_CONFIRM = 0.2

export const needsConfirmation = (current: number, next: number) => Math.abs(next - current) > current * RATE_CHANGE_TO_CONFIRM

/** The list after the server answered a change: that currency's row replaced, the order kept. */
export function withRate(rates: CurrencyRate[], updated: CurrencyRate): CurrencyRate[] {
  return rates.map((rate) => (rate.code === updated.code ? updated : rate))
}

/** When a rate was set: the day and the minute, since rates can change more than once a day. */
export function formatSetAt(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/** A rate as the input holds it, in the language's way and never in a form checkRate would refuse ("3,7250"). */
export const rateText = (usdRate: number, lang: Language) => formatLocalNumber(usdRate, lang, { unambiguous: true })

/** What was typed, rewritten after the panel's language changed so that it keeps its meaning. */
export function relocalizeRate(text: string, from: Language, to: Language): string {
  const read = readNumberInput(text, from, { ambiguous: 'refuse', negative: true })
  return read.ok && read.value !== null ? rateText(read.value, to) : text
}

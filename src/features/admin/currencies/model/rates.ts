import type { Language } from '../../../../shared/constants.ts'
import type { Currency } from '../../../../shared/domain.ts'
import { validate } from '../../../../shared/fieldErrors.ts'
import { INTL_LOCALE } from '../../../../shared/locale.ts'
import { CurrencyRateSchema } from '../../../../shared/schemas/currency.ts'
import type { CurrencyRate } from '../../../../shared/types.ts'

// The currency screen's rules: what a typed rate must be, which rates can change, how a date reads.

/** Every other rate is in units per dollar, so the dollar's own is 1 by definition and stays so. */
export const BASE_CURRENCY: Currency = 'USD'
export const isEditable = (code: Currency) => code !== BASE_CURRENCY

export type RateCheck = { ok: true; usdRate: number } | { ok: false; message: string }

/** A typed rate checked with the API's own schema: a number above 0 (the message is an i18n key). */
export function checkRate(text: string): RateCheck {
  const result = validate(CurrencyRateSchema, { usdRate: text })
  return result.success ? { ok: true, usdRate: result.output.usdRate } : { ok: false, message: result.errors[0].message }
}

/** The list after the server answered a change: that currency's row replaced, the order kept. */
export function withRate(rates: CurrencyRate[], updated: CurrencyRate): CurrencyRate[] {
  return rates.map((rate) => (rate.code === updated.code ? updated : rate))
}

/** When a rate was set: the day and the minute, since rates can change more than once a day. */
export function formatSetAt(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/** A rate as the input holds it: plain digits with a dot, as `<input type=number>` expects. */
export const rateText = (usdRate: number) => String(usdRate)

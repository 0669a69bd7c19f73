import type { Currency } from './domain.ts'
import type { CurrencyRate } from './types.ts'

/** Rates by currency code, for the conversions below. */
export type RateTable = Partial<Record<Currency, number>>

export function rateTable(rates: readonly CurrencyRate[]): RateTable {
  return Object.fromEntries(rates.map((rate) => [rate.code, rate.usdRate]))
}

/**
 * An amount in another currency, through the US dollar (rates are units per dollar); null when either
 * rate is unknown. The result is approximate: pages show it with "≈", never as the price.
 */
export function convertPrice(amount: number, from: Currency, to: Currency, rates: RateTable): number | null {
  if (from === to) return amount
  const fromRate = rates[from]
  const toRate = rates[to]
  if (!fromRate || !toRate) return null
  return (amount / fromRate) * toRate
}

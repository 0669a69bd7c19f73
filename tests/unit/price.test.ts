import { describe, expect, it } from 'vitest'
import { currentPrice } from '../../src/shared/price.ts'
import type { Language } from '../../src/shared/constants.ts'
import { formatFullPrice, formatPrice } from '../../src/shared/priceFormat.ts'

// Intl and the formatter put no-break spaces between symbol, figure and word; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('currentPrice: one price everywhere', () => {
  it('an opportunity below its listed price is what the buyer pays, with the listed price struck', () => {
    // The case: listed 255,000, cut to 235,000, opportunity 192,000.
    const price = currentPrice({ price: 235_000, previousPrice: 255_000, isOpportunity: 1, opportunityPrice: 192_000, area: 100 })
    expect(price).toEqual({ amount: 192_000, isOpportunityPrice: true, struck: 235_000, cutPercent: 18, perM2: 1920 })
  })

  it('a cut without an opportunity strikes the price before the cut', () => {
    expect(currentPrice({ price: 235_000, previousPrice: 255_000, isOpportunity: false, opportunityPrice: 100, area: null })).toEqual({
      amount: 235_000,
      isOpportunityPrice: false,
      struck: 255_000,
      cutPercent: 8,
      perM2: null,
    })
  })

  it('an opportunity price at or above the listed price, or a switched-off one, changes nothing', () => {
    expect(currentPrice({ price: 100_000, isOpportunity: true, opportunityPrice: 120_000 }).amount).toBe(100_000)
    expect(currentPrice({ price: 100_000, isOpportunity: 0, opportunityPrice: 80_000 }).amount).toBe(100_000)
    expect(currentPrice({ price: 100_000, isOpportunity: 1, opportunityPrice: null }).struck).toBeNull()
  })

  it('a rise leaves nothing struck; a tiny cut is still at least 1 %', () => {
    expect(currentPrice({ price: 100_000, previousPrice: 90_000 }).struck).toBeNull()
    expect(currentPrice({ price: 99_900, previousPrice: 100_000 }).cutPercent).toBe(1)
  })
})

describe('prices in local styles', () => {
  // The exact price with the local symbol first; short prices as each language says them.
  const styles = { exact: formatFullPrice, short: formatPrice }
  const cases: [keyof typeof styles, number, string, Language, string][] = [
    ['exact', 192_000, 'USD', 'es', 'US$ 192.000'],
    ['exact', 780_000, 'PEN', 'es', 'S/ 780.000'],
    ['exact', 1_400_000.5, 'BRL', 'pt', 'R$ 1.400.000,5'],
    ['exact', 5_550, 'PEN', 'en', 'S/ 5,550'],
    ['exact', 4_100, 'COP', 'es', '$ 4.100'],
    ['exact', 4_100, 'COP', 'en', 'COL$ 4,100'],
    ['short', 1_800_000_000, 'COP', 'es', '$ 1.800 millones'],
    ['short', 1_000_000, 'USD', 'es', 'US$ 1 millón'],
    ['short', 780_000, 'PEN', 'es', 'S/ 780 mil'],
    ['short', 1_400_000, 'BRL', 'pt', 'R$ 1,4 mi'],
    ['short', 1_800_000_000, 'COP', 'pt', '$ 1,8 bi'],
    ['short', 192_000, 'USD', 'en', 'US$ 192K'],
    ['short', 1_620_000_000, 'COP', 'en', 'COL$ 1.6B'],
    ['short', 950, 'USD', 'es', 'US$ 950'],
    ['short', 5_550, 'PEN', 'es', 'S/ 5.550'],
    ['short', 99_500, 'USD', 'en', 'US$ 99,500'],
  ]
  it.each(cases)('writes the %s price of %s %s in %s as %s', (style, amount, currency, lang, text) => {
    expect(plain(styles[style](amount, currency, lang))).toBe(text)
  })
})

import { describe, expect, it } from 'vitest'
import { checkRate, formatSetAt, isEditable, rateText, withRate } from '../../src/features/admin/currencies/model/rates.ts'
import type { CurrencyRate } from '../../src/shared/types.ts'

const rates: CurrencyRate[] = [
  { code: 'USD', usdRate: 1, updatedAt: '2026-11-01T10:00:00.000Z' },
  { code: 'COP', usdRate: 4050, updatedAt: '2026-11-01T10:00:00.000Z' },
  { code: 'PEN', usdRate: 3.75, updatedAt: '2026-11-01T10:00:00.000Z' },
]

describe('a typed exchange rate', () => {
  it('is accepted as a number above zero, decimals included', () => {
    expect(checkRate('4100')).toEqual({ ok: true, usdRate: 4100 })
    expect(checkRate(' 3.82 ')).toEqual({ ok: true, usdRate: 3.82 })
  })
  it('is refused when empty, zero, negative, not a number or absurdly large, with the API message', () => {
    for (const text of ['', '0', '-3', 'abc', '1e10', 'Infinity']) {
      expect(checkRate(text), text).toEqual({ ok: false, message: 'validation.currency.usdRate' })
    }
  })
})

describe('the rates list', () => {
  it('replaces the saved currency in place and leaves the others', () => {
    const saved = { code: 'COP' as const, usdRate: 4100, updatedAt: '2026-11-20T08:30:00.000Z' }
    expect(withRate(rates, saved)).toEqual([rates[0], saved, rates[2]])
  })
  it('keeps the dollar, the base of every rate, out of editing', () => {
    expect(isEditable('USD')).toBe(false)
    expect(['COP', 'PEN', 'BRL'].every((code) => isEditable(code as 'COP'))).toBe(true)
  })
  it('shows the rate as the number input holds it', () => {
    expect(rateText(3.75)).toBe('3.75')
  })
  it('dates a rate to the minute in each language', () => {
    const iso = '2026-11-20T08:30:00.000Z'
    for (const lang of ['es', 'en', 'pt'] as const) {
      const text = formatSetAt(iso, lang)
      expect(text).toMatch(/2026/)
      expect(text).toMatch(/\d{1,2}:\d{2}/)
    }
    expect(formatSetAt(iso, 'en')).not.toBe(formatSetAt(iso, 'es'))
  })
})

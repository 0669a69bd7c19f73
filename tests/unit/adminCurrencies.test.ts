import { describe, expect, it } from 'vitest'
import { checkRate, formatSetAt, isEditable, needsConfirmation, rateText, relocalizeRate, withRate } from '../../src/features/admin/currencies/model/rates.ts'
import type { CurrencyRate } from '../../src/shared/types.ts'

const rates: CurrencyRate[] = [
  { code: 'USD', usdRate: 1, updatedAt: '2026-11-01T10:00:00.000Z' },
  { code: 'COP', usdRate: 4050, updatedAt: '2026-11-01T10:00:00.000Z' },
  { code: 'PEN', usdRate: 3.75, updatedAt: '2026-11-01T10:00:00.000Z' },
]

describe('a typed exchange rate', () => {
  it('is read the way the language writes numbers, decimals included', () => {
    expect(checkRate('4100', 'es')).toEqual({ ok: true, usdRate: 4100 })
    expect(checkRate('4.100', 'es')).toEqual({ ok: true, usdRate: 4100 })
    expect(checkRate('4.100', 'pt')).toEqual({ ok: true, usdRate: 4100 })
    expect(checkRate('4,100', 'en')).toEqual({ ok: true, usdRate: 4100 })
    expect(checkRate(' 3,82 ', 'es')).toEqual({ ok: true, usdRate: 3.82 })
    expect(checkRate('3.82', 'en')).toEqual({ ok: true, usdRate: 3.82 })
    expect(checkRate('3,7250', 'es')).toEqual({ ok: true, usdRate: 3.725 })
  })
  it('never takes "4.100" or "4,100" for a rate a thousand times off: one separator before three digits is refused as ambiguous', () => {
    expect(checkRate('4,100', 'es')).toMatchObject({ ok: false, message: 'validation.number.ambiguous', params: { asDecimal: '4,1', asThousands: '4.100' } })
    expect(checkRate('4.100', 'en')).toMatchObject({ ok: false, message: 'validation.number.ambiguous' })
  })
  it('refuses text it cannot read with the reason, in the language', () => {
    expect(checkRate('abc', 'es')).toMatchObject({ ok: false, message: 'validation.number.invalid', params: { text: 'abc' } })
    expect(checkRate('1e10', 'en')).toMatchObject({ ok: false, message: 'validation.number.invalid' })
    expect(checkRate('3.82', 'es')).toMatchObject({ ok: false, message: 'validation.number.grouping' })
  })
  it('is refused when empty, zero, negative or absurdly large, with the API message', () => {
    for (const text of ['', '0', '-3', '-3,5', '10.000.000.000']) {
      expect(checkRate(text, 'es'), text).toEqual({ ok: false, message: 'validation.currency.usdRate' })
    }
  })
  it('asks for confirmation of a change of more than 20 %', () => {
    expect(needsConfirmation(4050, 4100)).toBe(false)
    expect(needsConfirmation(4050, 4860)).toBe(false)
    expect(needsConfirmation(4050, 4861)).toBe(true)
    expect(needsConfirmation(4050, 4.1)).toBe(true)
    expect(needsConfirmation(3.75, 2.9)).toBe(true)
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
  it('shows the rate in the language, in a form the check reads back', () => {
    expect(rateText(3.75, 'en')).toBe('3.75')
    expect(rateText(3.75, 'es')).toBe('3,75')
    expect(rateText(4050, 'pt')).toBe('4.050')
    expect(rateText(3.725, 'es')).toBe('3,7250')
    for (const lang of ['es', 'en', 'pt'] as const) for (const rate of [4050, 3.75, 3.725, 0.000123]) expect(checkRate(rateText(rate, lang), lang)).toEqual({ ok: true, usdRate: rate })
  })
  it('rewrites what was typed when the language changes, keeping its value', () => {
    expect(relocalizeRate('4.100', 'es', 'en')).toBe('4,100')
    expect(relocalizeRate('3,82', 'pt', 'en')).toBe('3.82')
    expect(relocalizeRate('abc', 'es', 'en')).toBe('abc')
    expect(relocalizeRate('4,100', 'es', 'en')).toBe('4,100')
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

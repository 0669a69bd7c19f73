import { describe, expect, it } from 'vitest'
import type { Language } from '../../src/shared/constants.ts'
import { formatLocalNumber, numberReasonParams, parseLocalNumber, readNumberInput, type LocalNumberReason, type ParseOptions } from '../../src/shared/localNumber.ts'

const read = (text: string, lang: Language, opts?: ParseOptions) => parseLocalNumber(text, lang, opts)
const value = (n: number) => ({ ok: true, value: n })
const refused = (reason: LocalNumberReason) => ({ ok: false, reason })

describe('parseLocalNumber reads numbers the way each language writes them', () => {
  it.each(['es', 'pt'] as const)('%s: "." groups thousands, "," marks decimals', (lang) => {
    expect(read('400.000', lang)).toEqual(value(400000))
    expect(read('4.100', lang)).toEqual(value(4100))
    expect(read('1.250.000', lang)).toEqual(value(1250000))
    expect(read('1.250,5', lang)).toEqual(value(1250.5))
    expect(read('185.000,50', lang)).toEqual(value(185000.5))
    expect(read('2,5', lang)).toEqual(value(2.5))
    expect(read('4,100', lang)).toEqual(value(4.1))
    expect(read('400000', lang)).toEqual(value(400000))
    expect(read(' 42 ', lang)).toEqual(value(42))
    expect(read(',5', lang)).toEqual(value(0.5))
  })

  it('en: "," groups thousands, "." marks decimals', () => {
    expect(read('400,000', 'en')).toEqual(value(400000))
    expect(read('1,250.5', 'en')).toEqual(value(1250.5))
    expect(read('1,250,000', 'en')).toEqual(value(1250000))
    expect(read('4,100', 'en')).toEqual(value(4100))
    expect(read('4.100', 'en')).toEqual(value(4.1))
    expect(read('2.5', 'en')).toEqual(value(2.5))
  })

  it.each(['es', 'en', 'pt'] as const)('%s: spaces and no-break spaces group thousands too', (lang) => {
    expect(read('400 000', lang)).toEqual(value(400000))
    expect(read('1\u00a0250\u00a0000', lang)).toEqual(value(1250000))
    expect(read('1\u202f250', lang)).toEqual(value(1250))
  })

  it("refuses malformed grouping, including the other language's decimals", () => {
    for (const text of ['1.25.000', '12.34', '2.5', '185000.50', '0.500', '1.2345', '1 25 000', '1.250 000']) expect(read(text, 'es')).toEqual(refused('grouping'))
    for (const text of ['1,25,000', '2,5', '1,2345']) expect(read(text, 'en')).toEqual(refused('grouping'))
    expect(read('1,250.5', 'es')).toEqual(refused('grouping'))
    expect(read('1.250,5', 'en')).toEqual(refused('grouping'))
  })

  it('refuses letters, lone signs and several decimal separators', () => {
    for (const lang of ['es', 'en', 'pt'] as const) {
      for (const text of ['abc', '12a', '4e3', '0x10', '.', '-', '1/2', '$400']) expect(read(text, lang)).toEqual(refused('invalid'))
    }
    expect(read('1,2,3', 'es')).toEqual(refused('decimal'))
    expect(read('1.2.3', 'en')).toEqual(refused('decimal'))
    expect(read('400,', 'es')).toEqual(refused('decimal'))
  })

  it('says an empty text is empty, so an optional field can take it as "not given"', () => {
    expect(read('', 'es')).toEqual(refused('empty'))
    expect(read(' \u00a0 ', 'en')).toEqual(refused('empty'))
  })

  // Each option, as the form that asks for it: negative numbers, the currency screen's strict
  // reading (one separator before exactly three digits is ambiguous), and short forms of prices.
  const OPTIONS: Record<string, ParseOptions | undefined> = { none: undefined, negative: { negative: true }, strict: { ambiguous: 'refuse' }, prices: { shortForms: true } }
  const cases: [string, Language, keyof typeof OPTIONS, ReturnType<typeof value> | ReturnType<typeof refused>][] = [
    ['-3', 'es', 'none', refused('negative')],
    ['-3,5', 'es', 'negative', value(-3.5)],
    ['−1,250.5', 'en', 'negative', value(-1250.5)],
    ['4,100', 'es', 'strict', refused('ambiguous')],
    ['3,725', 'pt', 'strict', refused('ambiguous')],
    ['4.100', 'en', 'strict', refused('ambiguous')],
    ['4.100', 'es', 'strict', value(4100)],
    ['4,100', 'en', 'strict', value(4100)],
    ['4,1', 'es', 'strict', value(4.1)],
    ['3,7250', 'es', 'strict', value(3.725)],
    ['0,925', 'es', 'strict', value(0.925)],
    ['1.234,567', 'es', 'strict', value(1234.567)],
    ['4100', 'es', 'strict', value(4100)],
    ['400 mil', 'es', 'prices', value(400000)],
    ['400k', 'es', 'prices', value(400000)],
    ['1,5 M', 'es', 'prices', value(1500000)],
    ['1,5 milhões', 'pt', 'prices', value(1500000)],
    ['1.5M', 'en', 'prices', value(1500000)],
    ['250K', 'en', 'prices', value(250000)],
    ['1.2m', 'en', 'prices', value(1200000)],
    ['5 mil', 'en', 'prices', refused('invalid')],
    ['400k', 'es', 'none', refused('invalid')],
    ['1.5M', 'es', 'prices', refused('grouping')],
  ]
  it.each(cases)('reads %s in %s with options %s as %o', (text, lang, options, expected) => {
    expect(read(text, lang, OPTIONS[options])).toEqual(expected)
  })
})

describe('formatLocalNumber writes what parseLocalNumber reads back', () => {
  it('groups thousands, four-digit numbers included, and keeps only the decimals there are', () => {
    expect(formatLocalNumber(400000, 'es')).toBe('400.000')
    expect(formatLocalNumber(4100, 'es')).toBe('4.100')
    expect(formatLocalNumber(1250.5, 'pt')).toBe('1.250,5')
    expect(formatLocalNumber(1250.5, 'en')).toBe('1,250.5')
    expect(formatLocalNumber(3.75, 'es')).toBe('3,75')
    expect(formatLocalNumber(0.000001, 'en')).toBe('0.000001')
    expect(formatLocalNumber(-2.5, 'es')).toBe('-2,5')
    expect(formatLocalNumber(185000.5, 'es', { grouping: false })).toBe('185000,5')
    expect(formatLocalNumber(1.005, 'en', { maxDecimals: 2 })).toBe('1')
  })

  it('writes an unambiguous form on request', () => {
    expect(formatLocalNumber(3.725, 'es', { unambiguous: true })).toBe('3,7250')
    expect(formatLocalNumber(1234.567, 'es', { unambiguous: true })).toBe('1.234,567')
    expect(formatLocalNumber(4100, 'en', { unambiguous: true })).toBe('4,100')
  })

  it.each(['es', 'en', 'pt'] as const)('%s: round trip, strictly, of values a form shows', (lang) => {
    for (const n of [0, 1, 999, 1000, 4100, 3.75, 3.725, 185000.5, 1250000, 123456789.123456]) {
      expect(parseLocalNumber(formatLocalNumber(n, lang, { unambiguous: true }), lang, { ambiguous: 'refuse' })).toEqual(value(n))
      expect(parseLocalNumber(formatLocalNumber(n, lang, { grouping: false }), lang)).toEqual(value(n))
    }
  })
})

describe('numberReasonParams', () => {
  it('offers both readings of an ambiguous text, each written so it is read one way only', () => {
    expect(numberReasonParams('4,100', 'es')).toEqual({ text: '4,100', example: '1.250.000,5', asDecimal: '4,1', asThousands: '4.100' })
    expect(numberReasonParams(' 3.725 ', 'en')).toMatchObject({ text: '3.725', asDecimal: '3.7250', asThousands: '3,725' })
    expect(numberReasonParams('abc', 'pt')).toEqual({ text: 'abc', example: '1.250.000,5' })
  })
})

describe('readNumberInput', () => {
  it('takes an empty field as not given and names the message of a refusal', () => {
    expect(readNumberInput('  ', 'es')).toEqual({ ok: true, value: null })
    expect(readNumberInput('185.000', 'es')).toEqual({ ok: true, value: 185000 })
    expect(readNumberInput('4,100', 'es', { ambiguous: 'refuse' })).toMatchObject({ ok: false, key: 'validation.number.ambiguous', params: { asThousands: '4.100' } })
    expect(readNumberInput('1.25.000', 'pt')).toMatchObject({ ok: false, key: 'validation.number.grouping', params: { text: '1.25.000' } })
  })
})

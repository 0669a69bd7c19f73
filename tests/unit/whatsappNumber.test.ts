import { describe, expect, it } from 'vitest'
import { whatsappLink } from '../../src/shared/company.ts'
import { whatsappNumber } from '../../src/shared/whatsappNumber.ts'

describe('whatsappNumber', () => {
  it('keeps a number given with + or 00 as it is, whatever the country', () => {
    expect(whatsappNumber('+593 99 888 7766', 'country_co')).toBe('593998887766')
    expect(whatsappNumber('0057 300 123 4567', 'country_ec')).toBe('573001234567')
  })

  it("adds the listing country's code to a national number, dropping the trunk 0", () => {
    expect(whatsappNumber('099 888 7766', 'country_ec')).toBe('593998887766')
    expect(whatsappNumber('(02) 245-6789', 'country_ec')).toBe('59322456789')
    expect(whatsappNumber('300 123 4567', 'country_co')).toBe('573001234567')
    expect(whatsappNumber('987 654 321', 'country_pe')).toBe('51987654321')
    expect(whatsappNumber('(11) 98765-4321', 'country_br')).toBe('5511987654321')
  })

  it('recognises a number that already starts with the code by its length', () => {
    expect(whatsappNumber('593 99 888 7766', 'country_ec')).toBe('593998887766')
    expect(whatsappNumber('57 300 123 4567', 'country_co')).toBe('573001234567')
    // Area code 55 in Brazil: a national number that only looks like it starts with the code.
    expect(whatsappNumber('(55) 99876-5432', 'country_br')).toBe('5555998765432')
  })

  it('leaves the digits alone when the country is unknown (a general inquiry)', () => {
    expect(whatsappNumber('099 888 7766', null)).toBe('0998887766')
    expect(whatsappNumber('099 888 7766', 'country_xx')).toBe('0998887766')
  })
})

describe('whatsappLink', () => {
  it("completes the number with the listing country's code and prefills the message", () => {
    expect(whatsappLink('099 888 7766', '¿Sigue disponible?', 'country_ec')).toBe('https://wa.me/593998887766?text=%C2%BFSigue%20disponible%3F')
    expect(whatsappLink('+593998123456', 'Hola')).toBe('https://wa.me/593998123456?text=Hola')
  })
})

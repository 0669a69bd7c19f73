import { describe, expect, it } from 'vitest'
import { whatsappLink, whatsappNumber } from '../../src/shared/whatsappNumber.ts'

describe('whatsappNumber', () => {
  const cases: [string, string | null, string][] = [
    // A number given with + or 00 is kept as it is, whatever the country.
    ['+593 99 888 7766', 'country_co', '593998887766'],
    ['0057 300 123 4567', 'country_ec', '573001234567'],
    // A national number gets the listing country's code, without the trunk 0.
    ['099 888 7766', 'country_ec', '593998887766'],
    ['(02) 245-6789', 'country_ec', '59322456789'],
    ['300 123 4567', 'country_co', '573001234567'],
    ['987 654 321', 'country_pe', '51987654321'],
    ['(11) 98765-4321', 'country_br', '5511987654321'],
    // A number that already starts with the code is recognised by its length.
    ['593 99 888 7766', 'country_ec', '593998887766'],
    ['57 300 123 4567', 'country_co', '573001234567'],
    // Area code 55 in Brazil: a national number that only looks like it starts with the code.
    ['(55) 99876-5432', 'country_br', '5555998765432'],
    // With the country unknown (a general inquiry) the digits are left alone.
    ['099 888 7766', null, '0998887766'],
    ['099 888 7766', 'country_xx', '0998887766'],
  ]
  it.each(cases)('%s in %s is %s', (number, countryId, expected) => {
    expect(whatsappNumber(number, countryId)).toBe(expected)
  })
})

describe('whatsappLink', () => {
  it("completes the number with the listing country's code and prefills the message", () => {
    expect(whatsappLink('099 888 7766', '¿Sigue disponible?', 'country_ec')).toBe('https://wa.me/593998887766?text=%C2%BFSigue%20disponible%3F')
    expect(whatsappLink('+593998123456', 'Hola')).toBe('https://wa.me/593998123456?text=Hola')
  })
})

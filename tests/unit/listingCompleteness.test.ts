import { describe, expect, it } from 'vitest'
import { costLabelKey, expectedFacts, missingFacts, propertyKindOf } from '../../src/features/admin/properties/model/listingCompleteness.ts'
import { checkPropertyFields, propertyFormData, type PropertyFormValues } from '../../src/features/admin/properties/model/propertyForm.ts'
import { validPropertyForm as valid, withImages } from '../fixtures/propertyFormValues.ts'

const bogota = (change: Partial<PropertyFormValues> = {}): PropertyFormValues => ({ ...valid, countryId: 'country_co', cityId: 'co_bogota', currency: 'COP', ...change })

describe('the facts a listing is expected to state', () => {
  it('knows the spec types by their Spanish or English name, and no other', () => {
    expect(propertyKindOf('Apartamento')).toBe('apartment')
    expect(propertyKindOf(' house ')).toBe('house')
    expect(propertyKindOf('Terreno')).toBe('land')
    expect(propertyKindOf('Bodega')).toBeNull()
    expect(propertyKindOf(undefined)).toBeNull()
  })

  it('asks a flat for rent in Bogotá for its fee, tax, area, estrato, floor, lift, pets, furnished and amenities', () => {
    expect(expectedFacts('apartment', bogota({ priceType: 'rent' }))).toEqual(['hoaFee', 'propertyTax', 'builtArea', 'estrato', 'floor', 'elevator', 'petsAllowed', 'furnished', 'amenities'])
  })

  it('asks no estrato outside Colombia, and no pets or furniture of a sale', () => {
    const quitoSale = { ...valid, priceType: 'sale' }
    expect(expectedFacts('apartment', quitoSale)).toEqual(['hoaFee', 'propertyTax', 'builtArea', 'floor', 'elevator', 'amenities'])
    expect(expectedFacts('house', quitoSale)).toEqual(['propertyTax', 'builtArea', 'amenities', 'yearBuilt'])
  })

  it('asks land for its tax only, and an unknown type for nothing', () => {
    expect(expectedFacts('land', bogota({ priceType: 'rent' }))).toEqual(['propertyTax'])
    expect(expectedFacts(null, bogota({ priceType: 'rent' }))).toEqual([])
  })

  it('does not ask a rent for a fee or a tax it already includes, but a sale whatever it was ticked', () => {
    expect(expectedFacts('apartment', bogota({ priceType: 'rent', includes: ['hoa', 'tax'] }))).not.toContain('hoaFee')
    expect(expectedFacts('apartment', bogota({ priceType: 'rent', includes: ['hoa', 'tax'] }))).not.toContain('propertyTax')
    expect(expectedFacts('apartment', bogota({ priceType: 'sale', includes: ['hoa', 'tax'] }))).toContain('hoaFee')
  })

  it('lists only what is still empty, and nothing once everything is filled', () => {
    const rent = bogota({ priceType: 'rent', hoaFee: '350.000', floor: '4', elevator: '0', amenities: ['gym'] })
    expect(missingFacts('Apartamento', rent)).toEqual(['propertyTax', 'builtArea', 'estrato', 'petsAllowed', 'furnished'])
    const full = { ...rent, propertyTax: '1.200.000', builtArea: '62', estrato: '4', petsAllowed: '1', furnished: 'no' }
    expect(missingFacts('Apartamento', full)).toEqual([])
    expect(missingFacts('Apartamento', { ...full, hoaFee: '  ' })).toEqual(['hoaFee'])
  })
})

describe('the fee and tax labels', () => {
  it('go by the listing country, with a general word for a country without its own', () => {
    expect(costLabelKey('hoaFee', 'country_co')).toBe('form.facts.hoaFee.country_co')
    expect(costLabelKey('propertyTax', 'country_br')).toBe('form.facts.propertyTax.country_br')
    expect(costLabelKey('hoaFee', '')).toBe('form.facts.hoaFee.other')
    expect(costLabelKey('hoaFee', 'country_xx')).toBe('form.facts.hoaFee.other')
  })
})

describe('facts the form hides', () => {
  it('keeps an estrato typed for Colombia out of the check and the body once the country is another', () => {
    const quito = { ...valid, estrato: '4' }
    expect(checkPropertyFields(quito, withImages)).toEqual([])
    expect(propertyFormData(quito, { images: [] }).has('estrato')).toBe(false)
    expect(propertyFormData(bogota({ estrato: '4' }), { images: [] }).get('estrato')).toBe('4')
  })

  it('sends what a rent includes only for a rent', () => {
    expect(propertyFormData({ ...valid, priceType: 'rent', includes: ['hoa', 'internet'] }, { images: [] }).get('includes')).toBe('["hoa","internet"]')
    expect(propertyFormData({ ...valid, priceType: 'sale', includes: ['hoa'] }, { images: [] }).get('includes')).toBe('[]')
  })

  it('still refuses a bad video link and a floor above the top one at their fields', () => {
    const found = checkPropertyFields({ ...valid, videoUrl: 'https://example.com/video', floor: '9', totalFloors: '5' }, withImages)
    expect(found).toEqual([
      ['floor', 'validation.property.floorAboveTop'],
      ['videoUrl', 'validation.property.videoUrl'],
    ])
  })
})

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ContactSchema } from '../../src/shared/schemas/contact.ts'
import { PropertySchema } from '../../src/shared/schemas/property.ts'
import { PropertyListQuerySchema } from '../../src/shared/schemas/queries.ts'

const validForm = {
  title: 'Casa amplia',
  price: '120000',
  priceType: 'sale',
  currency: 'USD',
  address: 'Calle 1 y Av. 2',
  propertyTypeId: '1',
  countryId: 'country_ec',
  cityId: 'ec_quito',
}

const messages = (result: v.SafeParseResult<v.GenericSchema>) => (result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}:${i.message}`))

describe('property form schema', () => {
  it('turns multipart text into numbers and booleans with the form defaults', () => {
    const result = v.safeParse(PropertySchema, { ...validForm, isOpportunity: '0', bathrooms: '2.5', neighborhood: '' })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.output).toMatchObject({ price: 120000, isOpportunity: false, isActive: true, bathrooms: 2.5, statusId: 'status_available' })
    expect(result.output.neighborhood).toBeUndefined()
  })
  it('accepts "1"/"0" and "true"/"false" alike', () => {
    const a = v.parse(PropertySchema, { ...validForm, isActive: '0' })
    const b = v.parse(PropertySchema, { ...validForm, isActive: 'false' })
    expect(a.isActive).toBe(false)
    expect(b.isActive).toBe(false)
  })
  it('requires an opportunity price above zero for an opportunity', () => {
    const result = v.safeParse(PropertySchema, { ...validForm, isOpportunity: 'true' })
    expect(messages(result)).toEqual(['opportunityPrice:validation.property.opportunityPrice'])
  })
  it('rejects half bedrooms, third bathrooms, zero area and negative legal costs', () => {
    const result = v.safeParse(PropertySchema, { ...validForm, bedrooms: '2.5', bathrooms: '1.3', area: '0', legalCosts: '-1' })
    expect(messages(result).sort()).toEqual([
      'area:validation.property.area',
      'bathrooms:validation.property.bathrooms',
      'bedrooms:validation.property.bedrooms',
      'legalCosts:validation.property.legalCosts',
    ])
  })
  it('rejects a price that is not a number above zero', () => {
    for (const price of ['0', '-5', 'abc', '']) {
      expect(messages(v.safeParse(PropertySchema, { ...validForm, price })), price).toContain('price:validation.property.price')
    }
  })
})

describe('contact schema', () => {
  it('trims and checks the spec minimums', () => {
    const result = v.safeParse(ContactSchema, { name: ' A ', email: 'nope', message: 'corto' })
    expect(messages(result).sort()).toEqual(['email:validation.contact.email', 'message:validation.contact.message', 'name:validation.contact.name'])
  })
})

describe('listing query schema', () => {
  it('defaults to the first page of 12, newest first', () => {
    expect(v.parse(PropertyListQuerySchema, {})).toMatchObject({ page: 1, limit: 12, sortBy: 'createdAt', sortOrder: 'desc' })
  })
  it('refuses malformed values instead of guessing', () => {
    for (const query of [{ page: '0' }, { limit: '101' }, { sortBy: 'views' }, { priceType: 'lease' }, { isOpportunity: 'maybe' }]) {
      expect(v.safeParse(PropertyListQuerySchema, query).success, JSON.stringify(query)).toBe(false)
    }
  })
})

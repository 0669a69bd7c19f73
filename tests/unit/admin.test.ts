import { describe, expect, it } from 'vitest'
import { localNumbers, relocalizeNumbers } from '../../src/features/admin/properties/model/localNumbers.ts'
import { checkPropertyForm, checkTypedPropertyFields, EMPTY_PROPERTY_FORM, imageProblem, propertyFormData, typedPropertyFormData } from '../../src/features/admin/properties/model/propertyForm.ts'
import { loginPathFor, safeNext } from '../../src/features/admin/shared/model/router.ts'
import { nextSort } from '../../src/features/admin/shared/model/sorting.ts'
import { validPropertyForm as valid, withImages } from '../fixtures/propertyFormValues.ts'

describe('dashboard sorting', () => {
  it('starts a new column ascending and toggles the same column', () => {
    const start = { field: 'createdAt' as const, order: 'desc' as const }
    expect(nextSort(start, 'views')).toEqual({ field: 'views', order: 'asc' })
    expect(nextSort({ field: 'views', order: 'asc' }, 'views')).toEqual({ field: 'views', order: 'desc' })
    expect(nextSort({ field: 'views', order: 'desc' }, 'views')).toEqual({ field: 'views', order: 'asc' })
    expect(nextSort({ field: 'views', order: 'desc' }, 'createdAt')).toEqual({ field: 'createdAt', order: 'asc' })
  })
})

describe('redirect after login', () => {
  it('returns to an admin path and nowhere else', () => {
    expect(safeNext('/admin/propiedades/editar/3')).toBe('/admin/propiedades/editar/3')
    expect(safeNext('/admin')).toBe('/admin/dashboard')
    expect(safeNext(null)).toBe('/admin/dashboard')
    expect(safeNext('https://evil.example/admin')).toBe('/admin/dashboard')
    expect(safeNext('//evil.example/admin')).toBe('/admin/dashboard')
    expect(safeNext('/propiedades')).toBe('/admin/dashboard')
    expect(safeNext('/administrator')).toBe('/admin/dashboard')
  })
  it('remembers the place in the login URL, except the dashboard', () => {
    expect(loginPathFor('/admin/usuarios')).toBe('/login?next=%2Fadmin%2Fusuarios')
    expect(loginPathFor('/admin/dashboard')).toBe('/login')
  })
})

describe('property form checks', () => {
  it('passes a complete form', () => {
    expect(checkPropertyForm(valid, withImages)).toEqual([])
  })
  it('reports every failed check once, in the order of the spec', () => {
    const empty = { ...EMPTY_PROPERTY_FORM, priceType: '', title: 'Casa', address: 'Av 1' }
    expect(checkPropertyForm(empty, { hasMainImage: false, additionalCount: 0 })).toEqual([
      'validation.property.title',
      'validation.property.address',
      'validation.property.country',
      'validation.property.city',
      'validation.property.type',
      'validation.property.priceType',
      'validation.property.price',
      'validation.property.mainImage',
      'validation.property.images',
    ])
  })
  it('checks the numbers with their steps and bounds', () => {
    const form = { ...valid, price: '0', legalCosts: '-1', bedrooms: '2.5', bathrooms: '1.25', area: '0' }
    expect(checkPropertyForm(form, withImages)).toEqual([
      'validation.property.price',
      'validation.property.legalCosts',
      'validation.property.bedrooms',
      'validation.property.bathrooms',
      'validation.property.area',
    ])
    expect(checkPropertyForm({ ...valid, bathrooms: '2.5', bedrooms: '0', legalCosts: '0', area: '85.75' }, withImages)).toEqual([])
  })
  it('asks for an opportunity price above 0 only for an opportunity', () => {
    expect(checkPropertyForm({ ...valid, isOpportunity: true, opportunityPrice: '' }, withImages)).toEqual(['validation.property.opportunityPrice'])
    expect(checkPropertyForm({ ...valid, isOpportunity: true, opportunityPrice: '0' }, withImages)).toEqual(['validation.property.opportunityPrice'])
    expect(checkPropertyForm({ ...valid, isOpportunity: true, opportunityPrice: '99000' }, withImages)).toEqual([])
    expect(checkPropertyForm({ ...valid, isOpportunity: false, opportunityPrice: '-5' }, withImages)).toEqual([])
  })
})

describe("property form numbers typed the language's way", () => {
  it('reads "185.000" in es and pt and "185,000" in en as 185000, and sends the plain number', () => {
    for (const [lang, price, bathrooms] of [
      ['es', '185.000', '2,5'],
      ['pt', '185.000', '2,5'],
      ['en', '185,000', '2.5'],
    ] as const) {
      const typed = { ...valid, price, bathrooms, area: lang === 'en' ? '1,250.5' : '1.250,5' }
      expect(checkTypedPropertyFields(typed, withImages, lang)).toEqual([])
      const form = typedPropertyFormData(typed, { images: [] }, lang)
      expect([form.get('price'), form.get('bathrooms'), form.get('area')]).toEqual(['185000', '2.5', '1250.5'])
    }
  })
  it('marks a number it cannot read on its field with the reason, and still checks the rest with the schema', () => {
    const typed = { ...valid, price: '1.25.000', bedrooms: 'tres', bathrooms: '1,25', legalCosts: '-1' }
    expect(checkTypedPropertyFields(typed, withImages, 'es')).toEqual([
      ['price', 'validation.number.grouping', expect.objectContaining({ text: '1.25.000' })],
      ['legalCosts', 'validation.property.legalCosts'],
      ['bedrooms', 'validation.number.invalid', expect.objectContaining({ text: 'tres' })],
      ['bathrooms', 'validation.property.bathrooms'],
    ])
  })
  it('ignores an unreadable opportunity price while the listing is no opportunity', () => {
    expect(checkTypedPropertyFields({ ...valid, opportunityPrice: 'x' }, withImages, 'es')).toEqual([])
    expect(checkTypedPropertyFields({ ...valid, isOpportunity: true, opportunityPrice: 'x' }, withImages, 'es')).toEqual([['opportunityPrice', 'validation.number.invalid', expect.anything()]])
  })
  it("shows a stored listing's numbers in the language and rewrites them when the language changes", () => {
    const stored = { ...valid, price: '185000.5', area: '210', bathrooms: '2.5', latitude: '-0.18' }
    expect(localNumbers(stored, 'es')).toMatchObject({ price: '185000,5', area: '210', bathrooms: '2,5', latitude: '-0.18' })
    expect(relocalizeNumbers({ ...valid, price: '185.000' }, 'es', 'en').price).toBe('185000')
    expect(relocalizeNumbers({ ...valid, price: 'abc' }, 'es', 'en').price).toBe('abc')
  })
})

describe('property multipart body', () => {
  it('sends text numbers, true/false booleans, and leaves empty fields out', () => {
    const main = new File([new Uint8Array([1])], 'main.png', { type: 'image/png' })
    const extra = new File([new Uint8Array([2])], 'extra.png', { type: 'image/png' })
    const form = propertyFormData({ ...valid, statusId: 'status_available', neighborhood: '  ', opportunityPrice: '5', bathrooms: '1.5' }, { mainImage: main, images: [extra, extra] })
    expect(form.get('price')).toBe('125000')
    expect(form.get('bathrooms')).toBe('1.5')
    expect(form.get('isActive')).toBe('true')
    expect(form.get('isOpportunity')).toBe('false')
    expect(form.has('neighborhood')).toBe(false)
    // Kept while the flag is off, so that switching it back on finds the advertiser's price.
    expect(form.get('opportunityPrice')).toBe('5')
    expect(form.has('bedrooms')).toBe(false)
    expect(form.has('currentImages')).toBe(false)
    expect(form.getAll('images')).toHaveLength(2)
    expect((form.get('mainImage') as File).name).toBe('main.png')
  })
  it('lists the kept photos on update and falls back to COP without a currency', () => {
    const form = propertyFormData({ ...valid, statusId: 'status_sold', currency: '', isOpportunity: true, opportunityPrice: '100000' }, { images: [], currentImages: ['/uploads/a.webp'] })
    expect(form.get('currentImages')).toBe('["/uploads/a.webp"]')
    expect(form.get('currency')).toBe('COP')
    expect(form.get('statusId')).toBe('status_sold')
    expect(form.get('opportunityPrice')).toBe('100000')
  })
})

describe('image files', () => {
  it('accepts png, jpeg and webp up to 10 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(imageProblem({ type: 'image/jpeg', size: 1000 })).toBeNull()
    expect(imageProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull()
    expect(imageProblem({ type: 'image/gif', size: 1000 })).toBe('type')
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('type')
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('size')
  })
})

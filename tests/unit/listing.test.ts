import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors, validate } from '../../src/shared/fieldErrors.ts'
import { LISTING_FIELD_NAMES, LISTING_FIELDS } from '../../src/shared/listing.ts'
import { emptyListingForm, listingFormData, listingFormValues } from '../../src/shared/listingForm.ts'
import { opportunityPriceError } from '../../src/shared/opportunity.ts'
import { checkListing, PropertySchema } from '../../src/shared/schemas/property.ts'
import { UserUpdateSchema } from '../../src/shared/schemas/user.ts'
import type { Property } from '../../src/shared/types.ts'
import { convertPrice, rateTable } from '../../src/shared/currency.ts'
import { QUITO_HOUSE } from '../fixtures/quitoHouse.ts'

const stored: Property = {
  id: 7,
  slug: 'casa-con-jardin-7',
  title: 'Casa con jardín',
  description: null,
  mainImage: '/uploads/properties/main.webp',
  images: ['/uploads/properties/a.webp'],
  floorPlans: [],
  neighborhood: 'Cumbayá',
  address: 'Av. Interoceánica km 12',
  ...QUITO_HOUSE,
  area: 180.5,
  bedrooms: 3,
  bathrooms: 2.5,
  garage: 2,
  price: 250000,
  currency: 'USD',
  priceType: 'sale',
  isOpportunity: 1,
  opportunityPrice: 230000,
  legalCosts: null,
  isFeatured: 0,
  isActive: 0,
  statusId: 'status_sold',
  status: 'sold',
  pricePerM2: 1385,
  previousPrice: null,
  latitude: null,
  longitude: null,
  showExactLocation: 0,
  location: null,
  hoaFee: 120,
  propertyTax: 600,
  includes: [],
  builtArea: 150,
  floor: null,
  totalFloors: null,
  elevator: null,
  yearBuilt: 2015,
  furnished: 'partly',
  petsAllowed: 1,
  estrato: null,
  amenities: ['pool', 'garden'],
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  tourUrl: null,
  monthlyCost: 170,
  authorName: 'Ana',
  authorPhoneNumber: null,
  authorWhatsapp: null,
  advertiser: null,
  pendingReview: 0,
  views: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
}

describe('the listing definition', () => {
  it('gives every field a kind the form knows', () => {
    for (const name of LISTING_FIELD_NAMES) expect(['text', 'number', 'select', 'flag', 'list'], name).toContain(LISTING_FIELDS[name].kind)
  })
})

describe('listing form helpers', () => {
  it('starts a new listing with the spec defaults: USD, sale, available, active, no opportunity', () => {
    const form = emptyListingForm()
    expect(form).toMatchObject({ title: '', price: '', currency: 'USD', priceType: 'sale', statusId: 'status_available', isActive: true, isOpportunity: false, garage: '' })
    expect(Object.keys(form).sort()).toEqual([...LISTING_FIELD_NAMES].sort())
  })

  it('loads a stored listing as text and checkboxes, empty values as empty inputs', () => {
    const form = listingFormValues(stored)
    expect(form).toMatchObject({
      title: 'Casa con jardín',
      description: '',
      price: '250000',
      bathrooms: '2.5',
      garage: '2',
      propertyTypeId: '1',
      isActive: false,
      isOpportunity: true,
      opportunityPrice: '230000',
      legalCosts: '',
      statusId: 'status_sold',
    })
    expect(listingFormValues({ ...stored, currency: '' as Property['currency'] }).currency).toBe('USD')
  })

  it('sends every field in one multipart body, leaving empty ones out', () => {
    const main = new File([new Uint8Array([1])], 'main.png', { type: 'image/png' })
    const form = listingFormData({ ...listingFormValues(stored), neighborhood: '  ' }, { mainImage: main, images: [main], currentImages: ['/uploads/properties/a.webp'] })
    expect(form.get('isActive')).toBe('false')
    expect(form.get('isOpportunity')).toBe('true')
    expect(form.get('opportunityPrice')).toBe('230000')
    expect(form.get('statusId')).toBe('status_sold')
    expect(form.get('garage')).toBe('2')
    expect(form.has('neighborhood')).toBe(false)
    expect(form.has('legalCosts')).toBe(false)
    expect(form.get('currentImages')).toBe('["/uploads/properties/a.webp"]')
    expect(form.getAll('images')).toHaveLength(1)
  })

  it('sends a kept opportunity price with the flag off, so the server keeps it, but not an invalid draft', () => {
    const form = listingFormData({ ...listingFormValues(stored), isOpportunity: false }, { images: [] })
    expect(form.get('isOpportunity')).toBe('false')
    expect(form.get('opportunityPrice')).toBe('230000')
    const draft = listingFormData({ ...listingFormValues(stored), isOpportunity: false, opportunityPrice: '-5' }, { images: [] })
    expect(draft.has('opportunityPrice')).toBe(false)
    const invalidWhileOn = listingFormData({ ...listingFormValues(stored), isOpportunity: true, opportunityPrice: '-5' }, { images: [] })
    expect(invalidWhileOn.get('opportunityPrice')).toBe('-5')
  })

  it('builds a body the server schema accepts as it is', () => {
    const form = listingFormData(listingFormValues(stored), { images: [] })
    const result = validate(PropertySchema, Object.fromEntries(form))
    expect(result.errors).toEqual([])
    expect(result.output).toMatchObject({ price: 250000, isActive: false, isOpportunity: true, opportunityPrice: 230000, statusId: 'status_sold', garage: 2 })
  })
})

describe('the opportunity rule', () => {
  it('asks an opportunity for a price above 0, and nothing of other listings', () => {
    const error = { path: 'opportunityPrice', message: 'validation.property.opportunityPrice' }
    expect(opportunityPriceError({ isOpportunity: true })).toEqual(error)
    expect(opportunityPriceError({ isOpportunity: 1, opportunityPrice: 0 })).toEqual(error)
    expect(opportunityPriceError({ isOpportunity: true, opportunityPrice: null })).toEqual(error)
    expect(opportunityPriceError({ isOpportunity: true, opportunityPrice: 5 })).toBeUndefined()
    expect(opportunityPriceError({ isOpportunity: false })).toBeUndefined()
  })
})

describe('field errors', () => {
  it('keeps one error per field, the first one', () => {
    const result = v.safeParse(v.object({ a: v.pipe(v.string(), v.minLength(3, 'first'), v.includes('x', 'second')) }), { a: 'b' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.issues!)).toEqual([{ path: 'a', message: 'first' }])
  })

  it("names a missing field with the field's own message, and one without a message with the generic key", () => {
    expect(validate(PropertySchema, {}).errors).toContainEqual({ path: 'countryId', message: 'validation.property.country' })
    expect(validate(PropertySchema, null).errors).toEqual([{ path: '', message: 'errors.invalid' }])
    expect(validate(v.object({ n: v.number() }), { n: 'x' }).errors).toEqual([{ path: 'n', message: 'errors.invalid' }])
  })

  it('checks a listing field by field, keeping the valid values beside the errors', () => {
    const checked = checkListing({
      title: 'Casa',
      price: '100',
      priceType: 'sale',
      currency: 'USD',
      address: 'Calle 1 y 2',
      propertyTypeId: '1',
      countryId: 'country_ec',
      cityId: 'ec_quito',
      isOpportunity: 'true',
    })
    expect(checked.errors.map((e) => e.path).sort()).toEqual(['opportunityPrice', 'title'])
    expect(checked.values).toMatchObject({ price: 100, cityId: 'ec_quito', isOpportunity: true })
  })

  it('tells a cleared phone number (null) from one left out (undefined) on user edit', () => {
    expect(v.parse(UserUpdateSchema, { phoneNumber: '' }).phoneNumber).toBeNull()
    expect(v.parse(UserUpdateSchema, { phoneNumber: null }).phoneNumber).toBeNull()
    expect(v.parse(UserUpdateSchema, {}).phoneNumber).toBeUndefined()
  })
})

describe('convertPrice', () => {
  const rates = rateTable([
    { code: 'USD', usdRate: 1, updatedAt: '2026-11-01T00:00:00.000Z' },
    { code: 'COP', usdRate: 4000, updatedAt: '2026-11-01T00:00:00.000Z' },
    { code: 'BRL', usdRate: 5, updatedAt: '2026-11-01T00:00:00.000Z' },
  ])
  it('goes through the dollar', () => {
    expect(convertPrice(4_000_000, 'COP', 'USD', rates)).toBe(1000)
    expect(convertPrice(1000, 'BRL', 'COP', rates)).toBe(800_000)
    expect(convertPrice(123, 'BRL', 'BRL', {})).toBe(123)
  })
  it('gives null when a rate is unknown', () => {
    expect(convertPrice(100, 'PEN', 'USD', rates)).toBeNull()
  })
})

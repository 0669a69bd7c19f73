import * as v from 'valibot'
import { ADDRESS_MIN, CURRENCIES, PRICE_TYPES, STATUS_IDS, TITLE_MIN } from '../constants.ts'
import { booleanField, idField, numberField, optionalField, optionalText, textField } from './fields.ts'

const MONEY_MAX = 1e12

/** The fields of the create/edit form (admin-area.md §5), as the form and the multipart API send them. */
export const propertyFields = {
  title: textField('validation.property.title', TITLE_MIN, 200),
  description: optionalText(5000),
  price: numberField('validation.property.price', { min: 0, exclusiveMin: true, max: MONEY_MAX }),
  priceType: v.picklist(PRICE_TYPES, 'validation.property.priceType'),
  currency: v.picklist(CURRENCIES, 'validation.property.currency'),
  address: textField('validation.property.address', ADDRESS_MIN, 300),
  neighborhood: optionalText(120),
  propertyTypeId: idField('validation.property.type'),
  countryId: v.pipe(v.string('validation.property.country'), v.trim(), v.nonEmpty('validation.property.country'), v.maxLength(20, 'validation.property.country')),
  cityId: v.pipe(v.string('validation.property.city'), v.trim(), v.nonEmpty('validation.property.city'), v.maxLength(40, 'validation.property.city')),
  statusId: v.optional(v.picklist(STATUS_IDS, 'validation.property.status'), 'status_available'),
  isActive: v.optional(booleanField('validation.boolean'), true),
  isOpportunity: v.optional(booleanField('validation.boolean'), false),
  isFeatured: v.optional(booleanField('validation.boolean')),
  opportunityPrice: optionalField(numberField('validation.property.opportunityPrice', { min: 0, exclusiveMin: true, max: MONEY_MAX })),
  legalCosts: optionalField(numberField('validation.property.legalCosts', { min: 0, max: MONEY_MAX })),
  bedrooms: optionalField(numberField('validation.property.bedrooms', { min: 0, max: 200, integer: true })),
  bathrooms: optionalField(numberField('validation.property.bathrooms', { min: 0, max: 200, step: 0.5 })),
  garage: optionalField(numberField('validation.property.garage', { min: 0, max: 200, integer: true })),
  area: optionalField(numberField('validation.property.area', { min: 0, exclusiveMin: true, max: 1e9 })),
}

export const PropertySchema = v.pipe(
  v.object(propertyFields),
  v.forward(
    v.check((p) => !p.isOpportunity || (p.opportunityPrice !== undefined && p.opportunityPrice > 0), 'validation.property.opportunityPrice'),
    ['opportunityPrice'],
  ),
)

/** PATCH /properties/{id}: any subset; the service merges it with the stored row and checks the whole. */
export const PropertyPatchSchema = v.partial(v.object(propertyFields))

export type PropertyInput = v.InferInput<typeof PropertySchema>
export type PropertyData = v.InferOutput<typeof PropertySchema>

export const PropertyStatusSchema = v.object({ isActive: booleanField('validation.boolean') })

import * as v from 'valibot'
import { checkFields, type CheckedFields } from '../fieldErrors.ts'
import { LISTING_SCHEMAS, type ListingData } from '../listing.ts'
import { statusOperationError } from '../listingStatus.ts'
import { opportunityPriceError } from '../opportunity.ts'
import { booleanField, fieldsObject } from './fields.ts'

/** The schema of each field of the create/edit form, as the form and the multipart API send them. */
export const propertyFields = LISTING_SCHEMAS

/** A whole listing: every field plus the opportunity and status rules. */
export const PropertySchema = v.pipe(
  fieldsObject(propertyFields),
  v.forward(
    v.check((p) => !opportunityPriceError(p), 'validation.property.opportunityPrice'),
    ['opportunityPrice'],
  ),
  v.forward(
    v.check((p) => !statusOperationError(p), 'validation.property.statusOperation'),
    ['statusId'],
  ),
)

/** PATCH /properties/{id}: any subset; the service merges it with the stored row and checks the whole. */
export const PropertyPatchSchema = v.partial(fieldsObject(propertyFields))

export type PropertyInput = v.InferInput<typeof PropertySchema>
export type PropertyData = ListingData
export type PropertyPatch = v.InferOutput<typeof PropertyPatchSchema>

/**
 * The same checks field by field: valid fields keep their values, so that checks the caller adds
 * (photos sent, a city of the chosen country) are reported together with these.
 */
export function checkListing(input: unknown): CheckedFields<ListingData> {
  const checked = checkFields(propertyFields, input)
  const faulted = new Set(checked.errors.map((e) => e.path))
  const opportunity = faulted.has('isOpportunity') || faulted.has('opportunityPrice') ? undefined : opportunityPriceError(checked.values)
  const status = faulted.has('statusId') || faulted.has('priceType') ? undefined : statusOperationError(checked.values)
  const added = [opportunity, status].filter((error) => error !== undefined)
  return added.length > 0 ? { ...checked, errors: [...checked.errors, ...added] } : checked
}

export const PropertyStatusSchema = fieldsObject({ isActive: booleanField('validation.boolean') })

/** `currentImages` of an update: a JSON list of the additional photos to keep. */
export const CurrentImagesSchema = v.pipe(
  v.string('validation.property.currentImages'),
  v.parseJson(undefined, 'validation.property.currentImages'),
  v.array(v.string('validation.property.currentImages'), 'validation.property.currentImages'),
)

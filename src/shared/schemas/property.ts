import * as v from 'valibot'
import { checkFields, type CheckedFields } from '../fieldErrors.ts'
import { LISTING_SCHEMAS, type ListingData } from '../listing.ts'
import { estratoError, floorError } from '../listingFacts.ts'
import { statusOperationError } from '../listingStatus.ts'
import { locationError } from '../location.ts'
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
  v.forward(
    v.check((p) => !locationError(p), 'validation.property.location'),
    ['latitude'],
  ),
  v.forward(
    v.check((p) => !estratoError(p), 'validation.property.estratoCountry'),
    ['estrato'],
  ),
  v.forward(
    v.check((p) => !floorError(p), 'validation.property.floorAboveTop'),
    ['floor'],
  ),
)

/** PATCH /properties/{id}: any subset; the service merges it with the stored row and checks the whole. */
export const PropertyPatchSchema = v.partial(fieldsObject(propertyFields))

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
  const location = faulted.has('latitude') || faulted.has('longitude') ? undefined : locationError(checked.values)
  const estrato = faulted.has('estrato') || faulted.has('countryId') ? undefined : estratoError(checked.values)
  const floor = faulted.has('floor') || faulted.has('totalFloors') ? undefined : floorError(checked.values)
  const added = [opportunity, status, location, estrato, floor].filter((error) => error !== undefined)
  return added.length > 0 ? { ...checked, errors: [...checked.errors, ...added] } : checked
}

export const PropertyStatusSchema = fieldsObject({ isActive: booleanField('validation.boolean') })

/** `currentImages` of an update: a JSON list of the additional photos to keep. */
export const CurrentImagesSchema = v.pipe(
  v.string('validation.property.currentImages'),
  v.parseJson(undefined, 'validation.property.currentImages'),
  v.array(v.string('validation.property.currentImages'), 'validation.property.currentImages'),
)

const IMAGE_ORDER = 'validation.property.imageOrder'

/** An `imageOrder` entry naming the request's N-th `images` file (0-based) rather than a stored photo. */
export const newImageRef = (index: number) => `new:${index}`
const NEW_IMAGE_REF = /^new:(0|[1-9]\d{0,3})$/

/** The file index a well-formed `imageOrder` entry names, or null when it is a stored photo's path. */
export function newImageIndex(entry: string): number | null {
  const match = NEW_IMAGE_REF.exec(entry)
  return match ? Number(match[1]) : null
}

/** A JSON list of stored paths and `new:N` file references, none twice, refused with one message. */
function orderSchema(message: string) {
  return v.pipe(
    v.string(message),
    v.parseJson(undefined, message),
    v.array(
      v.pipe(
        v.string(message),
        v.nonEmpty(message),
        v.check((entry) => !entry.startsWith('new:') || NEW_IMAGE_REF.test(entry), message),
      ),
      message,
    ),
    v.check((entries) => new Set(entries).size === entries.length, message),
  )
}

/**
 * `imageOrder` of a create or update: a JSON list of every photo of the listing in its final order,
 * cover first, each a stored path of the listing or `new:N`, none twice. Whether the paths belong to
 * the listing and every file is listed is the service's check, since only it knows both.
 */
export const ImageOrderSchema = orderSchema(IMAGE_ORDER)

/**
 * `floorPlanOrder`: the listing's floor plans in their final order, stored paths of its own plans or
 * `new:N` for the N-th `floorPlans` file; an empty list removes them all.
 */
export const FloorPlanOrderSchema = orderSchema('validation.property.floorPlanOrder')

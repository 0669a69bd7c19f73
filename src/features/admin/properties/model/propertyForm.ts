import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, type Language } from '../../../../shared/constants.ts'
import { LISTING_FIELD_NAMES, LISTING_FIELDS, type ListingFieldName } from '../../../../shared/listing.ts'
import { ESTRATO_COUNTRY } from '../../../../shared/listingFacts.ts'
import { emptyListingForm, listingFormData, listingFormValues, type ListingFiles, type ListingFormValues } from '../../../../shared/listingForm.ts'
import { checkListing } from '../../../../shared/schemas/property.ts'
import { plainNumbers } from './localNumbers.ts'

// The admin form is the listing's definition (src/shared/listing.ts) as inputs hold it; this file adds
// only what is the form's own: the photo checks, the spec's order of messages and its defaults.

export type PropertyFormValues = ListingFormValues

/** Form defaults (docs/specs/admin-area.md §9): USD, sale, available, active. */
export const EMPTY_PROPERTY_FORM: PropertyFormValues = emptyListingForm()

export const formValuesOf = listingFormValues

/**
 * The form as it is checked and saved: facts the form hides for this listing are kept in the form
 * (switching back shows them again) but neither checked nor sent: what a rent includes, for a sale;
 * an estrato, outside Colombia (the server would refuse it).
 */
export function savedValues(values: PropertyFormValues): PropertyFormValues {
  return {
    ...values,
    includes: values.priceType === 'rent' ? values.includes : [],
    estrato: values.countryId === ESTRATO_COUNTRY ? values.estrato : '',
  }
}

/**
 * The form as the body sends it, for the check: an empty choice is left out of the body
 * (listingFormData), so the schema reads it as not given: "not stated" for the lift, pets and
 * furniture, whose schemas take no empty text.
 */
function asSent(values: PropertyFormValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, LISTING_FIELDS[name as ListingFieldName]?.kind === 'select' && value === '' ? undefined : value]))
}

/** What the images section holds when the form is checked. */
export interface ImageSelection {
  /** A current main image kept, or a new one chosen. */
  hasMainImage: boolean
  /** Current additional photos kept plus new ones chosen. */
  additionalCount: number
}

// The order the spec lists its checks in, which is the order their toasts appear in; fields it does
// not list come after, in the definition's order.
const CHECK_ORDER = [
  'title',
  'address',
  'countryId',
  'cityId',
  'propertyTypeId',
  'priceType',
  'statusId',
  'currency',
  'price',
  'opportunityPrice',
  'legalCosts',
  'bedrooms',
  'bathrooms',
  'area',
  'description',
  'neighborhood',
  'mainImage',
  'images',
]

const rank = (path: string) => {
  const index = CHECK_ORDER.indexOf(path)
  return index === -1 ? CHECK_ORDER.length + 1 + LISTING_FIELD_NAMES.indexOf(path as ListingFieldName) : index
}

/**
 * Every check of the property form (docs/specs/admin-area.md §5) with the shared schema's messages, one per
 * field, in the spec's order, as `[field, i18n key]`; an empty list means the form may be sent.
 */
export function checkPropertyFields(values: PropertyFormValues, images: ImageSelection): [string, string][] {
  // An opportunity price is only checked, and only sent, for an opportunity.
  const { errors } = checkListing(asSent({ ...savedValues(values), opportunityPrice: values.isOpportunity ? values.opportunityPrice : '' }))
  const found = errors.map((e): [string, string] => [e.path, e.message])
  if (!images.hasMainImage) found.push(['mainImage', 'validation.property.mainImage'])
  if (images.additionalCount < 1) found.push(['images', 'validation.property.images'])
  return found.sort(([a], [b]) => rank(a) - rank(b))
}

/** A failed check as the form shows it: the field, its message's i18n key and the message's params. */
export type FieldProblem = [field: string, key: string, params?: Record<string, string>]

/**
 * The checks of the form as typed, its numbers written the panel's way ("185.000" in es): a number
 * that cannot be read is reported on its field instead of the schema's message for it.
 */
export function checkTypedPropertyFields(values: PropertyFormValues, images: ImageSelection, lang: Language): FieldProblem[] {
  const { values: plain, unreadable } = plainNumbers(values, lang)
  const found: FieldProblem[] = checkPropertyFields(plain, images).filter(([field]) => !Object.hasOwn(unreadable, field))
  for (const [field, problem] of Object.entries(unreadable)) {
    // The opportunity price is only checked for an opportunity (and then dropped from the body, see listingFormData).
    if (field !== 'opportunityPrice' || values.isOpportunity) found.push([field, problem.key, problem.params])
  }
  return found.sort(([a], [b]) => rank(a) - rank(b))
}

/** The multipart body of the form as typed (its numbers read in the panel's language). */
export const typedPropertyFormData = (values: PropertyFormValues, files: ListingFiles, lang: Language) => propertyFormData(plainNumbers(values, lang).values, files)

/** The same checks' messages alone. */
export function checkPropertyForm(values: PropertyFormValues, images: ImageSelection): string[] {
  return checkPropertyFields(values, images).map(([, message]) => message)
}

/** The multipart body of create and update: every field in one request (docs/decisions/004). */
export function propertyFormData(values: PropertyFormValues, files: ListingFiles): FormData {
  // COP is the earlier client's fallback when no currency was chosen (docs/specs/admin-area.md §7).
  return listingFormData({ ...savedValues(values), currency: values.currency || 'COP' }, files)
}

export type ImageProblem = 'type' | 'size'

/** Checked before upload (the server checks the content again): png, jpeg or webp, at most 10 MB. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > MAX_IMAGE_BYTES) return 'size'
  return null
}

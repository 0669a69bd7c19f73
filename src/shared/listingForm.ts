import * as v from 'valibot'
import { dependencyOf, LISTING_FIELD_NAMES, LISTING_FIELDS, type ListingFieldName, type Property } from './listing.ts'

// The admin form's values, defaults, loading from a listing and multipart body, derived from the
// listing's definition so that a new field needs no edit here.

type Fields = typeof LISTING_FIELDS

/** The form as its inputs hold it: text for text, numbers and selects, booleans for checkboxes, lists of identifiers for sets. */
export type ListingFormValues = { [K in ListingFieldName]: Fields[K]['kind'] extends 'flag' ? boolean : Fields[K]['kind'] extends 'list' ? string[] : string }

/** A new listing's form (docs/specs/admin-area.md §9 defaults: USD, sale, available, active). */
export function emptyListingForm(): ListingFormValues {
  return Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, structuredClone(LISTING_FIELDS[name].initial)])) as ListingFormValues
}

/** The form of a stored listing; an empty select takes its default (an empty currency is USD, §3). */
export function listingFormValues(property: Property): ListingFormValues {
  const entries = LISTING_FIELD_NAMES.map((name) => {
    const field = LISTING_FIELDS[name]
    const value = property[name]
    if (field.kind === 'flag') return [name, Boolean(value)]
    if (field.kind === 'list') return [name, Array.isArray(value) ? [...value] : []]
    return [name, value === null || value === undefined || value === '' ? field.initial : String(value)]
  })
  return Object.fromEntries(entries) as ListingFormValues
}

export interface ListingFiles {
  mainImage?: File
  images: File[]
  /** Edit only: the additional photos to keep. */
  currentImages?: string[]
  /** Every photo in its final order, cover first (stored paths and `new:N`); replaces the two above. */
  imageOrder?: string[]
  /** New floor plan files, named `new:N` in `floorPlanOrder`. */
  floorPlans?: File[]
  /** Every floor plan in its final order (stored paths and `new:N`); absent keeps the stored ones. */
  floorPlanOrder?: string[]
}

/**
 * The multipart body of create and update (docs/specs/admin-area.md §7), one request with every field:
 * numbers as text, booleans as 'true'/'false', empty fields left out; a field that depends on a flag
 * (the opportunity price) is sent whatever the flag, so that the server keeps it.
 */
export function listingFormData(values: ListingFormValues, files: ListingFiles): FormData {
  const form = new FormData()
  for (const name of LISTING_FIELD_NAMES) {
    const value = values[name]
    const dependency = dependencyOf(name)
    // A value kept while its flag is off is sent back as it is, unless it is a half-typed draft
    // the form no longer checks (the input is disabled): that one is dropped, not refused.
    if (dependency && !values[dependency] && typeof value === 'string' && !v.safeParse(LISTING_FIELDS[name].schema, value.trim()).success) continue
    if (typeof value === 'boolean') form.append(name, String(value))
    else if (Array.isArray(value)) form.append(name, JSON.stringify(value))
    else if (value.trim() !== '') form.append(name, value.trim())
  }
  if (files.currentImages) form.append('currentImages', JSON.stringify(files.currentImages))
  if (files.imageOrder) form.append('imageOrder', JSON.stringify(files.imageOrder))
  if (files.mainImage) form.append('mainImage', files.mainImage)
  for (const file of files.images) form.append('images', file)
  if (files.floorPlanOrder) form.append('floorPlanOrder', JSON.stringify(files.floorPlanOrder))
  for (const file of files.floorPlans ?? []) form.append('floorPlans', file)
  return form
}

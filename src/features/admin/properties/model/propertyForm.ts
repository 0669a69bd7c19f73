import * as v from 'valibot'
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/constants.ts'
import { propertyFields } from '../../../../shared/schemas/property.ts'
import type { Property } from '../../../../shared/types.ts'

/** The create/edit form as the inputs hold it: text, plus the two checkboxes. */
export interface PropertyFormValues {
  title: string
  address: string
  description: string
  price: string
  priceType: string
  currency: string
  isOpportunity: boolean
  opportunityPrice: string
  legalCosts: string
  bedrooms: string
  bathrooms: string
  area: string
  countryId: string
  cityId: string
  neighborhood: string
  propertyTypeId: string
  isActive: boolean
}

/** Form defaults (admin-area.md §9): USD, sale, active. */
export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  title: '',
  address: '',
  description: '',
  price: '',
  priceType: 'sale',
  currency: 'USD',
  isOpportunity: false,
  opportunityPrice: '',
  legalCosts: '',
  bedrooms: '',
  bathrooms: '',
  area: '',
  countryId: '',
  cityId: '',
  neighborhood: '',
  propertyTypeId: '',
  isActive: true,
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value))

export function formValuesOf(property: Property): PropertyFormValues {
  return {
    title: property.title,
    address: property.address,
    description: text(property.description),
    price: text(property.price),
    priceType: property.priceType,
    // An empty currency becomes USD in the form (admin-area.md §3).
    currency: property.currency || 'USD',
    isOpportunity: Boolean(property.isOpportunity),
    opportunityPrice: text(property.opportunityPrice),
    legalCosts: text(property.legalCosts),
    bedrooms: text(property.bedrooms),
    bathrooms: text(property.bathrooms),
    area: text(property.area),
    countryId: property.countryId,
    cityId: property.cityId,
    neighborhood: text(property.neighborhood),
    propertyTypeId: text(property.propertyTypeId),
    isActive: property.isActive !== 0,
  }
}

/** What the images section holds when the form is checked. */
export interface ImageSelection {
  /** A current main image kept, or a new one chosen. */
  hasMainImage: boolean
  /** Current additional photos kept plus new ones chosen. */
  additionalCount: number
}

// The order the spec lists its checks in, which is the order their toasts appear in.
const CHECK_ORDER = [
  'title',
  'address',
  'countryId',
  'cityId',
  'propertyTypeId',
  'priceType',
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
] as const

const FormSchema = v.object(propertyFields)

/**
 * Every check of the property form (admin-area.md §5) with the shared schema's messages, one per
 * field, in the spec's order. Returns i18n keys; an empty list means the form may be sent.
 */
export function checkPropertyForm(values: PropertyFormValues, images: ImageSelection): string[] {
  return checkPropertyFields(values, images).map(([, message]) => message)
}

/** The same checks as `[field, i18n key]` pairs, for marking the fields as well. */
export function checkPropertyFields(values: PropertyFormValues, images: ImageSelection): [string, string][] {
  const found = new Map<string, string>()
  const input = { ...values, opportunityPrice: values.isOpportunity ? values.opportunityPrice : '' }
  const result = v.safeParse(FormSchema, input)
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? ''
      if (!found.has(path)) found.set(path, issue.message)
    }
  }
  if (values.isOpportunity && !(Number(values.opportunityPrice) > 0)) found.set('opportunityPrice', 'validation.property.opportunityPrice')
  if (!images.hasMainImage) found.set('mainImage', 'validation.property.mainImage')
  if (images.additionalCount < 1) found.set('images', 'validation.property.images')
  const rank = (path: string) => {
    const index = (CHECK_ORDER as readonly string[]).indexOf(path)
    return index === -1 ? CHECK_ORDER.length : index
  }
  return [...found.entries()].sort(([a], [b]) => rank(a) - rank(b))
}

export interface PropertyFiles {
  statusId: string
  mainImage?: File
  images: File[]
  /** Edit only: the additional photos to keep. */
  currentImages?: string[]
}

/**
 * The multipart body of create and update (admin-area.md §7): numbers as text, booleans as
 * 'true'/'false', empty fields left out, the opportunity price only for an opportunity.
 */
export function propertyFormData(values: PropertyFormValues, files: PropertyFiles): FormData {
  const form = new FormData()
  const put = (name: string, value: string) => {
    const trimmed = value.trim()
    if (trimmed !== '') form.append(name, trimmed)
  }
  put('statusId', files.statusId)
  put('title', values.title)
  put('description', values.description)
  put('price', values.price)
  put('priceType', values.priceType)
  // COP is the earlier client's fallback when no currency was chosen.
  put('currency', values.currency || 'COP')
  put('address', values.address)
  put('neighborhood', values.neighborhood)
  put('propertyTypeId', values.propertyTypeId)
  put('countryId', values.countryId)
  put('cityId', values.cityId)
  form.append('isActive', String(values.isActive))
  form.append('isOpportunity', String(values.isOpportunity))
  if (values.isOpportunity) put('opportunityPrice', values.opportunityPrice)
  put('legalCosts', values.legalCosts)
  put('bedrooms', values.bedrooms)
  put('bathrooms', values.bathrooms)
  put('area', values.area)
  if (files.currentImages) form.append('currentImages', JSON.stringify(files.currentImages))
  if (files.mainImage) form.append('mainImage', files.mainImage)
  for (const file of files.images) form.append('images', file)
  return form
}

/** The form's values of a stored listing, for the full-update fallback of the status toggle. */
export function fallbackStatusForm(property: Property, isActive: boolean): FormData {
  return propertyFormData(
    { ...formValuesOf(property), isActive },
    { statusId: property.statusId || 'status_available', images: [], currentImages: property.images },
  )
}

export type ImageProblem = 'type' | 'size'

/** Checked before upload (the server checks the content again): png, jpeg or webp, at most 10 MB. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > MAX_IMAGE_BYTES) return 'size'
  return null
}

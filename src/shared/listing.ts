import type { PublicAdvertiser } from './advertisers.ts'
import * as v from 'valibot'
import { ADDRESS_MIN, CURRENCIES, PRICE_TYPES, STATUS_IDS, TITLE_MIN, type ListingStatus } from './constants.ts'
import { AMENITIES, FURNISHED, RENT_INCLUDES, YEAR_BUILT_MIN } from './listingFacts.ts'
import { booleanField, idField, listField, numberField, optionalField, optionalText, textField } from './schemas/fields.ts'
import { videoEmbed } from './videoLinks.ts'

// A listing is defined here once. Each editable field names its input schema (API and form checks),
// its kind (how a form holds it and multipart sends it) and, for selects and flags, its form default.
// The API's `Property` type, the server's stored columns and answers, the form values and the
// multipart body all derive from this record: a new field is one entry here plus its column.

interface FieldOptions {
  /**
   * The field is required, checked and offered only while this flag is on. It is kept (sent, stored)
   * while the flag is off too: switching the flag off and on again loses nothing the advertiser typed.
   */
  onlyWith?: 'isOpportunity'
}

const text = <S extends v.GenericSchema>(schema: S) => ({ kind: 'text' as const, schema, initial: '' })
const number = <S extends v.GenericSchema>(schema: S, options: FieldOptions = {}) => ({ kind: 'number' as const, schema, initial: '', ...options })
const select = <S extends v.GenericSchema>(schema: S, initial = '') => ({ kind: 'select' as const, schema, initial })
const flag = <S extends v.GenericSchema>(schema: S, initial: boolean) => ({ kind: 'flag' as const, schema, initial })
/** A set of fixed identifiers: the form holds a list, multipart sends it as JSON. */
const list = <S extends v.GenericSchema>(schema: S) => ({ kind: 'list' as const, schema, initial: [] as string[] })

const MONEY_MAX = 1e12
const money = (message: string, rules: { exclusiveMin?: boolean } = {}) => optionalField(numberField(message, { min: 0, max: MONEY_MAX, ...rules }))
/** Yes, no or not said: a select whose empty choice leaves the fact unknown (NULL). */
const yesNo = (message: string) => select(optionalField(booleanField(message)))
const wholeNumber = (message: string, min: number, max: number) => optionalField(numberField(message, { min, max, integer: true }))
const videoLink = (message: string) =>
  v.pipe(
    optionalText(300, message),
    v.check((link) => link === undefined || videoEmbed(link) !== null, message),
  )
const reference = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message))

/** The fields of the create/edit form (docs/specs/admin-area.md §5) with the form defaults of §9 (USD, sale, active). */
export const LISTING_FIELDS = {
  title: text(textField('validation.property.title', TITLE_MIN, 200)),
  description: text(optionalText(5000)),
  price: number(numberField('validation.property.price', { min: 0, exclusiveMin: true, max: MONEY_MAX })),
  priceType: select(v.picklist(PRICE_TYPES, 'validation.property.priceType'), 'sale'),
  currency: select(v.picklist(CURRENCIES, 'validation.property.currency'), 'USD'),
  address: text(textField('validation.property.address', ADDRESS_MIN, 300)),
  neighborhood: text(optionalText(120)),
  propertyTypeId: select(idField('validation.property.type')),
  countryId: select(reference('validation.property.country', 20)),
  cityId: select(reference('validation.property.city', 40)),
  statusId: select(v.optional(v.picklist(STATUS_IDS, 'validation.property.status'), 'status_available'), 'status_available'),
  isActive: flag(v.optional(booleanField('validation.boolean'), true), true),
  isOpportunity: flag(v.optional(booleanField('validation.boolean'), false), false),
  // Featuring is the portal's promotion: the server takes it from a superadmin only.
  isFeatured: flag(v.optional(booleanField('validation.boolean')), false),
  opportunityPrice: number(money('validation.property.opportunityPrice', { exclusiveMin: true }), { onlyWith: 'isOpportunity' }),
  legalCosts: number(money('validation.property.legalCosts')),
  bedrooms: number(optionalField(numberField('validation.property.bedrooms', { min: 0, max: 200, integer: true }))),
  bathrooms: number(optionalField(numberField('validation.property.bathrooms', { min: 0, max: 200, step: 0.5 }))),
  garage: number(optionalField(numberField('validation.property.garage', { min: 0, max: 200, integer: true }))),
  area: number(optionalField(numberField('validation.property.area', { min: 0, exclusiveMin: true, max: 1e9 }))),
  // The pin, both or neither (src/shared/location.ts). The public gets it only when the advertiser
  // shows it exactly; otherwise `location` answers an approximate point (services/propertyRows.ts).
  latitude: number(optionalField(numberField('validation.property.latitude', { min: -90, max: 90 }))),
  longitude: number(optionalField(numberField('validation.property.longitude', { min: -180, max: 180 }))),
  showExactLocation: flag(v.optional(booleanField('validation.boolean'), false), false),
  // What living there costs beside the price, in the listing's currency (issue 28): the monthly
  // HOA fee (administración, condomínio, mantenimiento) and the yearly property tax (predial, IPTU, arbitrios).
  hoaFee: number(money('validation.property.hoaFee')),
  propertyTax: number(money('validation.property.propertyTax')),
  /** For a rent: what it already includes (then the monthly cost does not add it). */
  includes: list(listField(RENT_INCLUDES, 'validation.property.includes')),
  builtArea: number(optionalField(numberField('validation.property.builtArea', { min: 0, exclusiveMin: true, max: 1e9 }))),
  floor: number(wholeNumber('validation.property.floor', -5, 200)),
  totalFloors: number(wholeNumber('validation.property.totalFloors', 1, 200)),
  elevator: yesNo('validation.property.elevator'),
  yearBuilt: number(wholeNumber('validation.property.yearBuilt', YEAR_BUILT_MIN, 2100)),
  furnished: select(optionalField(v.picklist(FURNISHED, 'validation.property.furnished'))),
  petsAllowed: yesNo('validation.property.petsAllowed'),
  /** Colombia only (src/shared/listingFacts.ts); the country check is the whole listing's. */
  estrato: number(wholeNumber('validation.property.estrato', 1, 6)),
  amenities: list(listField(AMENITIES, 'validation.property.amenities')),
  videoUrl: text(videoLink('validation.property.videoUrl')),
  tourUrl: text(videoLink('validation.property.tourUrl')),
}

type Fields = typeof LISTING_FIELDS
export type ListingFieldName = keyof Fields
export const LISTING_FIELD_NAMES = Object.keys(LISTING_FIELDS) as ListingFieldName[]

/**
 * The facts a listing page lists and the admin form asks for as numbers, in the order pages show
 * them; `unit` is what follows the number (the steps are the schemas').
 */
export const LISTING_FACTS = [{ name: 'area', unit: 'm²' }, { name: 'bedrooms' }, { name: 'bathrooms' }, { name: 'garage' }] as const satisfies readonly { name: ListingFieldName; unit?: string }[]

export type ListingFact = (typeof LISTING_FACTS)[number]['name']

/** The field a field depends on, if any (see `FieldOptions.onlyWith`). */
export function dependencyOf(name: ListingFieldName): ListingFieldName | undefined {
  const field = LISTING_FIELDS[name]
  return 'onlyWith' in field ? field.onlyWith : undefined
}

type ListingSchemas = { [K in ListingFieldName]: Fields[K]['schema'] }
export const LISTING_SCHEMAS = Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, LISTING_FIELDS[name].schema])) as ListingSchemas

/** A listing's editable fields after their schemas: numbers, booleans, `undefined` when not given. */
export type ListingData = { [K in ListingFieldName]: v.InferOutput<ListingSchemas[K]> }

/** How the API answers a field: booleans as 1/0 (the spec's shape), "not given" as null. */
type Answered<T> = [Exclude<T, undefined>] extends [boolean] ? (undefined extends T ? 0 | 1 | null : 0 | 1) : undefined extends T ? Exclude<T, undefined> | null : T

/** A listing as the API answers it (docs/specs/API.md "Property (public)"): its fields plus what the server adds. */
export type Property = Omit<{ [K in ListingFieldName]: Answered<ListingData[K]> }, 'address'> & {
  /** The street address: the public gets it only when the advertiser shows the location exactly. */
  address: string | null
  id: number
  slug: string
  mainImage: string | null
  /** The additional photos only, in their order; never the main image. */
  images: string[]
  /** The floor plans, in their order: images stored like the photos, never among them. */
  floorPlans: string[]
  cityName: string
  countryName: string
  propertyTypeName: string
  authorName: string
  /** The listing's agent's phone, else their agency's. */
  authorPhoneNumber: string | null
  /** The number the WhatsApp button opens: the agent's, else the agency's. */
  authorWhatsapp: string | null
  /** Who stands behind the listing (issue 27); null only for a listing of a superadmin's own. */
  advertiser: PublicAdvertiser | null
  /** 1 while the advertiser awaits a superadmin's approval: saved, never public (shown to whoever manages it). */
  pendingReview: 0 | 1
  views: number
  createdAt: string
  /** The state a visitor is told, derived from `statusId`. */
  status: ListingStatus
  /** Price divided by area, rounded to a whole unit of the listing's currency; null without an area. */
  pricePerM2: number | null
  /** The price before the last change when that change was a cut in the same currency, else null. */
  previousPrice: number | null
  /** What the home costs a month all-in, in its currency (src/shared/monthlyCost.ts); null for a sale without fees. */
  monthlyCost: number | null
  /** Where the public may place it: the pin, or near it (`approximate`: within `radiusM`); null without a pin. */
  location: PublicLocation | null
}

export interface PublicLocation {
  lat: number
  lng: number
  approximate: boolean
  /** The circle around the point that holds the listing; 0 for an exact point. */
  radiusM: number
}

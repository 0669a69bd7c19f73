import type { FieldError } from './fieldErrors.ts'

// The facts buyers and renters in this market filter on beyond price and size (issue 28): fixed
// identifiers, translated by the dictionaries (`amenities.<id>`, `furnished.<id>`, `includes.<id>`).

/** Building and lot amenities, in the order forms and pages list them. */
export const AMENITIES = [
  'pool',
  'gym',
  'security_24h',
  'doorman',
  'playground',
  'bbq',
  'garden',
  'terrace',
  'balcony',
  'storage',
  'laundry',
  'air_conditioning',
  'heating',
  'solar_water',
  'accessible',
  'coworking',
  'party_room',
  'green_areas',
] as const
export type Amenity = (typeof AMENITIES)[number]

export const FURNISHED = ['no', 'partly', 'fully'] as const
export type Furnished = (typeof FURNISHED)[number]

/** What a rent may already include; the monthly cost does not add what the rent includes. */
export const RENT_INCLUDES = ['hoa', 'tax', 'utilities', 'internet'] as const
export type RentInclude = (typeof RENT_INCLUDES)[number]

/** Estrato (socio-economic stratum, 1–6) is a Colombian fact: refused for listings elsewhere. */
export const ESTRATO_COUNTRY = 'country_co'
export const ESTRATOS = [1, 2, 3, 4, 5, 6] as const

/** Oldest construction year a listing may state. */
export const YEAR_BUILT_MIN = 1800

interface FactFields {
  countryId?: string
  estrato?: number | null
  floor?: number | null
  totalFloors?: number | null
}

/** Estrato outside Colombia: refused at the field, whatever the form showed. */
export function estratoError(listing: FactFields): FieldError | undefined {
  return listing.estrato != null && listing.countryId !== ESTRATO_COUNTRY ? { path: 'estrato', message: 'validation.property.estratoCountry' } : undefined
}

/** A floor above the building's top floor. */
export function floorError(listing: FactFields): FieldError | undefined {
  return listing.floor != null && listing.totalFloors != null && listing.floor > listing.totalFloors ? { path: 'floor', message: 'validation.property.floorAboveTop' } : undefined
}

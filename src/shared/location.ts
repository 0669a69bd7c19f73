import type { FieldError } from './fieldErrors.ts'

interface PinFields {
  latitude?: number | null
  longitude?: number | null
}

/** A pin is a latitude and a longitude together, or nothing: half a point places nothing. */
export function locationError(listing: PinFields): FieldError | undefined {
  if ((listing.latitude == null) === (listing.longitude == null)) return undefined
  return { path: listing.latitude == null ? 'latitude' : 'longitude', message: 'validation.property.location' }
}

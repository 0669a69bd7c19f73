import { distanceKm, FAR_PIN_KM } from '../../../../shared/geo.ts'
import type { City } from '../../../../shared/types.ts'
import type { PropertyFormValues } from './propertyForm.ts'

type PinValues = Pick<PropertyFormValues, 'latitude' | 'longitude'>

/** The typed or placed pin as [longitude, latitude], or null when the fields do not make one. */
export const pinOf = (values: PinValues): [number, number] | null => {
  const lat = Number.parseFloat(values.latitude)
  const lng = Number.parseFloat(values.longitude)
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lng, lat] : null
}

/** How far the pin is from its city's centre, in whole km, when that is more than FAR_PIN_KM; else null. */
export function farPinKm(values: PinValues, city: City | undefined): number | null {
  const pin = pinOf(values)
  if (!pin || city?.latitude == null || city.longitude == null) return null
  const km = distanceKm(pin, [city.longitude, city.latitude])
  return km > FAR_PIN_KM ? Math.round(km) : null
}

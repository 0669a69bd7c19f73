import { api } from '../../../lib/api.ts'
import { ADMIN_LIST_MAX_LIMIT } from '../../../shared/constants.ts'
import type { IdName, Property } from '../../../shared/types.ts'
import { CallFailure, managedProperties } from '../shared/api/adminApi.ts'
import { sendMultipart } from '../shared/api/upload.ts'

// The property screens' calls (admin-area.md §7).

/** With the token the API also answers the caller's inactive listings. */
export const getProperty = (id: string) => api.get(`properties/${encodeURIComponent(id)}`).json<Property>()
/**
 * The listing to edit (admin-area.md §7): read by id or slug (with the token, inactive ones too);
 * an admin must also find it among its own listings, searched by its title so that no list limit
 * hides older ones, else another admin's listing is "not found". The superadmin edits any.
 */
export async function propertyForEdit(idOrSlug: string, allListings: boolean): Promise<Property> {
  const listing = await getProperty(idOrSlug)
  if (allListings) return listing
  const own = await managedProperties(false, { limit: ADMIN_LIST_MAX_LIMIT, search: listing.title })
  if (!own.data.some((p) => p.id === listing.id)) throw new CallFailure({ status: 404, message: '' })
  return listing
}
export const createProperty = (form: FormData, onProgress: (fraction: number) => void) => sendMultipart<Property>('POST', 'properties', form, onProgress)
export const updateProperty = (id: number, form: FormData, onProgress: (fraction: number) => void) =>
  sendMultipart<Property>('PUT', `properties/${id}`, form, onProgress)
export const setPropertyStatus = (id: number, isActive: boolean) => api.patch(`properties/${id}/status`, { json: { isActive } }).json<Property>()
export const patchProperty = (id: number, body: Record<string, unknown>) => api.patch(`properties/${id}`, { json: body }).json<Property>()
export const deleteProperty = (id: number) => api.delete(`properties/${id}`)
export const countries = () => api.get('locations/countries').json<IdName[]>()
export const cities = (countryId: string) => api.get(`locations/cities/${encodeURIComponent(countryId)}`).json<IdName[]>()

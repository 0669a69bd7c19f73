import type { SiteSettings } from '../../../shared/schemas/siteSettings.ts'
import { api } from '../../../lib/api.ts'
import type { City, Property } from '../../../shared/types.ts'
import type { AgencyView } from '../../../shared/schemas/agency.ts'
import { sendMultipart } from '../shared/api/upload.ts'

// The property screens' calls (docs/specs/admin-area.md §7).

/** The listing to edit: the server answers its owner and superadmins only, active or not (404 otherwise). */
export const propertyForEdit = (idOrSlug: string) => api.get(`properties/admin/${encodeURIComponent(idOrSlug)}`).json<Property>()
export const createProperty = (form: FormData, onProgress: (fraction: number) => void) => sendMultipart<Property>('POST', 'properties', form, onProgress)
export const updateProperty = (id: number, form: FormData, onProgress: (fraction: number) => void) => sendMultipart<Property>('PUT', `properties/${id}`, form, onProgress)
export const setPropertyStatus = (id: number, isActive: boolean) => api.patch(`properties/${id}/status`, { json: { isActive } }).json<Property>()
/** Only a superadmin's change is taken (docs/specs/API.md); the answer is the listing as stored. */
export const setPropertyFeatured = (id: number, isFeatured: boolean) => api.patch(`properties/${id}`, { json: { isFeatured } }).json<Property>()
export const deleteProperty = (id: number) => api.delete(`properties/${id}`)
export { countries } from '../shared/api/adminApi.ts'
export const cities = (countryId: string) => api.get(`locations/cities/${encodeURIComponent(countryId)}`).json<City[]>()
/** The currency a new listing starts in: the operator's default (GET /api/site-settings). */
export const defaultCurrency = () =>
  api
    .get('site-settings')
    .json<Pick<SiteSettings, 'defaultCurrency'>>()
    .then((settings) => settings.defaultCurrency)

/** Whom an agency's manager may hand a listing to (the members part of GET /api/agency). */
export const agencyTeam = () =>
  api
    .get('agency', { cache: 'no-cache' })
    .json<AgencyView>()
    .then((answer) => answer.members)
/** Hands a listing to another member of the agency (its manager or a superadmin). */
export const reassignListing = (propertyId: number, userId: number) => api.put(`properties/${propertyId}/owner`, { json: { userId } }).json<Property>()

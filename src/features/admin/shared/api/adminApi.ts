import { api, apiError, type ApiErrorBody } from '../../../../lib/api.ts'
import { ADMIN_LIST_MAX_LIMIT } from '../../../../shared/constants.ts'
import type { LoginInput } from '../../../../shared/schemas/login.ts'
import type { DashboardStats, IdName, Inquiry, Paged, Property, PropertyType, SessionUser, User } from '../../../../shared/types.ts'
import { sendMultipart, UploadError } from './upload.ts'

// The admin area's calls (admin-area.md §7, API.md), typed; screens never touch HTTP directly.

export interface FailedCall extends ApiErrorBody {
  status: number
}

/** A failure decided in the browser, shaped like the API's (e.g. another admin's listing: 404). */
export class CallFailure extends Error {
  readonly failure: FailedCall
  constructor(failure: FailedCall) {
    super(failure.message)
    this.failure = failure
  }
}

/** What a failed call said: the contract's body and status, or status 0 when nothing answered. */
export async function failureOf(error: unknown): Promise<FailedCall> {
  if (error instanceof CallFailure) return error.failure
  if (error instanceof UploadError) return { status: error.status, message: error.body?.message ?? '', errors: error.body?.errors }
  const body = await apiError(error)
  if (body) return body
  // Not an answer of the API (network down, a bug): the screen shows its generic message, the console the cause.
  console.error('[admin] call failed', error)
  return { status: 0, message: '' }
}

export interface LoginAnswer {
  user: SessionUser
  token: string
  message: string
}

export const login = (input: LoginInput) => api.post('auth/login', { json: input }).json<LoginAnswer>()

export const dashboardStats = () => api.get('admin/dashboard-stats').json<DashboardStats>()
export const recentInquiries = () => api.get('admin/recent-inquiries').json<Inquiry[]>()

export type AdminSortField = 'createdAt' | 'views' | 'price'
export interface ManagedQuery {
  page?: number
  limit: number
  search?: string
  sortBy?: AdminSortField
  sortOrder?: 'asc' | 'desc'
  isActive?: boolean
}

/** The superadmin reads every listing; an admin its own (two endpoints, same answer). */
export function managedProperties(allListings: boolean, query: ManagedQuery) {
  const searchParams: Record<string, string | number> = { page: query.page ?? 1, limit: query.limit }
  if (query.search) searchParams.search = query.search
  if (query.sortBy) searchParams.sortBy = query.sortBy
  if (query.sortOrder) searchParams.sortOrder = query.sortOrder
  if (query.isActive !== undefined) searchParams.isActive = String(query.isActive)
  return api.get(allListings ? 'properties/superadmin/all' : 'properties/admin/all', { searchParams }).json<Paged<Property>>()
}

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
export const propertyTypes = () => api.get('admin/property-types').json<PropertyType[]>()
export const propertyType = (id: string) => api.get(`admin/property-types/${encodeURIComponent(id)}`).json<PropertyType>()
export const createPropertyType = (body: { name: string; icon: string; isActive: boolean }) => api.post('admin/property-types', { json: body }).json<PropertyType>()
export const updatePropertyType = (id: number, body: { name: string; icon: string; isActive: boolean }) =>
  api.put(`admin/property-types/${id}`, { json: body }).json<PropertyType>()
export const deletePropertyType = (id: number) => api.delete(`admin/property-types/${id}`)

export const users = () => api.get('users', { searchParams: { limit: 100 } }).json<Paged<User>>()
export const user = (id: string) => api.get(`users/${encodeURIComponent(id)}`).json<User>()
export const roles = () => api.get('users/roles').json<IdName[]>()
export const createUser = (body: Record<string, unknown>) => api.post('users', { json: body }).json<User>()
export const updateUser = (id: number, body: Record<string, unknown>) => api.patch(`users/${id}`, { json: body }).json<User>()
export const deleteUser = (id: number) => api.delete(`users/${id}`)

export const inquiries = (page: number, limit: number, unreadOnly: boolean) =>
  api.get('admin/inquiries', { searchParams: { page, limit, ...(unreadOnly ? { isRead: 'false' } : {}) } }).json<Paged<Inquiry>>()
export const setInquiryRead = (id: number, isRead: boolean) => api.patch(`admin/inquiries/${id}`, { json: { isRead } }).json<Inquiry>()

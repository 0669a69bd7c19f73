import { api, apiError, type ApiErrorBody } from '../../../../lib/api.ts'
import type { IdName, Leads, Paged, Property, PropertyType } from '../../../../shared/types.ts'
import { saveFile } from '../model/saveFile.ts'
import { UploadError } from './upload.ts'

// What every admin feature shares: how a failed call reads, and the lists several screens load.
// Each feature keeps its own calls in its api.ts; screens never touch HTTP directly.

export interface FailedCall extends ApiErrorBody {
  status: number
}

/** What a failed call said: the contract's body and status, or status 0 when nothing answered. */
export async function failureOf(error: unknown): Promise<FailedCall> {
  if (error instanceof UploadError) return { status: error.status, message: error.body?.message ?? '', errors: error.body?.errors }
  const body = await apiError(error)
  if (body) return body
  // Not an answer of the API (network down, a bug): the screen shows its generic message, the console the cause.
  console.error('[admin] call failed', error)
  return { status: 0, message: '' }
}

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

export const propertyTypes = () => api.get('admin/property-types').json<PropertyType[]>()
/** The countries a listing or an advertiser may be in. */
export const countries = () => api.get('locations/countries').json<IdName[]>()

/**
 * Downloads an export (`properties/admin/export.csv`…) with the session's token, which a plain link
 * could not send, and hands it to the browser as a file. No timeout: a large export takes a while.
 */
export async function downloadCsv(path: string, searchParams: Record<string, string>) {
  const response = await api.get(path, { searchParams, timeout: false, retry: 0 })
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv'
  saveFile(await response.blob(), name)
}

/** Leads of the caller's listings over the last 30 days (dashboard panel, the list's leads column). */
export const recentLeads = () => api.get('admin/leads').json<Leads>()

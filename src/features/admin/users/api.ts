import { api } from '../../../lib/api.ts'
import type { IdName, Paged, User } from '../../../shared/types.ts'

// The user screens' calls (superadmin only).

export type UserSortField = 'name' | 'email' | 'createdAt'
export interface UserQuery {
  page: number
  limit: number
  search?: string
  sortBy: UserSortField
  sortOrder: 'asc' | 'desc'
}

export const users = ({ search, ...query }: UserQuery) => api.get('users', { searchParams: { ...query, ...(search ? { search } : {}) } }).json<Paged<User>>()
export const user = (id: string) => api.get(`users/${encodeURIComponent(id)}`).json<User>()
export const roles = () => api.get('users/roles').json<IdName[]>()
export const createUser = (body: Record<string, unknown>) => api.post('users', { json: body }).json<User>()
export const updateUser = (id: number, body: Record<string, unknown>) => api.patch(`users/${id}`, { json: body }).json<User>()
export const deleteUser = (id: number) => api.delete(`users/${id}`)
/** Removes a staff member's second factor and recovery codes (lost phone and codes). */
export const resetTwoFactor = (id: number) => api.delete(`users/${id}/two-factor`)

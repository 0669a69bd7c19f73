import { api } from '../../../lib/api.ts'
import type { PropertyType } from '../../../shared/types.ts'

// The property type screens' calls; the list itself is shared (`propertyTypes`), the form needs it too.

export const propertyType = (id: string) => api.get(`admin/property-types/${encodeURIComponent(id)}`).json<PropertyType>()
export const createPropertyType = (body: { name: string; icon: string; isActive: boolean }) => api.post('admin/property-types', { json: body }).json<PropertyType>()
export const updatePropertyType = (id: number, body: { name: string; icon: string; isActive: boolean }) => api.put(`admin/property-types/${id}`, { json: body }).json<PropertyType>()
export const deletePropertyType = (id: number) => api.delete(`admin/property-types/${id}`)

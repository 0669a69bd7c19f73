import type { Property } from '../../../../shared/types.ts'
import { setPropertyStatus, updateProperty } from '../api.ts'
import { fallbackStatusForm } from './propertyForm.ts'

/**
 * The list's activate/deactivate (admin-area.md §4): the dedicated status call first; if it fails,
 * a full multipart update of the same listing with only isActive changed.
 */
export async function switchPropertyStatus(property: Property, isActive: boolean): Promise<Property> {
  try {
    return await setPropertyStatus(property.id, isActive)
  } catch (error) {
    // A refused session is not a failed status call: there is nothing to fall back to.
    if ((error as { response?: Response }).response?.status === 401) throw error
    return updateProperty(property.id, fallbackStatusForm(property, isActive), () => {})
  }
}

/** The property types' list, where the create and edit pages return. */
export const TYPES_PATH = '/admin/property-types'

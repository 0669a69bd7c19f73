import { LISTING_FIELD_NAMES, type ListingData, type ListingFieldName } from '../../shared/listing.ts'
import type { properties } from '../db/schema.ts'

// The listing's fields between their checked form (src/shared/listing.ts) and their columns,
// converted generically: "not given" is NULL in the table and `undefined` in checked data.

type Stored<T> = undefined extends T ? Exclude<T, undefined> | null : T
type ListingColumnValues = { [K in ListingFieldName]: Stored<ListingData[K]> }

/** The columns a checked listing writes; a field whose flag is off (opportunity price) keeps its value. */
export function columnValuesOf(data: ListingData): ListingColumnValues {
  const entries = LISTING_FIELD_NAMES.map((name) => [name, data[name] ?? null])
  return Object.fromEntries(entries) as ListingColumnValues
}

/** A stored listing's fields as checked data, to merge a partial change into. */
export function listingDataOf(row: typeof properties.$inferSelect): ListingData {
  return Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, row[name] ?? undefined])) as ListingData
}

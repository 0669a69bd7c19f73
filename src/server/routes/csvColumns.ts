import { monthlyCostOf } from '../../shared/monthlyCost.ts'
import type { Inquiry } from '../../shared/types.ts'
import type { CsvColumn } from '../csv.ts'
import type { ListingExportRow } from '../services/propertyExport.ts'

// The exports' columns: stable English names in a fixed order, whatever the caller's language, so
// that a spreadsheet or a script reading them keeps working.

const instant = (value: Date) => value.toISOString()
/** A list of fixed identifiers in one cell ("pool|gym"): no identifier holds a '|', a ',' or a ';'. */
const listed = (values: readonly string[]) => values.join('|')

type CsvValue = ReturnType<CsvColumn<never>['value']>
type PlainField<R> = { [K in keyof R & string]: R[K] extends CsvValue ? K : never }[keyof R & string]

/** Columns named as the row's own fields, their values as they are. */
const asNamed = <R>(...names: PlainField<R>[]): CsvColumn<R>[] => names.map((name) => ({ header: name, value: (row: R) => row[name] as CsvValue }))

export const LISTING_CSV_COLUMNS: CsvColumn<ListingExportRow>[] = [
  ...asNamed<ListingExportRow>('id', 'slug', 'title', 'status', 'isActive', 'isFeatured', 'isOpportunity', 'price', 'currency', 'priceType', 'opportunityPrice'),
  ...asNamed<ListingExportRow>('propertyType', 'country', 'city', 'neighborhood', 'address', 'bedrooms', 'bathrooms', 'garage', 'area', 'views', 'ownerEmail'),
  { header: 'createdAt', value: (r) => instant(r.createdAt) },
  { header: 'updatedAt', value: (r) => instant(r.updatedAt) },
  // Issue 28's facts come after the older columns, so that a script reading those by position keeps working.
  ...asNamed<ListingExportRow>('hoaFee', 'propertyTax'),
  { header: 'includes', value: (r) => listed(r.includes) },
  { header: 'monthlyCost', value: (r) => monthlyCostOf(r)?.total },
  ...asNamed<ListingExportRow>('builtArea', 'floor', 'totalFloors', 'elevator', 'yearBuilt', 'furnished', 'petsAllowed', 'estrato'),
  { header: 'amenities', value: (r) => listed(r.amenities) },
  ...asNamed<ListingExportRow>('videoUrl', 'tourUrl'),
]

export const INQUIRY_CSV_COLUMNS: CsvColumn<Inquiry>[] = asNamed<Inquiry>('id', 'createdAt', 'name', 'email', 'phone', 'message', 'propertyId', 'propertyTitle', 'isRead')

import type { Inquiry } from '../../shared/types.ts'
import type { CsvColumn } from '../csv.ts'
import type { ListingExportRow } from '../services/propertyExport.ts'

// The exports' columns: stable English names in a fixed order, whatever the caller's language, so
// that a spreadsheet or a script reading them keeps working.

const instant = (value: Date) => value.toISOString()

type CsvValue = ReturnType<CsvColumn<never>['value']>
type PlainField<R> = { [K in keyof R & string]: R[K] extends CsvValue ? K : never }[keyof R & string]

/** Columns named as the row's own fields, their values as they are. */
const asNamed = <R>(...names: PlainField<R>[]): CsvColumn<R>[] => names.map((name) => ({ header: name, value: (row: R) => row[name] as CsvValue }))

export const LISTING_CSV_COLUMNS: CsvColumn<ListingExportRow>[] = [
  ...asNamed<ListingExportRow>('id', 'slug', 'title', 'status', 'isActive', 'isFeatured', 'isOpportunity', 'price', 'currency', 'priceType', 'opportunityPrice'),
  ...asNamed<ListingExportRow>('propertyType', 'country', 'city', 'neighborhood', 'address', 'bedrooms', 'bathrooms', 'garage', 'area', 'views', 'ownerEmail'),
  { header: 'createdAt', value: (r) => instant(r.createdAt) },
  { header: 'updatedAt', value: (r) => instant(r.updatedAt) },
]

export const INQUIRY_CSV_COLUMNS: CsvColumn<Inquiry>[] = asNamed<Inquiry>('id', 'createdAt', 'name', 'email', 'phone', 'message', 'propertyId', 'propertyTitle', 'isRead')

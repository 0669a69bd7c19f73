import type { Inquiry } from '../../shared/types.ts'
import type { CsvColumn } from '../csv.ts'
import type { ListingExportRow } from '../services/propertyExport.ts'

// The exports' columns: stable English names in a fixed order, whatever the caller's language, so
// that a spreadsheet or a script reading them keeps working.

const instant = (value: Date) => value.toISOString()

export const LISTING_CSV_COLUMNS: CsvColumn<ListingExportRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'slug', value: (r) => r.slug },
  { header: 'title', value: (r) => r.title },
  { header: 'status', value: (r) => r.status },
  { header: 'isActive', value: (r) => r.isActive },
  { header: 'isFeatured', value: (r) => r.isFeatured },
  { header: 'isOpportunity', value: (r) => r.isOpportunity },
  { header: 'price', value: (r) => r.price },
  { header: 'currency', value: (r) => r.currency },
  { header: 'priceType', value: (r) => r.priceType },
  { header: 'opportunityPrice', value: (r) => r.opportunityPrice },
  { header: 'propertyType', value: (r) => r.propertyType },
  { header: 'country', value: (r) => r.country },
  { header: 'city', value: (r) => r.city },
  { header: 'neighborhood', value: (r) => r.neighborhood },
  { header: 'address', value: (r) => r.address },
  { header: 'bedrooms', value: (r) => r.bedrooms },
  { header: 'bathrooms', value: (r) => r.bathrooms },
  { header: 'garage', value: (r) => r.garage },
  { header: 'area', value: (r) => r.area },
  { header: 'views', value: (r) => r.views },
  { header: 'ownerEmail', value: (r) => r.ownerEmail },
  { header: 'createdAt', value: (r) => instant(r.createdAt) },
  { header: 'updatedAt', value: (r) => instant(r.updatedAt) },
]

export const INQUIRY_CSV_COLUMNS: CsvColumn<Inquiry>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'createdAt', value: (r) => r.createdAt },
  { header: 'name', value: (r) => r.name },
  { header: 'email', value: (r) => r.email },
  { header: 'phone', value: (r) => r.phone },
  { header: 'message', value: (r) => r.message },
  { header: 'propertyId', value: (r) => r.propertyId },
  { header: 'propertyTitle', value: (r) => r.propertyTitle },
  { header: 'isRead', value: (r) => r.isRead },
]

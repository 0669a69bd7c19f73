import type { FieldError } from './fieldErrors.ts'

interface OpportunityFields {
  isOpportunity?: boolean | 0 | 1
  opportunityPrice?: number | null
}

/**
 * The opportunity rule (docs/specs/admin-area.md §5): an opportunity needs an opportunity price above 0. The
 * server, the shared schema and the admin form all ask this one function.
 */
export function opportunityPriceError(listing: OpportunityFields): FieldError | undefined {
  if (!listing.isOpportunity || (listing.opportunityPrice != null && listing.opportunityPrice > 0)) return undefined
  return { path: 'opportunityPrice', message: 'validation.property.opportunityPrice' }
}

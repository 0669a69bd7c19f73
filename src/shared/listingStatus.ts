import type { FieldError } from './fieldErrors.ts'
import type { PriceType, StatusId } from './domain.ts'

/** Only a listing for sale can be sold, and only one for rent can be rented. */
const OPERATION_OF: Partial<Record<StatusId, PriceType>> = { status_sold: 'sale', status_rented: 'rent' }

/** The statuses a listing of this operation can take, in the order forms offer them. */
export function statusesFor(priceType: PriceType | undefined): StatusId[] {
  return (['status_available', 'status_pending', 'status_sold', 'status_rented'] as const).filter((id) => {
    const operation = OPERATION_OF[id]
    return !operation || !priceType || operation === priceType
  })
}

/** The server, the shared schema and the admin form all ask this one function. */
export function statusOperationError(listing: { statusId?: StatusId; priceType?: PriceType }): FieldError | undefined {
  const operation = listing.statusId ? OPERATION_OF[listing.statusId] : undefined
  if (!operation || !listing.priceType || operation === listing.priceType) return undefined
  return { path: 'statusId', message: 'validation.property.statusOperation' }
}

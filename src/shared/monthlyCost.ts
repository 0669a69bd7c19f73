import { currentPrice } from './price.ts'
import type { RentInclude } from './listingFacts.ts'

/**
 * What a home costs each month (issue 28), in the listing's currency. For a rent: the rent plus the
 * HOA fee and a twelfth of the yearly property tax, unless the rent includes them; for a sale: the
 * HOA fee plus a twelfth of the tax, or nothing when neither is given. A fee not given counts as
 * nothing, and the listing page says which parts are missing. The same rule, in SQL, keeps the
 * dollar figure search sorts and filters on (`monthly_cost()`, migration 0027): change both.
 */
interface CostFields {
  priceType: string
  price: number
  isOpportunity?: boolean | 0 | 1
  opportunityPrice?: number | null
  hoaFee?: number | null
  propertyTax?: number | null
  includes?: readonly string[] | null
}

export interface MonthlyCost {
  total: number
  /** The rent, for a rent listing (its current price). */
  rent: number | null
  /** The HOA fee added to the total (null when included in the rent or not given). */
  hoaFee: number | null
  /** A twelfth of the yearly tax added to the total (null when included or not given). */
  tax: number | null
  /** What the rent includes, as the advertiser said. */
  included: RentInclude[]
}

const cents = (n: number) => Math.round(n * 100) / 100

export function monthlyCostOf(listing: CostFields): MonthlyCost | null {
  const isRent = listing.priceType === 'rent'
  const included = (isRent ? (listing.includes ?? []) : []) as RentInclude[]
  const hoaFee = included.includes('hoa') ? null : (listing.hoaFee ?? null)
  const tax = included.includes('tax') || listing.propertyTax == null ? null : cents(listing.propertyTax / 12)
  if (!isRent && hoaFee === null && tax === null) return null
  const rent = isRent ? currentPrice(listing).amount : null
  return { total: cents((rent ?? 0) + (hoaFee ?? 0) + (tax ?? 0)), rent, hoaFee, tax, included }
}

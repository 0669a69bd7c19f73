/**
 * The one price rule (docs/decisions/008-one-current-price.md). The price a buyer pays is the
 * opportunity price while the listing is an opportunity priced below its listed price, and the listed
 * price otherwise. Every figure derived from a price (the struck price, the cut, the price per m²,
 * the dollar price that filters and sorts, the JSON-LD offer, the mails) starts from this one.
 */
interface PriceFields {
  price: number
  isOpportunity?: boolean | 0 | 1
  opportunityPrice?: number | null
  /** The listed price before its last change when that change was a cut (migration 0008). */
  previousPrice?: number | null
  area?: number | null
}

export interface CurrentPrice {
  /** What the buyer pays. */
  amount: number
  /** True when `amount` is the opportunity price. */
  isOpportunityPrice: boolean
  /** The price struck through beside it: the listed price under an opportunity price, else the price before a cut; null when nothing was cut. */
  struck: number | null
  /** Whole percent from `struck` down to `amount` (at least 1 for any real cut); null without a struck price. */
  cutPercent: number | null
  /** `amount` per square metre, rounded to a whole unit of the currency; null without an area. */
  perM2: number | null
}

export function currentPrice(listing: PriceFields): CurrentPrice {
  const { price, opportunityPrice, previousPrice, area } = listing
  const isOpportunityPrice = Boolean(listing.isOpportunity) && opportunityPrice != null && opportunityPrice > 0 && opportunityPrice < price
  const amount = isOpportunityPrice ? opportunityPrice : price
  const before = isOpportunityPrice ? price : previousPrice != null && previousPrice > price ? previousPrice : null
  const cutPercent = before === null ? null : Math.max(1, Math.round(((before - amount) / before) * 100))
  return { amount, isOpportunityPrice, struck: before, cutPercent, perM2: area ? Math.round(amount / area) : null }
}

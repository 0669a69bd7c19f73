import type { PublicAdvertiser } from './advertisers.ts'
import type { Property } from './types.ts'

/** What a listing card shows (PropertyCard.tsx), and no more: an island's props carry only these. */
export const CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'mainImage',
  'neighborhood',
  'cityName',
  'propertyTypeName',
  'area',
  'bedrooms',
  'bathrooms',
  'garage',
  'price',
  'currency',
  'priceType',
  'isOpportunity',
  'opportunityPrice',
  'legalCosts',
  'status',
  'previousPrice',
  'monthlyCost',
] as const satisfies readonly (keyof Property)[]

/** A card names who stands behind the listing (issue 27), nothing more of them. */
export type CardProperty = Pick<Property, (typeof CARD_FIELDS)[number]> & { advertiser?: Pick<PublicAdvertiser, 'name'> | null }

/** A listing cut down to its card's fields (the description, photos and author stay on the server). */
export function cardOf(listing: CardProperty): CardProperty {
  const card = Object.fromEntries(CARD_FIELDS.map((field) => [field, listing[field]])) as CardProperty
  return { ...card, advertiser: listing.advertiser ? { name: listing.advertiser.name } : null }
}

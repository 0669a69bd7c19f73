import type { Property } from '../../shared/types.ts'

/** What a listing card shows (PropertyCard.tsx), and no more: an island's props carry only these. */
const CARD_FIELDS = [
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

export type CardProperty = Pick<Property, (typeof CARD_FIELDS)[number]>

/** A listing cut down to its card's fields (the description, photos and author stay on the server). */
export function cardOf(listing: CardProperty): CardProperty {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, listing[field]])) as CardProperty
}

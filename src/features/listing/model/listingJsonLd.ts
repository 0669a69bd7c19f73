import { absoluteUrl } from '../../../lib/absoluteUrl.ts'
import { currentPrice } from '../../../shared/price.ts'
import type { ListingStatus } from '../../../shared/constants.ts'
import { AMENITIES } from '../../../shared/listingFacts.ts'
import type { Translate } from '../../../lib/messages.ts'
import type { Property } from '../../../shared/types.ts'

/**
 * schema.org ItemAvailability of the offer: a reserved home may still come free (Reserved), a sold or
 * rented one cannot (SoldOut); the page itself stays up so that links and search results keep working.
 */
const AVAILABILITY: Record<ListingStatus, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/SoldOut',
}

/** A yes/no fact as schema.org takes it; unknown stays out. */
const yesNo = (value: 0 | 1 | null) => (value === null ? undefined : value === 1)

/**
 * schema.org description of a listing for search engines: the listing, its offer and its place;
 * amenities (and the lift) as `amenityFeature`, named in the page's language (`t`).
 */
export function listingJsonLd(p: Property, url: string, site: string, t: Translate): object {
  const price = currentPrice(p).amount
  const features = [
    ...AMENITIES.filter((amenity) => p.amenities.includes(amenity)).map((amenity) => ({ name: t(`amenities.${amenity}`), value: true })),
    ...(p.elevator === null ? [] : [{ name: t('facts.elevator'), value: p.elevator === 1 }]),
  ].map((feature) => ({ '@type': 'LocationFeatureSpecification', ...feature }))
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    description: p.description ?? undefined,
    url,
    datePosted: p.createdAt,
    image: [p.mainImage, ...p.images].filter((x): x is string => Boolean(x)).map((path) => absoluteUrl(path, site)),
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: p.currency,
      businessFunction: p.priceType === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      availability: AVAILABILITY[p.status],
    },
    about: {
      '@type': 'Accommodation',
      floorSize: p.area === null ? undefined : { '@type': 'QuantitativeValue', value: p.area, unitCode: 'MTK' },
      numberOfBedrooms: p.bedrooms ?? undefined,
      numberOfBathroomsTotal: p.bathrooms ?? undefined,
      floorLevel: p.floor === null ? undefined : String(p.floor),
      yearBuilt: p.yearBuilt ?? undefined,
      petsAllowed: yesNo(p.petsAllowed),
      amenityFeature: features.length > 0 ? features : undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress: p.address ?? undefined,
        addressLocality: p.cityName,
        addressRegion: p.neighborhood ?? undefined,
        addressCountry: { country_ec: 'EC', country_co: 'CO', country_pe: 'PE', country_br: 'BR' }[p.countryId] ?? p.countryName,
      },
    },
  }
}

import { absoluteUrl } from '../../../lib/absoluteUrl.ts'
import type { AdvertiserProfile } from '../../../shared/advertiserPage.ts'

/** schema.org description of an advertiser's page: a RealEstateAgent with its contacts and licence. */
export function advertiserJsonLd(a: AdvertiserProfile, url: string, site: string, listings: number): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: a.name,
    url,
    logo: a.logo ? absoluteUrl(a.logo, site) : undefined,
    image: a.logo ? absoluteUrl(a.logo, site) : undefined,
    telephone: a.phone ?? undefined,
    email: a.email ?? undefined,
    address: a.address || a.countryName ? { '@type': 'PostalAddress', streetAddress: a.address ?? undefined, addressCountry: a.countryName ?? undefined } : undefined,
    hasCredential: a.licence ? { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', identifier: a.licence } : undefined,
    areaServed: a.countryName ?? undefined,
    makesOffer: listings > 0 ? { '@type': 'AggregateOffer', offerCount: listings } : undefined,
  }
}

import type { PublicAdvertiser } from './advertisers.ts'
import type { Paged, Property } from './types.ts'

/** An approved advertiser as its public page shows it: its public face and how to reach it. */
export interface AdvertiserProfile extends PublicAdvertiser {
  phone: string | null
  whatsapp: string | null
  email: string | null
  address: string | null
  countryId: string | null
  countryName: string | null
}

/** `GET /api/advertisers/{slug}`: the advertiser and a page of its open listings, as the search lists them. */
export interface AdvertiserPage {
  advertiser: AdvertiserProfile
  listings: Paged<Property>
}

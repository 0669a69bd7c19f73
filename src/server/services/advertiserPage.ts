import { eq, notInArray, sql } from 'drizzle-orm'
import type { AdvertiserPage, AdvertiserProfile } from '../../shared/advertiserPage.ts'
import { CLOSED_STATUS_IDS, PAGE_SIZE } from '../../shared/constants.ts'
import type { Database } from '../db/client.ts'
import { advertisers, countries, properties } from '../db/schema.ts'
import { ListFilter } from './listings/listFilter.ts'
import { pagedList } from './listings/pagedList.ts'
import { WHOLE_LISTINGS } from './listings/pageShapes.ts'
import { agencyOwned } from './ownership.ts'
import { lookup, verifiedFacts } from './propertyRows.ts'

/**
 * An advertiser's public page: the advertiser when approved (null otherwise, so an unknown, pending
 * or rejected one reads alike), with a page of its members' open listings, newest first, read by the
 * search's own list code.
 */
export async function advertiserPage(db: Database, slug: string, page: number, limit = PAGE_SIZE): Promise<AdvertiserPage | null> {
  const [row] = await db
    .select({
      id: advertisers.id,
      kind: advertisers.kind,
      name: advertisers.name,
      slug: advertisers.slug,
      logo: advertisers.logo,
      licence: advertisers.licence,
      verified: sql<AdvertiserProfile['verified']>`${verifiedFacts(sql`${advertisers.id}`)}`,
      phone: advertisers.phone,
      whatsapp: advertisers.whatsapp,
      email: advertisers.email,
      address: advertisers.address,
      countryId: advertisers.countryId,
      countryName: lookup<string | null>(countries.name, countries.id, advertisers.countryId),
      status: advertisers.status,
    })
    .from(advertisers)
    .where(eq(advertisers.slug, slug))
    .limit(1)
  if (!row || row.status !== 'approved') return null
  const { id, status: _status, ...advertiser } = row
  const listings = await pagedList(db, advertiserListFilter(id), 'createdAt', 'desc', page, limit, WHOLE_LISTINGS)
  return { advertiser, listings }
}

/** The public list of one advertiser's open listings: active, neither sold nor rented. */
function advertiserListFilter(advertiserId: number): ListFilter {
  const filter = new ListFilter('public')
  filter.flag('active', properties.isActive, true)
  filter.fixed('open', notInArray(properties.statusId, [...CLOSED_STATUS_IDS]))
  filter.value('advertiser', advertiserId, agencyOwned)
  return filter
}

/** Every approved advertiser with an open listing, for the sitemap. */
export async function sitemapAdvertisers(db: Database): Promise<{ slug: string }[]> {
  return db
    .select({ slug: advertisers.slug })
    .from(advertisers)
    .where(sql`${advertisers.status} = 'approved' and exists (select 1 from ${properties} p join users u on u.id = p.owner_id where u.advertiser_id = ${advertisers.id} and p.is_active)`)
    .orderBy(advertisers.slug)
}

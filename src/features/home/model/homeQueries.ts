import { HOME_FETCH_LIMIT } from '../../../shared/constants.ts'
import type { ListingQuery } from '../../../lib/listingParams.ts'

/** The two lists home's featured block asks for; the page preloads exactly these URLs. */
export const HOME_QUERIES = {
  featured: { isFeatured: true, limit: HOME_FETCH_LIMIT },
  latest: { limit: HOME_FETCH_LIMIT, sortBy: 'createdAt', sortOrder: 'desc' },
} satisfies Record<string, ListingQuery>

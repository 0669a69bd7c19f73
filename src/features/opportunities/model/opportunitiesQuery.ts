import { PAGE_SIZE } from '../../../shared/constants.ts'
import type { ListingQuery } from '../../../lib/listingParams.ts'

/** The list the opportunities page shows; the page preloads this URL for the page in its address. */
export const opportunitiesQuery = (page: number): ListingQuery => ({ isOpportunity: true, page, limit: PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' })

/** `?page=` as the opportunities page reads it: a positive integer, else 1. */
export function opportunitiesPageOf(search: string): number {
  const page = new URLSearchParams(search).get('page')
  return page && /^[1-9]\d{0,8}$/.test(page) ? Number(page) : 1
}

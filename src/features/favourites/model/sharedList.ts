import { FAVOURITES_MAX } from '../../../shared/constants.ts'

/** The ids of a shared favourites link (`?ids=3,1,2`), in order, or null when the address has none. */
export function sharedIdsOf(search: string): number[] | null {
  const raw = new URLSearchParams(search).get('ids')
  if (raw === null) return null
  const ids = raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id < 1e9)
  return [...new Set(ids)].slice(0, FAVOURITES_MAX)
}

/** The link that opens this list on another device. */
export const sharedLinkOf = (origin: string, pathname: string, ids: number[]) => `${origin}${pathname}?ids=${ids.join(',')}`

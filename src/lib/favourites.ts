import { persistentAtom } from '@nanostores/persistent'
import { computed } from 'nanostores'
import { FAVOURITES_MAX } from '../shared/constants.ts'

/** What the browser keeps of a favourite: enough to name it once the listing is gone. */
export interface Favourite {
  id: number
  title: string
  slug: string
}

function decode(raw: string): Favourite[] {
  try {
    const value = JSON.parse(raw) as unknown
    if (!Array.isArray(value)) return []
    return value.filter((f): f is Favourite => Number.isInteger(f?.id) && f.id > 0 && typeof f.title === 'string' && typeof f.slug === 'string').slice(0, FAVOURITES_MAX)
  } catch {
    return []
  }
}

/** A visitor's favourites, newest first, in localStorage: no account needed, the same in every tab. */
export const $favourites = persistentAtom<Favourite[]>('favourites', [], { encode: JSON.stringify, decode })

export const $favouriteIds = computed($favourites, (list) => new Set(list.map((f) => f.id)))

/** Adds or removes one; the oldest goes when the list is full. Returns whether it is now a favourite. */
export function toggleFavourite(favourite: Favourite): boolean {
  const list = $favourites.get()
  if (list.some((f) => f.id === favourite.id)) {
    $favourites.set(list.filter((f) => f.id !== favourite.id))
    return false
  }
  $favourites.set([favourite, ...list].slice(0, FAVOURITES_MAX))
  return true
}

export function removeFavourite(id: number) {
  $favourites.set($favourites.get().filter((f) => f.id !== id))
}

/** Keeps a shared list's listings too (those not already kept), after the visitor's own. */
export function addFavourites(favourites: Favourite[]) {
  const list = $favourites.get()
  const known = new Set(list.map((f) => f.id))
  $favourites.set([...list, ...favourites.filter((f) => !known.has(f.id))].slice(0, FAVOURITES_MAX))
}

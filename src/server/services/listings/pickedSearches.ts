import type { PropertyListQuery } from '../../../shared/schemas/queries.ts'
import { FEATURE_FILTERS } from '../../../shared/featureFilters.ts'
import { countableInMemory, matcherOf, priceBoundsUsable, type ColumnsPatch, type DollarBounds } from './listingCounter.ts'
import { OPEN, type Snapshot } from './listingSnapshot.ts'

/**
 * A search's page picked from the in-memory columns (memoryPages.ts): enough to tell, when the
 * columns catch up by a patch, whether the same search would pick the same page (ADR 030).
 */
export interface PickedSearch {
  query: PropertyListQuery
  bounds: DollarBounds
  /** The list version of the columns it was picked from. */
  version: bigint
  /** The listings it shows, in order. */
  ids: readonly number[]
}

// Keyed by the answer object, which pages keep while they render it: nothing to clean up.
const picks = new WeakMap<object, PickedSearch>()

/** Remembers how an answer was picked; searches with words are not (their match is the database's, per version). */
export function rememberPick(answer: object, picked: PickedSearch): void {
  if (countableInMemory(picked.query)) picks.set(answer, picked)
}

/** How this answer (a list's, as `listPublicProperties` returned it) was picked, if from the columns. */
export function pickedSearchOf(answer: unknown): PickedSearch | undefined {
  return typeof answer === 'object' && answer !== null ? picks.get(answer) : undefined
}

/** Row of a listing in the columns (ids ascending), or -1. */
function rowOf(s: Snapshot, id: number): number {
  let low = 0
  let high = s.size - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const at = s.ids[middle]
    if (at === id) return middle
    if (at < id) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/**
 * Whether the search would pick the same page after the patch: none of the changed listings passed
 * its filters before or passes them after, so its total and every other listing's place are as they
 * were. A listing it shows is in the page's `listings` and checked by the caller.
 */
export function patchKeepsSearch(patch: ColumnsPatch, picked: PickedSearch): boolean {
  const { before, after } = patch
  if (picked.version !== before.version) return false
  if (!priceBoundsUsable(before, picked.query, picked.bounds) || !priceBoundsUsable(after, picked.query, picked.bounds)) return false
  const passedBefore = matcherOf(before, picked.query, picked.bounds)
  const passesAfter = matcherOf(after, picked.query, picked.bounds)
  for (const id of patch.changed) {
    const i = rowOf(before, id)
    if (i >= 0 && passedBefore?.(i)) return false
    const j = rowOf(after, id)
    if (j >= 0 && passesAfter?.(j)) return false
  }
  return true
}

/** What a listing adds to the popular searches' counts (open listings by operation, type, place and feature), or '' for nothing. */
function countedAs(s: Snapshot, id: number): string {
  const i = rowOf(s, id)
  if (i < 0 || (s.flags[i] & OPEN) === 0) return ''
  const features = FEATURE_FILTERS.map((filter) => s.features[filter.key][i]).join(',')
  return `${s.rent[i]}|${s.type[i]}|${s.country[i]}|${s.city[i]}|${features}`
}

/**
 * Whether the popular searches' counts (`open_listing_counts` and the feature landings, shown under
 * every search page) are as they were: each changed listing counts where it counted before. The
 * places' numbering is the same on both sides of a patch (it copies the old one).
 */
export function patchKeepsCounts(patch: ColumnsPatch): boolean {
  return patch.changed.every((id) => countedAs(patch.before, id) === countedAs(patch.after, id))
}

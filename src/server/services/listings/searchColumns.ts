import type { Database } from '../../db/client.ts'
import { listingCounterOf } from './pagedList.ts'
import { patchKeepsCounts, patchKeepsSearch, type PickedSearch } from './pickedSearches.ts'

/** The in-memory columns of a database as a page cache follows them (pageCache.ts). */
export interface SearchColumns {
  /**
   * Called with each patch of the columns, from one list version to the next: `keeps` says whether
   * a page picked at the first shows the same search and counts at the second.
   */
  onPatch(listener: (from: bigint, to: bigint, keeps: (picked: PickedSearch) => boolean) => void): void
  /**
   * A change seen elsewhere brought this list version: the columns catch up to it now, not at the
   * next search. Resolves once they have (true) or could not (false); patches are reported by then.
   */
  reach(version: bigint): Promise<boolean>
}

export function searchColumnsOf(db: Database): SearchColumns {
  const counter = listingCounterOf(db)
  return {
    onPatch(listener) {
      counter.onPatch((patch) => {
        // Once per patch, and only if a kept page asks.
        let counts: boolean | undefined
        const keeps = (picked: PickedSearch) => (counts ??= patchKeepsCounts(patch)) && patchKeepsSearch(patch, picked)
        listener(patch.before.version, patch.after.version, keeps)
      })
    },
    reach(version) {
      return counter.reach(version)
    },
  }
}

import type { ContentVersion } from './contentVersion.ts'
import type { PickedSearch } from './services/listings/pickedSearches.ts'
import type { SearchColumns } from './services/listings/searchColumns.ts'

/**
 * What a kept page or answer said it shows: its listings (a listing page: kept while only others
 * change), or the search it picked from the in-memory columns (kept while the columns show that
 * changes leave the search alone).
 */
export type Shown = { listings: readonly number[] } | { search: PickedSearch }

/** How an entry follows listings' edits; neither field: it goes on any change. */
export interface Follows {
  listings?: readonly number[]
  /** The search, and the list version up to which it is known to pick the same page (raised by each patch that leaves it alone). */
  search?: { picked: PickedSearch; validAt: bigint }
}

interface Store<E extends Follows> {
  dropWhere(stale: (entry: E) => boolean): void
  clear(): void
}

/**
 * Makes a cache's entries follow the content version's changes (ADR 029, 030): a change of shared
 * data empties the cache; a change that names listings drops what shows them and what follows
 * nothing. A kept search then waits until the columns catch up to the change's list version, and
 * each patch of the columns keeps it only if its search and the popular counts are unchanged.
 * Without `columns`, searches go on any change.
 */
export function followEdits<E extends Follows>(version: ContentVersion, columns: SearchColumns | undefined, store: Store<E>) {
  /** The list version of the last change seen: a kept search is good only if known to be the same at it. */
  let listVersion = -1n
  version.onChange((_, change) => {
    const changed = change.listings
    const followed = columns && change.listVersion !== undefined
    if (changed) store.dropWhere((entry) => !(entry.listings && (!entry.search || followed)) || entry.listings.some((id) => changed.has(id)))
    else store.clear()
    if (followed && change.listVersion! > listVersion) {
      listVersion = change.listVersion!
      void columns!.reach(listVersion)
    }
  })
  columns?.onPatch((from, to, keeps) =>
    store.dropWhere((entry) => {
      if (!entry.search || entry.search.validAt !== from) return false
      // Known good at `from`, maybe since an earlier patch: checked as a page picked there.
      if (!keeps({ ...entry.search.picked, version: from })) return true
      entry.search.validAt = to
      return false
    }),
  )
  const waiting = (entry: Follows | undefined) => entry?.search !== undefined && entry.search.validAt < listVersion
  return {
    /** Whether an entry made before the current version is still right. */
    kept: (entry: Follows) => (entry.search ? entry.search.validAt >= listVersion : entry.listings !== undefined),
    /** A kept search the columns have not caught up for: `caughtUp` may find it unchanged. */
    waiting,
    /** For a waiting entry: resolves once the columns caught up (true), which takes a few milliseconds; false at once for any other. */
    caughtUp: async (entry: Follows | undefined) => waiting(entry) && columns !== undefined && columns.reach(listVersion),
    /** What an entry keeps of what its page said it shows. */
    follows: (shown: Shown | undefined): Follows => (shown && 'search' in shown ? { listings: shown.search.ids, search: { picked: shown.search, validAt: shown.search.version } } : (shown ?? {})),
  }
}

import { useStore } from '@nanostores/react'
import { useCallback, useEffect } from 'react'
import { $router, navigate } from './router.ts'
import { changeListState, lastPageOf, listStateSearch, readListState, type ListSpec, type ListState } from './listState.ts'

/**
 * A list screen's page, size, order, search and filter, read from the address and changed by
 * navigating (one history entry per change, so back and forward walk them). `spec` must be a
 * module constant.
 */
export function useListState<S extends string, F extends string = never>(spec: ListSpec<S, F>) {
  const route = useStore($router)
  const state = readListState(spec, route?.search ?? {})
  const change = useCallback(
    (changes: Partial<ListState<S, F>>, replace = false) => {
      const current = readListState(spec, $router.get()?.search ?? {})
      navigate(location.pathname + listStateSearch(spec, changeListState(current, changes)), replace)
    },
    [spec],
  )
  return { state, change, key: listStateSearch(spec, state) }
}

/** A page past the end (a shared link after deletions, a hand-edited address) moves to the last one. */
export function useClampedPage(page: number, size: number, total: number | undefined, change: (changes: { page: number }, replace?: boolean) => void) {
  useEffect(() => {
    if (total === undefined) return
    const last = lastPageOf(size, total)
    if (page > last) change({ page: last }, true)
  }, [page, size, total, change])
}

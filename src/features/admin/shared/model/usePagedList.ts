import type { Paged } from '../../../../shared/types.ts'
import type { ListSpec, ListState } from './listState.ts'
import { useClampedPage, useListState } from './useListState.ts'
import { useLoad } from './useLoad.ts'

/**
 * A list screen's server-paged list: its state in the address, the page it loads (under `name` and
 * that state), a page past the end moved back, and rows changed in place without loading again.
 */
export function usePagedList<T extends { id: number }, S extends string, F extends string = never>(spec: ListSpec<S, F>, name: string, load: (state: ListState<S, F>) => Promise<Paged<T>>) {
  const { state, change, key } = useListState(spec)
  const [list, reload, update] = useLoad(() => load(state), `${name}${key}`)
  useClampedPage(state.page, state.size, list.status === 'ready' ? list.data.pagination.total : undefined, change)
  /** A row that left the page (deleted, or out of the filter): the counts follow. */
  const dropRow = (id: number) => update((page) => ({ ...page, data: page.data.filter((row) => row.id !== id), pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } }))
  const replaceRow = (changed: T) => update((page) => ({ ...page, data: page.data.map((row) => (row.id === changed.id ? { ...row, ...changed } : row)) }))
  const items = list.status === 'ready' ? list.data.data : []
  return { state, change, list, items, reload, dropRow, replaceRow }
}

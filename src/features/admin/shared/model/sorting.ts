export type SortOrder = 'asc' | 'desc'
export interface SortState<F extends string> {
  field: F
  order: SortOrder
}

/** Dashboard sorting (docs/specs/admin-area.md §4): a new column starts ascending, the same column toggles. */
export function nextSort<F extends string>(current: SortState<F>, clicked: F): SortState<F> {
  if (current.field !== clicked) return { field: clicked, order: 'asc' }
  return { field: clicked, order: current.order === 'asc' ? 'desc' : 'asc' }
}

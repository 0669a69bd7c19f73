import { emptyColumns, idOfRow, MEMORY_SORTS, orderValues, rowColumns, withGroups, writeRow, type Snapshot, type SnapshotChanges, type SortOrderOf } from './listingSnapshot.ts'

/**
 * The columns at the changes' version: the old snapshot's rows that did not change, copied in runs,
 * and the changed listings that are active, written in id order; each order is the old one without
 * the changed rows, merged with them sorted. Linear in the listings plus a sort of the changes,
 * where reading every listing again took seconds of PGlite's thread at 100,000 (issue 24). The old
 * snapshot is left as it was: a request picking from it meanwhile sees the same columns throughout.
 */
export function patchSnapshot(old: Snapshot, changes: SnapshotChanges): Snapshot {
  const changed = changes.rows
  const oldToNew = new Int32Array(old.size).fill(-1)
  // Old rows kept as they were, as runs [from, to) placed at `at`, and changed rows' places.
  const runs: { from: number; to: number; at: number }[] = []
  const written: { at: number; row: unknown[] }[] = []
  let size = 0
  let i = 0
  const keepUntil = (id: number) => {
    const from = i
    while (i < old.size && old.ids[i] < id) oldToNew[i++] = size++
    if (i > from) runs.push({ from, to: i, at: size - (i - from) })
  }
  for (const { row, active } of changed) {
    const id = idOfRow(row)
    keepUntil(id)
    // The old row of the same listing goes: the changed one replaces it, or nothing does.
    if (i < old.size && old.ids[i] === id) i++
    if (active) written.push({ at: size++, row })
  }
  keepUntil(Infinity)

  const s = emptyColumns(changes.version, size, new Map(old.countries), new Map(old.cities))
  s.inexactPrices = old.inexactPrices
  const from = rowColumns(old)
  const to = rowColumns(s)
  for (const run of runs) to.forEach((column, k) => column.set(from[k].subarray(run.from, run.to) as never, run.at))
  for (const { at, row } of written) writeRow(s, at, row)

  const values = orderValues(s)
  const added = written.map((entry) => entry.at)
  for (const sort of MEMORY_SORTS) mergeOrder(old.orders[sort], oldToNew, added, values[sort], s.orders[sort])
  // As the full read: only area and monthly cost keep their missing values last when descending.
  s.orders.price.nullsLast = 0
  return withGroups(s)
}

/** By value ascending, missing values (NaN) last, ties by row (the rows are in id order): the database's order. */
const before = (values: Float64Array, a: number, b: number): boolean => {
  const x = values[a]
  const y = values[b]
  const missingX = Number.isNaN(x)
  const missingY = Number.isNaN(y)
  if (missingX !== missingY) return missingY
  if (!missingX && x !== y) return x < y
  return a < b
}

/** The new order: the old one's kept rows (still in order, renumbered), merged with the added rows sorted. */
function mergeOrder(old: SortOrderOf, oldToNew: Int32Array, added: number[], values: Float64Array, into: SortOrderOf): void {
  const sorted = [...added].sort((a, b) => (a === b ? 0 : before(values, a, b) ? -1 : 1))
  let p = 0
  let k = 0
  for (const oldRow of old.asc) {
    const row = oldToNew[oldRow]
    if (row < 0) continue
    while (k < sorted.length && before(values, sorted[k], row)) into.asc[p++] = sorted[k++]
    into.asc[p++] = row
  }
  while (k < sorted.length) into.asc[p++] = sorted[k++]
  let missing = 0
  for (let place = 0; place < into.asc.length; place++) {
    into.rank[into.asc[place]] = place
    if (Number.isNaN(values[into.asc[place]])) missing++
  }
  into.nullsLast = missing
}

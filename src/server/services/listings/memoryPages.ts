import { eq, sql } from 'drizzle-orm'
import { paginationOf } from '../../../shared/pagination.ts'
import type { MapPoints, Paged } from '../../../shared/types.ts'
import { MAP_POINTS_MAX } from '../../../shared/constants.ts'
import type { Database } from '../../db/client.ts'
import { perDatabase } from '../../db/perDatabase.ts'
import { propertyListVersion, propertyTypes } from '../../db/schema.ts'
import { ref } from '../propertyRows.ts'
import type { PageRow, PageShape } from './pageShapes.ts'
import type { PropertyListQuery } from '../../../shared/schemas/queries.ts'
import type { DollarBounds, ListingCounter } from './listingCounter.ts'
import type { SortField, SortOrder } from './preparedLists.ts'
import { wordMatchOf } from './wordMatches.ts'
import { rememberPick } from './pickedSearches.ts'
import type { SearchWords } from '../../../shared/searchWords.ts'

/** The public search's query, counted (and paged) from the in-memory columns where they can (listingCounter.ts). */
export interface MemoryCount {
  counter: ListingCounter
  query: PropertyListQuery
  /** The price range in dollars, asked beside the page when the columns will very likely answer. */
  bounds: () => Promise<DollarBounds | undefined>
  /** The search's words, matched by the database once per word and version, several intersected (wordMatches.ts). */
  words?: SearchWords
}

/** Built once per database: the list version and every type's name, in one snapshot (a type's name may change without the version). */
const listFactsOf = perDatabase((db) =>
  db
    .select({
      version: sql<string>`${propertyListVersion.version}::text`,
      types: sql<Record<string, string> | null>`(select json_object_agg(${ref(propertyTypes.id)}, ${ref(propertyTypes.name)}) from ${propertyTypes})`,
    })
    .from(propertyListVersion)
    .where(eq(propertyListVersion.id, 1))
    .prepare('list_facts'),
)

/** What picking from the columns needs besides them: the price range in dollars and the words' match; undefined when either is missing. */
async function pickInputs(db: Database, memory: MemoryCount) {
  const [bounds, words] = await Promise.all([memory.bounds(), memory.words ? wordMatchOf(db, memory.counter, memory.words) : undefined])
  return !bounds || (memory.words && !words) ? undefined : { bounds, words }
}

/**
 * A public search's page picked from the in-memory columns (listingCounter.ts): which listings, in
 * which order, and how many in all, at the columns' version; then only those listings are read, by
 * id. The database no longer filters, sorts or skips a whole index for a search it has not seen
 * (most of a cold search's database time, issue 24). Used only if the listings read show the
 * columns' version: any change since (which moves the version) sends the search to the database,
 * so the page is exactly the one the database would give. Undefined when the columns cannot answer.
 */
export async function pageFromMemory<T, Row extends PageRow>(
  db: Database,
  memory: MemoryCount,
  sortBy: SortField,
  sortOrder: SortOrder,
  pageNumber: number,
  limit: number,
  shape: PageShape<T, Row>,
  again = true,
): Promise<Paged<T> | undefined> {
  const inputs = await pickInputs(db, memory)
  if (!inputs) return undefined
  const page = memory.counter.page(memory.query, inputs.bounds, sortBy, sortOrder, (pageNumber - 1) * limit, limit, inputs.words)
  if (!page) return undefined
  let seen: bigint
  let data: T[] = []
  if (page.ids.length === 0) {
    const [row] = await listFactsOf(db).execute()
    seen = BigInt(row?.version ?? -1)
  } else {
    const rows = await shape.byIds(db, page.ids)
    if (rows.length !== page.ids.length) return undefined
    seen = BigInt(rows[0].listVersion)
    const byId = new Map(rows.map((row) => [row.id, row]))
    data = page.ids.map((id) => shape.answer(byId.get(id)!))
  }
  if (seen !== page.version) {
    // A write since the columns were read: they catch up in a moment, then the page is picked again.
    if (again && seen > page.version && (await memory.counter.reach(seen))) return pageFromMemory(db, memory, sortBy, sortOrder, pageNumber, limit, shape, false)
    memory.counter.saw(seen)
    return undefined
  }
  const answer = { data, pagination: paginationOf(pageNumber, limit, page.total) }
  if (!memory.words) rememberPick(answer, { query: memory.query, bounds: inputs.bounds, version: page.version, ids: page.ids })
  return answer
}

/**
 * The map's points of a public search picked from the in-memory columns, as `listMapPoints` reads
 * them from the database: used only if the list version is still the columns' (read beside the
 * types' names, which may change without it). Undefined when the columns cannot answer.
 */
export async function mapFromMemory(db: Database, memory: MemoryCount, again = true): Promise<MapPoints | undefined> {
  const inputs = await pickInputs(db, memory)
  if (!inputs) return undefined
  const picked = memory.counter.mapPoints(memory.query, inputs.bounds, MAP_POINTS_MAX, inputs.words)
  if (!picked) return undefined
  const [facts] = await listFactsOf(db).execute()
  const seen = BigInt(facts?.version ?? -1)
  if (seen !== picked.version) {
    if (again && seen > picked.version && (await memory.counter.reach(seen))) return mapFromMemory(db, memory, false)
    memory.counter.saw(seen)
    return undefined
  }
  const names = facts.types ?? {}
  const data = picked.points.map(({ typeId, ...point }) => ({ ...point, type: names[typeId] }))
  return { data, total: picked.total, truncated: picked.total > data.length }
}

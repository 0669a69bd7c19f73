import { and, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { SearchWords } from '../../../shared/searchWords.ts'
import type { Database } from '../../db/client.ts'
import { properties, propertyListRemoval } from '../../db/schema.ts'
import { ref } from '../propertyRows.ts'
import { ListFilter } from './listFilter.ts'
import type { ListingCounter, WordMatch } from './listingCounter.ts'
import { listVersion } from './preparedLists.ts'

/**
 * Word sets kept per database, least recently used first out: a few hundred words cover most
 * searches. Only single units are kept (a word, or a search's type words): a combination is their
 * intersection, cheap to make again, and kept beside them it pushed out the words it is made of (the
 * traffic bench's pool has 203 words and about 200 pairs of them: words were read again and again).
 */
const MAX_WORD_SETS = 256
const kept = new WeakMap<Database, Map<string, Promise<WordMatch | undefined>>>()

/**
 * The active listings a search's words match, by the very conditions the database list applies to
 * them (`ListFilter.words`, the trigram index), read once per set of words and list version and
 * kept, so that every search with those words (any filters, order, page) is picked from the
 * in-memory columns (ADR 027). The ids come as one bytea of 4-byte integers, ascending: a word
 * found in 30,000 listings is 120 KB, not an array of 30,000 numbers to parse.
 */
async function readWordMatch(db: Database, words: SearchWords): Promise<WordMatch | undefined> {
  const filter = new ListFilter('public')
  filter.words(words)
  const [row] = await db
    .select({
      ids: sql<Uint8Array | null>`string_agg(int4send(${ref(properties.id)}), ''::bytea order by ${ref(properties.id)})`,
      version: listVersion,
    })
    .from(properties)
    .where(and(eq(properties.isActive, true), ...filter.conditions))
    .prepare('')
    .execute(filter.values)
  if (!row) return undefined
  return { version: BigInt(row.version), ids: idsOf(row.ids) }
}

/** The 4-byte integers of a bytea, as the database sent them (big-endian). */
function idsOf(bytes: Uint8Array | null): Int32Array {
  if (!bytes) return new Int32Array(0)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ids = new Int32Array(bytes.byteLength / 4)
  for (let k = 0; k < ids.length; k++) ids[k] = view.getInt32(k * 4)
  return ids
}

/**
 * A kept match brought to the current version by the listings changed since its own (stamped above
 * it, migration 0031): those the words match now go in, the others out. One statement, one snapshot,
 * through the stamp's index: a few rows checked instead of every listing the words match. Read whole
 * when a listing was deleted since (it left no stamp).
 */
async function readWordMatchSince(db: Database, words: SearchWords, known: WordMatch): Promise<WordMatch | undefined> {
  const filter = new ListFilter('public')
  filter.words(words)
  const since = Number(known.version)
  const idList = (condition?: SQL) =>
    sql<Uint8Array | null>`string_agg(int4send(${ref(properties.id)}), ''::bytea order by ${ref(properties.id)})${condition ? sql` filter (where ${condition})` : sql``}`
  const [row] = await db
    .select({
      hits: idList(and(eq(properties.isActive, true), ...filter.conditions)),
      changed: idList(),
      version: listVersion,
      removed: sql<string>`(select ${propertyListRemoval.version} from ${propertyListRemoval} where ${propertyListRemoval.id} = 1)::text`,
    })
    .from(properties)
    .where(gt(properties.listVersion, since))
    .prepare('')
    .execute(filter.values)
  // An aggregate answers one row even when nothing changed (its lists are then null).
  if (!row || row.version === null || BigInt(row.removed ?? '0') > known.version) return readWordMatch(db, words)
  return { version: BigInt(row.version), ids: merged(without(known.ids, idsOf(row.changed)), idsOf(row.hits)) }
}

/** The ids of `list` that are not in `out` (both ascending). */
function without(list: Int32Array, out: Int32Array): Int32Array {
  if (out.length === 0) return list
  const kept = new Int32Array(list.length)
  let size = 0
  let k = 0
  for (const id of list) {
    while (k < out.length && out[k] < id) k++
    if (k < out.length && out[k] === id) continue
    kept[size++] = id
  }
  return kept.slice(0, size)
}

/** Two ascending lists without common ids, as one. */
function merged(a: Int32Array, b: Int32Array): Int32Array {
  if (b.length === 0) return a
  const out = new Int32Array(a.length + b.length)
  let i = 0
  let j = 0
  let p = 0
  while (i < a.length || j < b.length) out[p++] = j >= b.length || (i < a.length && a[i] < b[j]) ? a[i++] : b[j++]
  return out
}

/**
 * The parts of a search whose conditions the list ANDs (ListFilter.words): each text or place word
 * alone, and the type words together (a listing of any of their types). A search's match is the
 * intersection of its units' matches, so a pair of words never searched together is answered from
 * the two words' own matches, each read once (at 100,000 listings one read cost 33 ms on PGlite).
 */
function unitsOf(words: SearchWords): SearchWords[] {
  const units: SearchWords[] = words.parts.filter((part) => part.kind !== 'type').map((part) => ({ parts: [part], types: [] }))
  const typeParts = words.parts.filter((part) => part.kind === 'type')
  if (typeParts.length > 0) units.push({ parts: typeParts, types: words.types })
  return units
}

/** The ids in every one of the (ascending) lists. */
function intersection(lists: Int32Array[]): Int32Array {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length)
  const out = new Int32Array(shortest.length)
  const at = others.map(() => 0)
  let size = 0
  next: for (const id of shortest) {
    for (let k = 0; k < others.length; k++) {
      const list = others[k]
      while (at[k] < list.length && list[at[k]] < id) at[k]++
      if (at[k] === list.length) break next
      if (list[at[k]] !== id) continue next
    }
    out[size++] = id
  }
  return out.slice(0, size)
}

/** The search's match from its units' (undefined when one failed or they are of different versions). */
async function combinedMatch(db: Database, counter: ListingCounter, units: SearchWords[]): Promise<WordMatch | undefined> {
  const matches = await Promise.all(units.map((unit) => unitMatchOf(db, counter, unit)))
  const [first] = matches
  if (!first || matches.some((match) => match?.version !== first.version)) return undefined
  return { version: first.version, ids: intersection(matches.map((match) => match!.ids)) }
}

/** One unit's match for the counter's current columns: kept, or read now (callers at once share one read). */
async function unitMatchOf(db: Database, counter: ListingCounter, unit: SearchWords): Promise<WordMatch | undefined> {
  let sets = kept.get(db)
  if (!sets) kept.set(db, (sets = new Map()))
  const key = JSON.stringify(unit)
  let match = sets.get(key)
  if (match) {
    sets.delete(key)
    const known = await match.catch(() => undefined)
    // Read for older columns than those held now: brought up to date. One read for newer columns
    // waits for them (they catch up as soon as a page shows the newer version).
    if (!known) match = undefined
    else if (counter.version !== null && known.version < counter.version) match = readWordMatchSince(db, unit, known)
  }
  match ??= readWordMatch(db, unit)
  sets.set(key, match)
  if (sets.size > MAX_WORD_SETS) sets.delete(sets.keys().next().value!)
  return match.catch(() => undefined)
}

/** The word match for the counter's current columns, from its units' kept matches. */
export function wordMatchOf(db: Database, counter: ListingCounter, words: SearchWords): Promise<WordMatch | undefined> {
  const units = unitsOf(words)
  return units.length > 1 ? combinedMatch(db, counter, units) : unitMatchOf(db, counter, units[0] ?? words)
}

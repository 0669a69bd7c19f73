import { and, eq, gt, sql } from 'drizzle-orm'
import type { SearchWords } from '../../../shared/searchWords.ts'
import type { Database } from '../../db/client.ts'
import { properties, propertyListVersion } from '../../db/schema.ts'
import { ref } from '../propertyRows.ts'
import { ListFilter } from './listFilter.ts'
import { MAX_PATCHED_ROWS, removedVersion } from './listingSnapshot.ts'
import type { ListingCounter, WordMatch } from './listingCounter.ts'
import { listVersion } from './preparedLists.ts'

/**
 * Word sets kept per database, least recently used first out: a few hundred words cover most
 * searches. Only single units are kept (a word, or a search's type words): a combination is their
 * intersection, cheap to make again, and kept beside them it pushed out the words it is made of (the
 * traffic bench's pool has 203 words and about 200 pairs of them: words were read again and again).
 */
const MAX_WORD_SETS = 256

/** A unit's match being read or read (`known`, once it is). */
interface Kept {
  unit: SearchWords
  match: Promise<WordMatch | undefined>
  known?: WordMatch
}
const kept = new WeakMap<Database, Map<string, Kept>>()

/**
 * The active listings a search's words match, by the very conditions the database list applies to
 * them (`ListFilter.words`, the trigram index), read once per set of words and list version and
 * kept, so that every search with those words (any filters, order, page) is picked from the
 * in-memory columns (ADR 027). The ids come as one bytea of 4-byte integers, ascending: a word
 * found in 30,000 listings is 120 KB, not an array of 30,000 numbers to parse.
 */
export async function readWordMatch(db: Database, words: SearchWords): Promise<WordMatch | undefined> {
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

/**
 * Brings every kept match older than `target` up to date in one statement: the listings changed
 * since the oldest of them, each with whether each unit's words match it now. One statement per
 * write, whatever the number of words kept (one per word and write cost PGlite more than the
 * searches did). A listing changed before a match's own version is checked again too, which only
 * confirms what the match holds. Left as they are when a listing was deleted since, or too many
 * changed: each is then read again whole.
 */
async function readKeptChanges(db: Database, sets: Map<string, Kept>, target: bigint): Promise<void> {
  const stale = [...sets.values()].filter((entry) => entry.known !== undefined && entry.known.version < target)
  if (stale.length === 0) return
  const since = stale.reduce((oldest, entry) => (entry.known!.version < oldest ? entry.known!.version : oldest), target)
  const filters = stale.map((entry, k) => {
    const filter = new ListFilter('public', `u${k}_`)
    filter.words(entry.unit)
    return filter
  })
  const hits = Object.fromEntries(filters.map((filter, k) => [`h${k}`, sql<boolean>`coalesce(${and(...filter.conditions) ?? sql`true`}, false)`]))
  await db.transaction(
    async (tx) => {
      const [head] = await tx.select({ version: listVersion, removed: removedVersion }).from(propertyListVersion).where(eq(propertyListVersion.id, 1))
      if (!head || BigInt(head.removed ?? '0') > since) return
      const rows = (await tx
        .select({ id: properties.id, active: properties.isActive, ...hits })
        .from(properties)
        .where(gt(properties.listVersion, Number(since)))
        .orderBy(properties.id)
        .limit(MAX_PATCHED_ROWS + 1)
        .prepare('')
        .execute(Object.assign({}, ...filters.map((filter) => filter.values)))) as unknown as ({ id: number; active: boolean } & Record<string, boolean>)[]
      if (rows.length > MAX_PATCHED_ROWS) return
      const version = BigInt(head.version)
      const changed = Int32Array.from(rows, (row) => row.id)
      stale.forEach((entry, k) => {
        const now = Int32Array.from(
          rows.filter((row) => row.active && row[`h${k}`]),
          (row) => row.id,
        )
        const match = { version, ids: merged(without(entry.known!.ids, changed), now) }
        entry.known = match
        entry.match = Promise.resolve(match)
      })
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** One catch-up of the kept matches at a time per database; callers meanwhile share it. */
const catchingUp = new WeakMap<Database, Promise<void>>()

async function catchUpKept(db: Database, sets: Map<string, Kept>, target: bigint): Promise<void> {
  let running = catchingUp.get(db)
  if (!running) {
    running = readKeptChanges(db, sets, target).finally(() => catchingUp.delete(db))
    catchingUp.set(db, running)
  }
  // A failed catch-up leaves the matches as they were: each is then read on its own.
  await running.catch(() => undefined)
}

/** Keeps a unit's match (most recently used last), dropping the least recently used beyond the limit. */
function keep(sets: Map<string, Kept>, key: string, unit: SearchWords, match: Promise<WordMatch | undefined>): Kept {
  const entry: Kept = { unit, match }
  match.then(
    (known) => (entry.known = known),
    () => undefined,
  )
  sets.delete(key)
  sets.set(key, entry)
  if (sets.size > MAX_WORD_SETS) sets.delete(sets.keys().next().value!)
  return entry
}

/** One unit's match for the counter's current columns: kept, or read now (callers at once share one read). */
async function unitMatchOf(db: Database, counter: ListingCounter, unit: SearchWords): Promise<WordMatch | undefined> {
  let sets = kept.get(db)
  if (!sets) kept.set(db, (sets = new Map()))
  const key = JSON.stringify(unit)
  let entry = sets.get(key)
  if (entry) {
    sets.delete(key)
    sets.set(key, entry)
    const known = await entry.match.catch(() => undefined)
    // Read for older columns than those held now: brought up to date, with every other kept match
    // as old. One read for newer columns waits for them (they catch up as soon as a page shows it).
    if (!known) entry = undefined
    else if (counter.version !== null && known.version < counter.version) {
      // Twice at most: a catch-up already running may be for an older version than the columns'.
      const held = entry
      const target = counter.version
      const stale = () => !held.known || held.known.version < target
      for (let attempt = 0; attempt < 2 && stale(); attempt++) await catchUpKept(db, sets, target)
      if (stale()) entry = undefined
    }
  }
  entry ??= keep(sets, key, unit, readWordMatch(db, unit))
  return entry.match.catch(() => undefined)
}

/** The word match for the counter's current columns, from its units' kept matches. */
export function wordMatchOf(db: Database, counter: ListingCounter, words: SearchWords): Promise<WordMatch | undefined> {
  const units = unitsOf(words)
  return units.length > 1 ? combinedMatch(db, counter, units) : unitMatchOf(db, counter, units[0] ?? words)
}

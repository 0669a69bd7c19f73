import { and, eq, sql } from 'drizzle-orm'
import type { SearchWords } from '../../../shared/searchWords.ts'
import type { Database } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { ref } from '../propertyRows.ts'
import { ListFilter } from './listFilter.ts'
import type { ListingCounter, WordMatch } from './listingCounter.ts'
import { listVersion } from './preparedLists.ts'

/** Word sets kept per database, least recently used first out: a few hundred words cover most searches. */
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
  const bytes = row.ids ?? new Uint8Array(0)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ids = new Int32Array(bytes.byteLength / 4)
  for (let k = 0; k < ids.length; k++) ids[k] = view.getInt32(k * 4)
  return { version: BigInt(row.version), ids }
}

/** The word match for the counter's current columns: kept, or read now (callers at once share one read). */
export async function wordMatchOf(db: Database, counter: ListingCounter, words: SearchWords): Promise<WordMatch | undefined> {
  let sets = kept.get(db)
  if (!sets) kept.set(db, (sets = new Map()))
  const key = JSON.stringify(words)
  let match = sets.get(key)
  if (match) {
    sets.delete(key)
    const known = await match.catch(() => undefined)
    // Read for older columns than those held now: read again. One read for newer columns waits for
    // them (they are read again within seconds of a change).
    if (!known || (counter.version !== null && known.version < counter.version)) match = undefined
  }
  if (!match) match = readWordMatch(db, words)
  sets.set(key, match)
  if (sets.size > MAX_WORD_SETS) sets.delete(sets.keys().next().value!)
  return match.catch(() => undefined)
}

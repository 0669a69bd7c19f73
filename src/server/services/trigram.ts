// pg_trgm's similarity(), computed in the process: the place names a near miss is compared with are
// already in memory (placeVocabulary.ts), and asking the database would mean sending them all. Same
// rules as pg_trgm: lower-cased words of letters and digits, each padded with two spaces in front
// and one behind, the set of their three-character pieces; tests/unit/searchWords.test.ts checks the
// results against the database's own similarity().

/** The set of a text's trigrams, as pg_trgm's show_trgm(). */
export function trigramsOf(text: string): Set<string> {
  const set = new Set<string>()
  for (const word of text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    const padded = [' ', ' ', ...word, ' ']
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3).join(''))
  }
  return set
}

/** How alike two texts are, 0 to 1, as pg_trgm's similarity(a, b). */
export function similarity(a: string | Set<string>, b: string | Set<string>): number {
  const x = typeof a === 'string' ? trigramsOf(a) : a
  const y = typeof b === 'string' ? trigramsOf(b) : b
  if (x.size === 0 || y.size === 0) return 0
  let shared = 0
  for (const trigram of x) if (y.has(trigram)) shared++
  return shared / (x.size + y.size - shared)
}

/** pg_trgm's default `similarity_threshold`: below it two texts are not alike. */
export const SIMILARITY_THRESHOLD = 0.3

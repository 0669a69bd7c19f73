import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Language } from '../../shared/constants.ts'
import type { CountryId } from '../../shared/domain.ts'
import { bareWord, foldText, splitSearch, TYPE_VOCABULARY, wordsOf, type SearchWords } from '../../shared/searchWords.ts'
import type { PlaceSuggestion } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { cities, properties } from '../db/schema.ts'
import { translate } from '../i18n.server.ts'
import { similarity, SIMILARITY_THRESHOLD, trigramsOf } from './trigram.ts'

// The places a search can name: every city, and every neighbourhood an active listing is in. Kept in
// memory per database and read again at most every VOCABULARY_TTL_MS (in the background, answering
// from the old copy meanwhile), so that recognising places, offering them as one types and
// suggesting a near miss cost no query per request. A neighbourhood new since the last read is still
// found as free text; it is offered and recognised once the copy is read again.

const VOCABULARY_TTL_MS = 30_000
/** How many places the search box offers at once. */
const PLACE_SUGGESTIONS = 6
/** The trailing words of the box a place may stand for ("rio de ja" → Rio de Janeiro). */
const SUGGEST_WORDS = 3

interface Place {
  kind: 'city' | 'neighborhood'
  name: string
  folded: string
  trigrams: Set<string>
  cityId: string
  /** The city's name: the place's own for a city. */
  cityName: string
  countryId: CountryId
  /** Active listings there (0 for a city without any). */
  listings: number
}

interface Vocabulary {
  places: Place[]
  /** Folded name → the place shown for it: a city before a neighbourhood, then the one with more listings. */
  byName: Map<string, Place>
  /** Type words with their trigrams, for near misses. */
  typeWords: { word: string; trigrams: Set<string> }[]
}

const caches = new WeakMap<Database, { value?: Vocabulary; loadedAt: number; loading?: Promise<Vocabulary> }>()

async function load(db: Database): Promise<Vocabulary> {
  const [cityRows, hoodRows, cityCounts] = await Promise.all([
    db.select({ id: cities.id, name: cities.name, countryId: cities.countryId }).from(cities),
    db
      .select({ name: properties.neighborhood, cityId: properties.cityId, listings: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.isActive, true), isNotNull(properties.neighborhood)))
      .groupBy(properties.neighborhood, properties.cityId),
    db
      .select({ cityId: properties.cityId, listings: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.isActive, true))
      .groupBy(properties.cityId),
  ])
  const cityListings = new Map(cityCounts.map((row) => [row.cityId, row.listings]))
  const cityById = new Map(cityRows.map((row) => [row.id, row]))
  const places: Place[] = cityRows.map((row) => ({
    kind: 'city',
    name: row.name,
    folded: foldText(row.name),
    trigrams: trigramsOf(foldText(row.name)),
    cityId: row.id,
    cityName: row.name,
    countryId: row.countryId as CountryId,
    listings: cityListings.get(row.id) ?? 0,
  }))
  // Spellings of one neighbourhood ("Cumbayá", "cumbaya") are one place, named as most listings name it.
  const hoods = new Map<string, Place>()
  for (const row of hoodRows) {
    const name = (row.name ?? '').trim().replace(/\s+/g, ' ')
    const city = cityById.get(row.cityId)
    if (!name || !city) continue
    const folded = foldText(name)
    const key = `${row.cityId}\u0000${folded}`
    const known = hoods.get(key)
    if (known) {
      if (row.listings > known.listings) known.name = name
      known.listings += row.listings
      continue
    }
    hoods.set(key, { kind: 'neighborhood', name, folded, trigrams: trigramsOf(folded), cityId: city.id, cityName: city.name, countryId: city.countryId as CountryId, listings: row.listings })
  }
  places.push(...hoods.values())
  places.sort(byRank)
  const byName = new Map<string, Place>()
  for (const place of places) if (!byName.has(place.folded)) byName.set(place.folded, place)
  return { places, byName, typeWords: TYPE_VOCABULARY.map((word) => ({ word, trigrams: trigramsOf(word) })) }
}

/** Cities first, then places with more listings, then by name. */
function byRank(a: Place, b: Place): number {
  return Number(b.kind === 'city') - Number(a.kind === 'city') || b.listings - a.listings || a.folded.localeCompare(b.folded)
}

async function vocabularyOf(db: Database): Promise<Vocabulary> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = { loadedAt: 0 }))
  const entry = cache
  if (!entry.loading && Date.now() - entry.loadedAt > VOCABULARY_TTL_MS) {
    entry.loading = load(db)
      .then((value) => {
        entry.value = value
        entry.loadedAt = Date.now()
        return value
      })
      .finally(() => {
        entry.loading = undefined
      })
  }
  // A stale copy answers while the new one loads; only the very first read waits.
  return entry.value ?? (await entry.loading!)
}

/** A search split into type words, places and free text, against the known places. */
export async function searchWordsOf(db: Database, text: string | undefined): Promise<SearchWords | undefined> {
  if (!text?.trim()) return undefined
  const vocabulary = await vocabularyOf(db)
  return splitSearch(text, (folded) => vocabulary.byName.has(folded))
}

/** Below this many results a search gets a suggestion, when one of its words is a near miss. */
export const FEW_RESULTS = 3

/**
 * The search with each unknown word (or two, for names like "san isidor") replaced by the closest
 * place or type word at least SIMILARITY_THRESHOLD alike, or null when no word is a near miss.
 */
export async function didYouMeanOf(db: Database, words: SearchWords): Promise<string | null> {
  const vocabulary = await vocabularyOf(db)
  const best = (folded: string) => {
    const trigrams = trigramsOf(folded)
    let found: { text: string; score: number } | null = null
    for (const place of vocabulary.places) {
      const score = similarity(trigrams, place.trigrams)
      if (score > (found?.score ?? 0)) found = { text: place.name, score }
    }
    for (const type of vocabulary.typeWords) {
      const score = similarity(trigrams, type.trigrams)
      if (score > (found?.score ?? 0)) found = { text: type.word, score }
    }
    return found && found.score >= SIMILARITY_THRESHOLD ? found : null
  }
  const out: string[] = []
  let changed = false
  const { parts } = words
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    const next = parts[i + 1]
    if (part.kind !== 'text' || part.folded.length < 3 || /^\d/.test(part.folded)) {
      out.push(part.text)
      continue
    }
    // Two unknown words may be one name misspelt: taken together when that fits better.
    const pair = next?.kind === 'text' ? best(`${part.folded} ${next.folded}`) : null
    const single = best(part.folded)
    if (pair && pair.score > (single?.score ?? 0) && foldText(pair.text).includes(' ')) {
      out.push(pair.text)
      changed = true
      i++
    } else if (single) {
      out.push(single.text)
      changed = true
    } else out.push(part.text)
  }
  return changed ? out.join(' ') : null
}

/**
 * GET /api/locations/suggest: the places the end of the box's text may be the start of, best first,
 * each with the whole text as it reads with the place chosen.
 */
export async function suggestPlaces(db: Database, text: string, lang: Language): Promise<PlaceSuggestion[]> {
  const words = wordsOf(text).map(bareWord).filter(Boolean)
  if (words.length === 0) return []
  const vocabulary = await vocabularyOf(db)
  const folded = words.map(foldText)
  for (let count = Math.min(SUGGEST_WORDS, words.length); count >= 1; count--) {
    const fragment = folded.slice(-count).join(' ')
    if (fragment.length < 2) continue
    const starts = (place: Place) => place.folded.startsWith(fragment)
    const matches = vocabulary.places.filter((place) => starts(place) || place.folded.includes(` ${fragment}`))
    if (matches.length === 0) continue
    // Names that start with the text before those where a later word does; one entry per name.
    matches.sort((a, b) => Number(starts(b)) - Number(starts(a)) || byRank(a, b))
    const seen = new Set<string>()
    const before = words.slice(0, -count).join(' ')
    return matches
      .filter((place) => !seen.has(place.folded) && seen.add(place.folded))
      .slice(0, PLACE_SUGGESTIONS)
      .map((place) => ({
        kind: place.kind,
        name: place.name,
        city: place.kind === 'neighborhood' ? place.cityName : null,
        cityId: place.cityId,
        countryId: place.countryId,
        country: translate(lang, `countries.${place.countryId}`),
        text: before ? `${before} ${place.name}` : place.name,
      }))
  }
  return []
}

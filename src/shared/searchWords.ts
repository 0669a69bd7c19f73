// The words of a search (issue 22): type words in Spanish, English and Portuguese name a property
// type, place names (cities, neighbourhoods, several words long at times) name a place, and the rest
// stays free text. Everything is compared accent-free and lower-cased, as the stored search text is
// (migration 0002: immutable_unaccent(lower(…))).

/** At most this many words of a search are used (as before: the list query's placeholders). */
const MAX_SEARCH_WORDS = 8
/** The longest place or type name, in words ("rio de janeiro", "lagoa da conceicao"). */
const MAX_PHRASE_WORDS = 4

/** Lower-cased, without accents or other marks: "Cumbayá" → "cumbaya", "São" → "sao". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Type words and the seeded type names they stand for (folded; the names superadmins may edit are
 * looked up by name, so a renamed type simply stops matching its words). Singular forms: plurals are
 * found by `typeOfWord`.
 */
const TYPE_WORDS: Record<string, string[]> = {
  // Spanish, English, Portuguese
  casa: ['casa'],
  house: ['casa'],
  home: ['casa'],
  villa: ['casa'],
  chalet: ['casa'],
  sobrado: ['casa'],
  townhouse: ['casa'],
  residencia: ['casa'],
  apartamento: ['apartamento'],
  departamento: ['apartamento'],
  depto: ['apartamento'],
  dpto: ['apartamento'],
  apto: ['apartamento'],
  apartaestudio: ['apartamento'],
  apartment: ['apartamento'],
  flat: ['apartamento'],
  condo: ['apartamento'],
  penthouse: ['apartamento'],
  loft: ['apartamento'],
  studio: ['apartamento'],
  cobertura: ['apartamento'],
  kitnet: ['apartamento'],
  terreno: ['terreno'],
  lote: ['terreno'],
  parcela: ['terreno'],
  land: ['terreno'],
  plot: ['terreno'],
  lot: ['terreno'],
  oficina: ['oficina'],
  despacho: ['oficina'],
  office: ['oficina'],
  escritorio: ['oficina'],
  consultorio: ['oficina'],
  'sala comercial': ['oficina', 'comercial'],
  local: ['comercial'],
  comercial: ['comercial'],
  'local comercial': ['comercial'],
  tienda: ['comercial'],
  shop: ['comercial'],
  store: ['comercial'],
  retail: ['comercial'],
  commercial: ['comercial'],
  loja: ['comercial'],
  'ponto comercial': ['comercial'],
  bodega: ['bodega'],
  warehouse: ['bodega'],
  galpon: ['bodega'],
  galpao: ['bodega'],
  deposito: ['bodega'],
  armazem: ['bodega'],
  industrial: ['industrial'],
  'nave industrial': ['industrial'],
  factory: ['industrial'],
  fabrica: ['industrial'],
  hotel: ['hotel'],
  hostal: ['hotel'],
  hostel: ['hotel'],
  pousada: ['hotel'],
  rural: ['rural'],
  finca: ['rural'],
  hacienda: ['rural'],
  quinta: ['rural'],
  chacra: ['rural'],
  farm: ['rural'],
  ranch: ['rural'],
  fazenda: ['rural'],
  chacara: ['rural'],
  sitio: ['rural'],
  parqueadero: ['parqueadero'],
  estacionamiento: ['parqueadero'],
  cochera: ['parqueadero'],
  garaje: ['parqueadero'],
  parking: ['parqueadero'],
  garage: ['parqueadero'],
  vaga: ['parqueadero'],
}

/** Every type word, for suggestions ("departamneto" → "departamento"). */
export const TYPE_VOCABULARY: readonly string[] = Object.keys(TYPE_WORDS)

/** The type names a folded word or phrase stands for, plurals included ("oficinas", "locales", "houses"), or null. */
export function typeOfWord(folded: string): string[] | null {
  const known = (word: string) => (Object.hasOwn(TYPE_WORDS, word) ? TYPE_WORDS[word] : null)
  return known(folded) ?? (folded.endsWith('es') ? known(folded.slice(0, -2)) : null) ?? (folded.endsWith('s') ? known(folded.slice(0, -1)) : null)
}

/** One word or phrase of a search as typed, and what it turned out to be. */
type SearchPart = { kind: 'type'; text: string; folded: string; types: string[] } | { kind: 'place'; text: string; folded: string } | { kind: 'text'; text: string; folded: string }

/** The words of a search: the accent-free words ("text" and places) and the type names the type words stand for. */
export interface SearchWords {
  parts: SearchPart[]
  /** Folded type names, any of which a listing's type may have (several type words widen, not narrow). */
  types: string[]
}

/** Words as typed, split on spaces, at most MAX_SEARCH_WORDS. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)
}

/** A word without the punctuation around it ("Cumbayá," → "Cumbayá"), for telling names and type words. */
export const bareWord = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')

/**
 * Splits a search into type words, place names and free text. `isPlace` says whether a folded
 * phrase is a known place; the longest phrase wins at each position ("san isidro" before "san").
 */
export function splitSearch(text: string, isPlace: (folded: string) => boolean): SearchWords {
  const words = wordsOf(text)
  const folded = words.map((word) => foldText(bareWord(word)))
  const parts: SearchPart[] = []
  const types = new Set<string>()
  for (let i = 0; i < words.length;) {
    let matched = false
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - i); length >= 1 && !matched; length--) {
      const phrase = folded.slice(i, i + length).join(' ')
      const typed = words
        .slice(i, i + length)
        .map(bareWord)
        .join(' ')
      const typesOf = phrase ? typeOfWord(phrase) : null
      if (typesOf) {
        parts.push({ kind: 'type', text: typed, folded: phrase, types: typesOf })
        typesOf.forEach((type) => types.add(type))
      } else if (phrase && isPlace(phrase)) {
        parts.push({ kind: 'place', text: typed, folded: phrase })
      } else if (length === 1) {
        // Free text is matched as typed, punctuation included ("30%").
        parts.push({ kind: 'text', text: words[i], folded: foldText(words[i]) })
      } else continue
      i += length
      matched = true
    }
  }
  return { parts, types: [...types] }
}

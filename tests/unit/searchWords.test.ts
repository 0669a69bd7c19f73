import { describe, expect, it } from 'vitest'
import { similarity } from '../../src/server/services/trigram.ts'
import { foldText, splitSearch, typeOfWord, wordsOf } from '../../src/shared/searchWords.ts'

const places = new Set(['bogota', 'san isidro', 'sao paulo', 'rio de janeiro', 'cumbaya'])
const split = (text: string) => splitSearch(text, (folded) => places.has(folded))

describe('search words', () => {
  it('folds case and accents as the stored search text does', () => {
    expect(foldText('Cumbayá São Paulo ESCRITÓRIO Iñaquito')).toBe('cumbaya sao paulo escritorio inaquito')
  })

  it('knows type words in Spanish, English and Portuguese, plurals included', () => {
    for (const word of ['departamento', 'departamentos', 'apartamento', 'apartment', 'flat', 'apto']) expect(typeOfWord(word), word).toEqual(['apartamento'])
    for (const word of ['casa', 'casas', 'house', 'houses', 'home']) expect(typeOfWord(word), word).toEqual(['casa'])
    for (const word of ['terreno', 'lote', 'lotes', 'land', 'plot']) expect(typeOfWord(word), word).toEqual(['terreno'])
    for (const word of ['oficina', 'oficinas', 'office', 'escritorio']) expect(typeOfWord(word), word).toEqual(['oficina'])
    for (const word of ['local', 'locales', 'comercial', 'shop', 'store', 'loja', 'lojas']) expect(typeOfWord(word), word).toEqual(['comercial'])
    expect(typeOfWord('sala comercial')).toEqual(['oficina', 'comercial'])
    for (const word of ['jardin', 'quito', 'es', 's', 'constructor']) expect(typeOfWord(word), word).toBeNull()
  })

  it('splits a search into type words, places (longest name first) and free text', () => {
    expect(split('Departamento Bogotá piscina')).toEqual({
      parts: [
        { kind: 'type', text: 'Departamento', folded: 'departamento', types: ['apartamento'] },
        { kind: 'place', text: 'Bogotá', folded: 'bogota' },
        { kind: 'text', text: 'piscina', folded: 'piscina' },
      ],
      types: ['apartamento'],
    })
    expect(split('house in São Paulo').parts.map((p) => [p.kind, p.text])).toEqual([
      ['type', 'house'],
      ['text', 'in'],
      ['place', 'São Paulo'],
    ])
    expect(split('sala comercial san isidro').parts.map((p) => [p.kind, p.folded])).toEqual([
      ['type', 'sala comercial'],
      ['place', 'san isidro'],
    ])
    expect(split('casa, lote o terreno').types).toEqual(['casa', 'terreno'])
    expect(split('san juan').parts.map((p) => p.kind)).toEqual(['text', 'text'])
  })

  it('keeps at most eight words; punctuation around a name or type word does not hide it, and free text keeps it', () => {
    expect(wordsOf('a b c d e f g h i j')).toHaveLength(8)
    expect(split('  "Cumbayá",  casas!  30% %').parts.map((p) => [p.kind, p.text])).toEqual([
      ['place', 'Cumbayá'],
      ['type', 'casas'],
      ['text', '30%'],
      ['text', '%'],
    ])
  })

  it('measures near misses as pg_trgm does', () => {
    expect(similarity('cumbya', 'cumbaya')).toBeCloseTo(0.5)
    expect(similarity('cumbaya', 'cumbaya')).toBe(1)
    expect(similarity('xyz', 'cumbaya')).toBe(0)
  })
})

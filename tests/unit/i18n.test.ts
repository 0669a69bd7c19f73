import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { interpolate, languageFromHeader, lookup, type Dictionary } from '../../src/shared/i18n.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/shared/constants.ts'
import { createTranslator, flatten } from '../../src/shared/translator.ts'
import { pick } from '../../src/lib/i18n.server.ts'

const loadAdmin = (lang: string) => JSON.parse(readFileSync(new URL(`../../i18n/admin/${lang}.json`, import.meta.url), 'utf8')) as Dictionary
const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../i18n/${lang}.json`, import.meta.url), 'utf8')) as Dictionary

// Every language the site has, less the one the others are checked against.
const OTHER_LANGUAGES = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE)

describe('dictionaries', () => {
  it('there is one per language, and no other', () => {
    const files = (dir: string) =>
      readdirSync(new URL(dir, import.meta.url))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort()
    expect(files('../../i18n/')).toEqual([...LANGUAGES].sort())
    expect(files('../../i18n/admin/')).toEqual([...LANGUAGES].sort())
  })

  const es = flatten(load(DEFAULT_LANGUAGE))
  for (const lang of OTHER_LANGUAGES) {
    it(`${lang} has exactly the keys of es, none empty`, () => {
      const other = flatten(load(lang))
      expect(Object.keys(other).sort()).toEqual(Object.keys(es).sort())
      for (const [key, value] of Object.entries(other)) expect(value.trim(), key).not.toBe('')
    })
  }
  it('es has no empty value', () => {
    for (const [key, value] of Object.entries(es)) expect(value.trim(), key).not.toBe('')
  })
  it('keeps the placeholders of a message in every language', () => {
    const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
    for (const lang of OTHER_LANGUAGES) {
      const other = flatten(load(lang))
      for (const [key, value] of Object.entries(es)) expect(placeholders(other[key]), `${lang}:${key}`).toEqual(placeholders(value))
    }
  })
})

describe('admin dictionaries', () => {
  const es = flatten(loadAdmin(DEFAULT_LANGUAGE))
  for (const lang of OTHER_LANGUAGES) {
    it(`admin/${lang} has exactly the keys of admin/es, none empty, same placeholders`, () => {
      const other = flatten(loadAdmin(lang))
      expect(Object.keys(other).sort()).toEqual(Object.keys(es).sort())
      const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
      for (const [key, value] of Object.entries(other)) {
        expect(value.trim(), key).not.toBe('')
        expect(placeholders(value), `${lang}:${key}`).toEqual(placeholders(es[key]))
      }
    })
  }
  it('admin/es has no empty value', () => {
    for (const [key, value] of Object.entries(es)) expect(value.trim(), key).not.toBe('')
  })
})

describe('i18n helpers', () => {
  it('looks dotted keys up and reports missing ones', () => {
    expect(lookup({ a: { b: 'x' } }, 'a.b')).toBe('x')
    expect(lookup({ a: { b: 'x' } }, 'a.c')).toBeUndefined()
  })
  it('fills placeholders', () => {
    expect(interpolate('Hola {{name}}', { name: 'Ana' })).toBe('Hola Ana')
  })
  it('picks the best supported language of the browser, Spanish otherwise', () => {
    expect(languageFromHeader('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt')
    expect(languageFromHeader('fr-FR,en;q=0.5')).toBe('en')
    expect(languageFromHeader('de')).toBe('es')
    expect(languageFromHeader(undefined)).toBe('es')
  })
})

describe('translator', () => {
  const results = { es: flatten(load(DEFAULT_LANGUAGE)), en: flatten(load('en')), pt: flatten(load('pt')) }
  const t = (lang: 'es' | 'en' | 'pt') => createTranslator(lang, (key) => results[lang][key])

  it("chooses the plural form by the language's rules", () => {
    expect(t('es')('properties.results', { count: 1 })).toBe('1 propiedad encontrada')
    expect(t('es')('properties.results', { count: 0 })).toBe('0 propiedades encontradas')
    expect(t('en')('properties.results', { count: 2 })).toBe('2 properties found')
    // CLDR: Brazilian Portuguese uses the singular for 0 and 1.
    expect(t('pt')('properties.results', { count: 0 })).toBe('0 imóvel encontrado')
    expect(t('pt')('properties.results', { count: 5 })).toBe('5 imóveis encontrados')
  })
  it('groups the digits of a count as the language writes them', () => {
    expect(t('es')('properties.results', { count: 12345 })).toBe('12.345 propiedades encontradas')
    expect(t('en')('properties.results', { count: 12345 })).toBe('12,345 properties found')
  })
  it('answers the key itself when a message is missing, and fills other placeholders as given', () => {
    expect(t('es')('no.such.key' as never)).toBe('no.such.key')
    const one = createTranslator('es', (key) => ({ greet: 'Hola {{name}}' })[key])
    expect(one('greet' as never, { name: 'Ana' })).toBe('Hola Ana')
  })
})

describe('schema messages', () => {
  it('every message key the shared schemas, form checks and definitions name exists in every dictionary', () => {
    // Every .ts file of src/shared, however deep: schemas, field checks and tables such as the search's filters.
    const dir = new URL('../../src/shared/', import.meta.url)
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))
    const sources = files.map((file) => readFileSync(new URL(file, dir), 'utf8'))
    const keys = new Set(sources.flatMap((source) => [...source.matchAll(/'((?:validation|errors)\.[\w.]+)'/g)].map((m) => m[1])))
    expect(keys.size).toBeGreaterThan(10)
    for (const lang of LANGUAGES) for (const key of keys) expect(lookup(load(lang), key), `${lang}:${key}`).toBeTypeOf('string')
  })
})

describe('pick', () => {
  it('hands an island the keys under its prefixes, a plural key with its forms', () => {
    const { entries } = pick('en', 'pagination', 'properties.results')
    const expected = Object.keys(flatten(load('en'))).filter((key) => key.startsWith('pagination.') || key.startsWith('properties.results_'))
    expect(Object.keys(entries).sort()).toEqual(expected.sort())
    expect(expected).toContain('properties.results_one')
    expect(createTranslator('en', (key) => entries[key])('properties.results', { count: 2 })).toBe('2 properties found')
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { interpolate, languageFromHeader, lookup, type Dictionary } from '../../src/shared/i18n.ts'

const loadAdmin = (lang: string) => JSON.parse(readFileSync(new URL(`../../i18n/admin/${lang}.json`, import.meta.url), 'utf8')) as Dictionary
const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../i18n/${lang}.json`, import.meta.url), 'utf8')) as Dictionary

function flatten(tree: Dictionary, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? { ...out, [path]: value } : { ...out, ...flatten(value, path) }
  }, {})
}

describe('dictionaries', () => {
  const es = flatten(load('es'))
  for (const lang of ['en', 'pt']) {
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
    for (const lang of ['en', 'pt']) {
      const other = flatten(load(lang))
      for (const [key, value] of Object.entries(es)) expect(placeholders(other[key]), `${lang}:${key}`).toEqual(placeholders(value))
    }
  })
})

describe('admin dictionaries', () => {
  const es = flatten(loadAdmin('es'))
  for (const lang of ['en', 'pt']) {
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

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { withLanguages, type InlineLanguages } from '../../src/lib/inline/languageConfig.ts'
import { localeParamsOf } from '../../src/lib/locales.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/shared/constants.ts'
import { HTML_LANG, localeSplitter, prefixAlternatives, splitLocale } from '../../src/shared/locale.ts'

// A language is one entry: LANGUAGES (with its typed records in shared/locale.ts) and its
// dictionaries. Routes, static paths, path patterns, the head scripts and Astro's own list derive
// from it; a fourth language, made up here in memory, reaches all of them with no other edit.

const siteHead = readFileSync(new URL('../../src/lib/inline/siteHead.js', import.meta.url), 'utf8')
const adminHead = readFileSync(new URL('../../src/lib/inline/adminHead.js', import.meta.url), 'utf8')

const WITH_FRENCH: InlineLanguages = { languages: [...LANGUAGES, 'fr'], fallback: DEFAULT_LANGUAGE, htmlLang: { ...HTML_LANG, fr: 'fr-FR' } }

/** Runs an inline head script in a page at `path` whose visitor chose `chosen`; returns where it sent them and the page's lang. */
function runHead(source: string, path: string, chosen: string | null) {
  let sentTo: string | null = null
  const documentElement = { lang: DEFAULT_LANGUAGE, classList: { add: () => {} } }
  runInNewContext(source, {
    localStorage: { getItem: (key: string) => (key === 'lang' ? chosen : null) },
    matchMedia: () => ({ matches: false }),
    location: { pathname: path, search: '?x=1', hash: '', replace: (to: string) => (sentTo = to) },
    document: { documentElement },
  })
  return { sentTo, lang: documentElement.lang }
}

describe('one entry per language', () => {
  it('Astro is configured with LANGUAGES and the default language', async () => {
    const { default: config } = (await import('../../astro.config.mjs')) as { default: { i18n: { locales: string[]; defaultLocale: string } } }
    expect(config.i18n.locales).toEqual([...LANGUAGES])
    expect(config.i18n.defaultLocale).toBe(DEFAULT_LANGUAGE)
  })

  it('the site as it is: the head script moves a visitor to the language they chose, and only then', () => {
    const head = withLanguages(siteHead)
    expect(runHead(head, '/en/propiedades', 'pt').sentTo).toBe('/pt/propiedades?x=1')
    expect(runHead(head, '/pt', DEFAULT_LANGUAGE).sentTo).toBe('/?x=1')
    expect(runHead(head, '/', 'en').sentTo).toBe('/en?x=1')
    expect(runHead(head, '/propiedades', DEFAULT_LANGUAGE).sentTo).toBeNull()
    expect(runHead(head, '/propiedades', 'xx').sentTo).toBeNull()
    expect(runHead(head, '/admin/dashboard', 'en').sentTo).toBeNull()
    expect(splitLocale('/pt/alertas')).toEqual({ lang: 'pt', path: '/alertas' })
    expect(splitLocale('/ptx/alertas')).toEqual({ lang: DEFAULT_LANGUAGE, path: '/ptx/alertas' })
  })

  it('a fourth language reaches the static paths, the path patterns and both head scripts with no other edit', () => {
    const { languages, fallback } = WITH_FRENCH
    expect(localeParamsOf(languages, fallback)).toContainEqual({ params: { locale: 'fr' } })
    expect(localeParamsOf(languages, fallback)).toContainEqual({ params: { locale: undefined } })
    expect(prefixAlternatives(languages, fallback).split('|')).toContain('fr')
    expect(localeSplitter(languages, fallback)('/fr/favoritos')).toEqual({ lang: 'fr', path: '/favoritos' })
    expect(localeSplitter(languages, fallback)('/fr')).toEqual({ lang: 'fr', path: '/' })

    const head = withLanguages(siteHead, WITH_FRENCH)
    expect(runHead(head, '/fr/alertas', 'en').sentTo).toBe('/en/alertas?x=1')
    expect(runHead(head, '/alertas', 'fr').sentTo).toBe('/fr/alertas?x=1')
    expect(runHead(head, '/fr/alertas', 'fr').sentTo).toBeNull()
    expect(runHead(withLanguages(adminHead, WITH_FRENCH), '/admin', 'fr').lang).toBe('fr-FR')
    expect(runHead(withLanguages(adminHead), '/admin', 'pt').lang).toBe('pt-BR')
  })

  it('no source names a language code or a pattern of them outside the entry', () => {
    const entry = new Set(['src/shared/constants.ts', 'src/shared/locale.ts'])
    // A code as a string, or codes as alternatives of a pattern: what a new language would miss.
    const named = /['"](?:en|pt)['"]|\b(?:es|en|pt)\|(?:es|en|pt)\b|(?:\?\?|\|\|)\s*['"]es['"]/
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = `${dir}/${name}`
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.(ts|tsx|astro|js|mjs)$/.test(name)) files.push(path)
      }
    }
    walk('src')
    const offenders = files
      .filter((file) => !entry.has(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (named.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      )
    expect(offenders).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { islandPropsKept } from '../../scripts/build/islandPropsKept.ts'
import { keptIslandProps } from '../../src/server/keptIslandProps.ts'
import { deepFreeze } from '../../src/shared/deepFreeze.ts'

const require = createRequire(import.meta.url)
const astroDir = path.dirname(require.resolve('astro/package.json'))
const runtime = (file: string) => import(pathToFileURL(path.join(astroDir, 'dist/runtime/server', file)).href)
// The installed Astro's own functions: the attribute must be exactly what they write.
const { serializeProps } = (await runtime('serialize.js')) as { serializeProps: (props: Record<string, unknown>, metadata: unknown) => string }
const { escapeHTML } = (await runtime('escape.js')) as { escapeHTML: (text: string) => string }
const astroWrites = (props: Record<string, unknown>) => escapeHTML(serializeProps(props, {}))

const messages = deepFreeze({ lang: 'es', entries: { 'card.seeMore': 'Ver «más» & <todo>', 'filters.quote': 'Dijo "sí" y \'no\'' } })
const options = deepFreeze({ types: [{ id: 1, name: 'Casa' }], cities: [{ id: 'ec_quito', name: 'Quito', latitude: -0.2, longitude: null }] })

describe("islands' props with frozen values written once", () => {
  it('writes what Astro writes, for every kind of value, frozen or not', () => {
    const write = keptIslandProps(serializeProps, escapeHTML)
    const cases: Record<string, unknown>[] = [
      { lang: 'es', messages, options, initialResult: { data: [{ id: 9, title: 'Suite "vista" <valle> & más' }], pagination: { page: 1 } }, empty: undefined, none: null },
      { 'a "quoted" key': 1, 'and <another> & one': messages, when: new Date('2026-11-29T12:00:00Z'), tags: new Set(['a', 'b']), byId: new Map([[1, 'x']]) },
      { n: Infinity, list: [1, 'two', [3, { four: 4 }]], text: "l'été" },
      {},
    ]
    for (const props of cases) {
      expect(write(props, {})).toBe(astroWrites(props))
      // Kept, the second time is the same text.
      expect(write(props, {})).toBe(astroWrites(props))
    }
  })

  it('serialises a frozen value once, however many islands and names it has; any other value each time', () => {
    const asked: string[] = []
    const write = keptIslandProps((props, metadata) => (asked.push(Object.keys(props).join()), serializeProps(props, metadata)), escapeHTML)
    const result = { data: [{ id: 1 }] }
    for (let i = 0; i < 3; i++) write({ messages, result }, {})
    write({ dictionary: messages }, {})
    expect(asked.filter((name) => name === 'messages' || name === 'dictionary')).toEqual(['messages'])
    expect(asked.filter((name) => name === 'result')).toHaveLength(3)
    // A value frozen only on top is still the maker's promise; a value not frozen is never kept.
    const open = { lang: 'pt', entries: { a: 'b' } }
    expect(write({ messages: open }, {})).toBe(astroWrites({ messages: open }))
    open.entries.a = 'c'
    expect(write({ messages: open }, {})).toBe(astroWrites({ messages: open }))
  })

  it('freezes the whole tree of a shared value', () => {
    expect(Object.isFrozen(messages) && Object.isFrozen(messages.entries)).toBe(true)
    expect(Object.isFrozen(options.cities[0])).toBe(true)
    expect(() => {
      ;(options.types as { name: string }[])[0].name = 'Otra'
    }).toThrow(TypeError)
  })
})

describe('the build plugin that keeps them', () => {
  const file = path.join(astroDir, 'dist/runtime/server/hydration.js')

  it("writes the installed Astro's island props through the kept version", () => {
    const result = islandPropsKept().transform(readFileSync(file, 'utf8'), file)
    expect(result?.code).toMatch(/^import \{ keptIslandProps \} from ".*keptIslandProps\.ts";\nconst portalIslandProps = keptIslandProps\(serializeProps, escapeHTML\);/)
    expect(result?.code).toContain('island.props["props"] = portalIslandProps(props, metadata);')
    expect(result?.code).not.toContain('escapeHTML(serializeProps(props, metadata))')
  })

  it('leaves other modules alone, and fails the build if Astro writes the props another way', () => {
    expect(islandPropsKept().transform('island.props["props"] = escapeHTML(serializeProps(props, metadata));', '/src/other.js')).toBeNull()
    expect(() => islandPropsKept().transform('export {}', '/x/node_modules/astro/dist/runtime/server/hydration.js')).toThrow(/not found/)
  })
})

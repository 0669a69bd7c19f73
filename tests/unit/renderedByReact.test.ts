import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderedByReact } from '../../src/lib/renderedByReact.ts'

// Astro runs an unmarked React component in a trial render before each use from an .astro file
// (ADR 016): every component the pages use carries the mark, checked here from the sources.

const root = path.resolve(import.meta.dirname, '../..')

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? astroFiles(file) : file.endsWith('.astro') ? [file] : []
  })
}

/** The React components `.astro` files render on the server: `<Name` of a name imported from a `.tsx` file, with that file. */
function componentsUsed(): { name: string; file: string; from: string }[] {
  const used = new Map<string, { name: string; file: string; from: string }>()
  for (const astro of astroFiles(path.join(root, 'src'))) {
    const source = readFileSync(astro, 'utf8')
    for (const [, clause, specifier] of source.matchAll(/^import\s+(.+?)\s+from\s+'([^']+\.tsx)'/gm)) {
      const names = [...clause.matchAll(/\b([A-Z]\w*)\b/g)].map((match) => match[1]).filter((name) => !/^[A-Z0-9_]+$/.test(name))
      for (const name of names) {
        // Rendered on the server at least once (`client:only` islands are not).
        const uses = [...source.matchAll(new RegExp(`<${name}([\\s/>][^>]*)`, 'g'))]
        if (!uses.some(([, attributes]) => !attributes.includes('client:only'))) continue
        const file = path.resolve(path.dirname(astro), specifier)
        used.set(`${file}#${name}`, { name, file, from: path.relative(root, astro) })
      }
    }
  }
  return [...used.values()]
}

describe('React components used from .astro files', () => {
  it('are all marked for Astro, so none is rendered on trial first', () => {
    const used = componentsUsed()
    expect(used.map((component) => component.name)).toEqual(expect.arrayContaining(['SearchPage', 'PropertyCard', 'ListingContactForm']))
    const unmarked = used.filter(({ name, file }) => !readFileSync(file, 'utf8').includes(`renderedByReact(${name})`))
    expect(unmarked.map(({ name, from }) => `${name} (used in ${from})`)).toEqual([])
  })

  it("carry the renderer's name under the symbol Astro reads", () => {
    const component = renderedByReact(() => null)
    expect((component as unknown as Record<symbol, unknown>)[Symbol.for('astro:renderer')]).toBe('@astrojs/react')
  })
})

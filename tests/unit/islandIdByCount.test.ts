import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { islandIdByCount } from '../../scripts/build/islandIdByCount.ts'

const require = createRequire(import.meta.url)
const componentFile = path.join(path.dirname(require.resolve('astro/package.json')), 'dist/runtime/server/render/component.js')

describe('the build plugin that names islands by their rank on the page', () => {
  it("replaces the installed Astro's hash of each island's HTML and props with a count kept on the page's render", () => {
    const result = islandIdByCount().transform(readFileSync(componentFile, 'utf8'), componentFile)
    expect(result?.code).not.toMatch(/shorthash\(\s*`<!--/)
    expect(result?.code).toContain('result.portalIslandCount = (result.portalIslandCount ?? 0) + 1')
    // The only serialisation left is the page's own copy of the props, made in hydration.js.
    expect(result?.code).not.toMatch(/serializeProps\(/)
  })

  it('leaves other modules alone, and fails the build if Astro no longer hashes the island', () => {
    expect(islandIdByCount().transform('const astroId = 1', '/src/other.js')).toBeNull()
    expect(() => islandIdByCount().transform('export {}', '/x/node_modules/astro/dist/runtime/server/render/component.js')).toThrow(/not found/)
  })
})

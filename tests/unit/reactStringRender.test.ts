import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { reactStringRender } from '../../scripts/build/reactStringRender.ts'

const require = createRequire(import.meta.url)
const rendererFile = require.resolve('@astrojs/react/server.js')

describe('the build plugin that renders islands to a string', () => {
  it("gives the installed renderer's string render the island's options (its useId prefix)", () => {
    const result = reactStringRender().transform(readFileSync(rendererFile, 'utf8'), rendererFile)
    expect(result?.code).toContain('ReactDOM.renderToString(vnode, renderOptions)')
    expect(result?.code).not.toContain('ReactDOM.renderToString(vnode)')
    expect(result?.code).toMatch(/renderOptions = \{\s*identifierPrefix: prefix/)
  })

  it('leaves other modules alone, and fails the build if the renderer no longer has the call', () => {
    expect(reactStringRender().transform('ReactDOM.renderToString(vnode)', '/src/other.js')).toBeNull()
    expect(() => reactStringRender().transform('export {}', '/x/node_modules/@astrojs/react/dist/server.js')).toThrow(/not found/)
  })
})

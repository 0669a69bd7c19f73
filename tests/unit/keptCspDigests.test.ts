import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cspDigestsKept } from '../../scripts/build/cspDigestsKept.ts'
import { keptCspDigests } from '../../src/server/keptCspDigests.ts'

const sha256 = (data: string) => `sha256-${createHash('sha256').update(data).digest('base64')}`

describe('CSP digests kept per text', () => {
  it('computes each text once per algorithm, and gives the digest itself', async () => {
    const asked: string[] = []
    const digest = keptCspDigests(async (data, algorithm) => (asked.push(`${algorithm}:${data}`), sha256(data)))
    const style = 'body{margin:0}'
    expect(await digest(style, 'SHA-256')).toBe(sha256(style))
    expect(await digest(style, 'SHA-256')).toBe(sha256(style))
    await digest('p{color:red}', 'SHA-256')
    await digest(style, 'SHA-384')
    expect(asked).toEqual([`SHA-256:${style}`, 'SHA-256:p{color:red}', `SHA-384:${style}`])
  })

  it('asks again after a failure, and keeps a bounded number of texts', async () => {
    let calls = 0
    const digest = keptCspDigests(async (data) => {
      calls++
      if (calls === 1) throw new Error('thread pool busy')
      return sha256(data)
    })
    await expect(digest('a', 'SHA-256')).rejects.toThrow('busy')
    expect(await digest('a', 'SHA-256')).toBe(sha256('a'))
    for (let i = 0; i < 300; i++) await digest(`text ${i}`, 'SHA-256')
    const before = calls
    // 'a' went out when the kept texts reached the bound.
    await digest('a', 'SHA-256')
    expect(calls).toBe(before + 1)
  })
})

describe('the build plugin that keeps them', () => {
  const require = createRequire(import.meta.url)
  const file = path.join(path.dirname(require.resolve('astro/package.json')), 'dist/core/encryption.js')

  it("turns the installed Astro's generateCspDigest into the kept version of itself", () => {
    const result = cspDigestsKept().transform(readFileSync(file, 'utf8'), file)
    expect(result?.code).toMatch(/^import \{ keptCspDigests \} from ".*keptCspDigests\.ts";/)
    expect(result?.code).toContain('const generateCspDigest = keptCspDigests(computeCspDigest);\nasync function computeCspDigest(data, algorithm) {')
    expect(result?.code).not.toContain('async function generateCspDigest(')
  })

  it('leaves other modules alone, and fails the build if the function is gone', () => {
    expect(cspDigestsKept().transform('async function generateCspDigest(data, algorithm) {', '/src/other.js')).toBeNull()
    expect(() => cspDigestsKept().transform('export {}', '/x/node_modules/astro/dist/core/encryption.js')).toThrow(/not found/)
  })
})

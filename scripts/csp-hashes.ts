import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inlineScriptHashesOf } from './build/inlineScripts.ts'

// Post-build step: the SHA-256 of every inline script the pre-rendered pages run (theme bootstrap,
// Astro's island loader, small bundled scripts Astro inlines), for the server's CSP header
// (src/server/site.ts reads dist/csp-script-hashes.json). Pages rendered on demand bring their own.
const root = path.join('dist', 'client')
const hashes = new Set<string>()

function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (name.endsWith('.html')) for (const hash of inlineScriptHashesOf(readFileSync(file, 'utf8'))) hashes.add(hash)
  }
}

walk(root)
writeFileSync(path.join('dist', 'csp-script-hashes.json'), `${JSON.stringify([...hashes].sort(), null, 2)}\n`)
console.log(`[build] ${hashes.size} inline script hashes for the CSP`)

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { addModulePreloads } from './build/modulePreloads.ts'

// Post-build step (before compress-assets.ts): see scripts/build/modulePreloads.ts for why.
const root = path.join('dist', 'client')
const readModule = (url: string) => readFileSync(path.join(root, url), 'utf8')
let pages = 0

function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (name.endsWith('.html')) {
      const html = readFileSync(file, 'utf8')
      const withPreloads = addModulePreloads(html, readModule)
      if (withPreloads !== html) {
        writeFileSync(file, withPreloads)
        pages += 1
      }
    }
  }
}

walk(root)
console.log(`[build] module preloads added to ${pages} pages`)

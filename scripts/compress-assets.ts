import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { writeBuildStamp } from './build-state.ts'

// Pre-compressed copies let the server send .br/.gz files without compressing on every request.
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/
const root = path.join('dist', 'client')
let count = 0

function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file)
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
      count += 1
    }
  }
}

walk(root)
writeBuildStamp()
console.log(`[build] pre-compressed ${count} files`)

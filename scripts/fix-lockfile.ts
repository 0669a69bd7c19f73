// The npm registry this project installs from serves only the packages for the
// platforms it builds on, so `npm install` leaves other platforms' optional
// binaries (darwin, win32, ...) out of package-lock.json, and `npm ci` then
// refuses the lockfile as out of sync. This adds a platform-tagged entry for
// each missing optional binary: `npm ci` accepts the lockfile and skips them
// on this machine exactly as it would with complete entries.
// Run `npm run lock:fix` after every `npm install` that changes the lockfile.
import fs from 'node:fs'

interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  os?: string[]
  cpu?: string[]
  optionalDependencies?: Record<string, string>
}

const FILE = new URL('../package-lock.json', import.meta.url)
const OSES = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix', 'netbsd', 'openharmony']
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64']

function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu'> | null {
  const parts = name.split('/').pop()!.split('-')
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] }
  const os = OSES.find((o) => parts.includes(o))
  if (!os) return null
  const cpu = CPUS.find((c) => parts.includes(c))
  return cpu ? { cpu: [cpu], os: [os] } : { os: [os] }
}

const lock = JSON.parse(fs.readFileSync(FILE, 'utf8')) as { packages: Record<string, LockEntry> }
const packages = lock.packages
let added = 0
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (packages[`node_modules/${dep}`] || packages[`${path}/node_modules/${dep}`]) continue
    const platform = platformOf(dep)
    if (!platform) {
      console.warn(`left alone: ${dep} (no platform in its name)`)
      continue
    }
    packages[`node_modules/${dep}`] = { version, ...(meta.dev ? { dev: true } : {}), optional: true, ...platform }
    added += 1
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync(FILE, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} optional platform entries added`)

import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../../src/server/db/client.ts'
import { prepareDatabase } from '../../src/server/db/prepare.ts'
import { createLocalDiskStorage } from '../../src/server/storage/localDisk.ts'
import { fillListings } from './fill.ts'
import { ensureBuild, freePort } from './serve.ts'

// `npm run bench:api`: 100,000 listings in a throwaway database, the real server on top, and
// autocannon on GET /api/properties (concurrency 32, 10 s per mix) beside a small static file.
// PGlite always; PostgreSQL too when DATABASE_URL is set (a new database is created and dropped).
// Goal (issue 2): p99 under 50 ms for every mix on PostgreSQL on a 2-core machine.

const ROWS = Number(process.env.BENCH_ROWS) || 100_000
const DURATION = Number(process.env.BENCH_DURATION) || 10
const CONNECTIONS = 32
const GOAL_P99_MS = 50

interface Target {
  label: string
  env: Record<string, string>
  databaseUrl?: string
  cleanup(): Promise<void>
}

interface Figures {
  mix: string
  'req/s': number
  'p50 ms': number
  'p99 ms': number
  'non-2xx': number
  errors: number
  'vs static': string
  'p99 < 50 ms': string
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  return { label: 'PGlite (embedded)', env: { DATA_DIR: dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) }
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-pg-'))
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    databaseUrl: url.toString(),
    async cleanup() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function prepare(target: Target) {
  const started = performance.now()
  const handle = await openDatabase({ url: target.databaseUrl, pgliteDir: path.join(target.env.DATA_DIR, 'pglite') })
  await prepareDatabase(handle, { seedDemo: false, storage: createLocalDiskStorage(path.join(target.env.DATA_DIR, 'uploads')) })
  await fillListings(handle.db, ROWS)
  await handle.close()
  console.log(`  filled ${ROWS.toLocaleString('en')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function startServer(target: Target) {
  const port = await freePort()
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...inherited, ...target.env, SEED_DEMO: '0', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ok = await fetch(`${origin}/api/locations/countries`).then((r) => r.ok, () => false)
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

async function load(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration })
}

async function run(target: Target): Promise<Figures[]> {
  console.log(`\n${target.label}`)
  await prepare(target)
  const server = await startServer(target)
  try {
    const types = (await (await fetch(`${server.origin}/api/properties/types`)).json()) as { id: number }[]
    const mixes: [string, string][] = [
      ['no filter', '/api/properties'],
      ['country + type', `/api/properties?countryId=country_co&propertyTypeId=${types[1]?.id ?? types[0].id}`],
      ['text query', '/api/properties?q=jardin'],
      ['price ascending', '/api/properties?sortBy=price&sortOrder=asc'],
      ['page 500', '/api/properties?page=500'],
      ['static file', '/favicon.svg'],
    ]
    const raw: { mix: string; result: autocannon.Result }[] = []
    for (const [mix, pathAndQuery] of mixes) {
      const url = `${server.origin}${pathAndQuery}`
      const probe = await fetch(url)
      if (!probe.ok) throw new Error(`${mix}: ${url} answered ${probe.status}`)
      await load(url, 1) // warm-up: caches, JIT, connection pool
      raw.push({ mix, result: await load(url, DURATION) })
      console.log(`  ${mix}: done`)
    }
    const staticRate = raw.find((r) => r.mix === 'static file')!.result.requests.average
    return raw.map(({ mix, result }) => ({
      mix,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      'vs static': `${((result.requests.average / staticRate) * 100).toFixed(1)} %`,
      'p99 < 50 ms': result.latency.p99 < GOAL_P99_MS ? 'yes' : 'NO',
    }))
  } finally {
    await server.stop()
  }
}

ensureBuild()
const targets: (() => Promise<Target>)[] = [pgliteTarget]
if (process.env.DATABASE_URL) targets.push(() => postgresTarget(process.env.DATABASE_URL!))

let failed = false
for (const makeTarget of targets) {
  const target = await makeTarget()
  try {
    const figures = await run(target)
    console.log(`\n${target.label}: ${ROWS.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${DURATION} s per mix`)
    console.table(figures)
    if (figures.some((f) => f['non-2xx'] > 0 || f.errors > 0)) failed = true
  } finally {
    await target.cleanup()
  }
}
if (failed) {
  console.error('some requests failed (non-2xx or errors above)')
  process.exit(1)
}

// `npm run bench:api`: load test of GET /api/properties on a throwaway database of 100,000 listings,
// on PGlite and, when DATABASE_URL is set, on PostgreSQL too. Run on demand, never part of `npm test`.
//
//   BENCH_ROWS      listings to insert (100000)
//   BENCH_DURATION  seconds of load per mix (10)
//   BENCH_WARMUP    seconds of unmeasured load per mix before it (2)
//   BENCH_PGLITE=0  skip the embedded database (PostgreSQL only)
//   DATABASE_URL    a PostgreSQL server where a database bench_<timestamp> may be created and dropped
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { DEMO_SUPERADMIN, prepareDatabase } from '../../src/server/db/prepare.ts'
import { createLocalDiskStorage } from '../../src/server/storage/localDisk.ts'
import { measureCpu } from './cpu.ts'
import { fillListings } from './fill.ts'
import { startServer } from './server.ts'

const ROWS = positiveInt('BENCH_ROWS', 100_000)
const DURATION = positiveInt('BENCH_DURATION', 10)
const WARMUP = nonNegativeInt('BENCH_WARMUP', 2)
const CONNECTIONS = 32
const GOAL_P99_MS = 50
const STATIC_PATH = '/favicon.svg'

function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : fallback
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}

function nonNegativeInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : fallback
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`)
  return value
}

const log = (line: string) => console.log(line)

interface Mix {
  name: string
  path: string
}

interface MixResult extends Mix {
  /** pagination.total of one answer (undefined for the static file). */
  total?: number
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  /** CPU ms per request of the server process (with PGlite inside it) and of the PostgreSQL backends. */
  serverCpu?: number
  databaseCpu?: number
}

/** Cleanups still owed (throwaway databases, temp dirs, servers), run even on failure or Ctrl-C. */
const cleanups: (() => Promise<void>)[] = []
async function runCleanups() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!
    await cleanup().catch((error: unknown) => console.error('cleanup failed:', error))
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`)
    void runCleanups().finally(() => process.exit(130))
  })
}

/** The static comparison file is served from the site build; build it when it is missing. */
function ensureSiteBuild() {
  if (existsSync(path.join('dist', 'client', STATIC_PATH.slice(1))) && existsSync(path.join('dist', 'server', 'entry.mjs'))) return
  log('dist/ is missing: npm run build')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
}

interface Throwaway {
  label: string
  handle: DatabaseHandle
  serverEnv: { DATA_DIR: string; DATABASE_URL?: string }
  /** The PostgreSQL backends serving the server, when they run on this machine. */
  backendPids?: () => Promise<number[]>
}

async function throwawayPglite(): Promise<Throwaway> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
  return { label: 'PGlite', handle, serverEnv: { DATA_DIR: dataDir } }
}

async function throwawayPostgres(adminUrl: string): Promise<Throwaway> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const name = `bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl })
    await dropper.connect()
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      log(`dropped database ${name}`)
    } finally {
      await dropper.end()
    }
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const benchUrl = url.toString()
  const setup = new pg.Client({ connectionString: benchUrl })
  await setup.connect()
  try {
    await setup.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    await setup.query('CREATE EXTENSION IF NOT EXISTS unaccent')
  } finally {
    await setup.end()
  }
  log(`created database ${name}`)
  const handle = await openDatabase({ url: benchUrl, poolSize: 2 })
  const backendPids = async () => {
    const client = new pg.Client({ connectionString: benchUrl })
    await client.connect()
    try {
      const result = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
      return result.rows.map((row) => row.pid)
    } finally {
      await client.end()
    }
  }
  return { label: 'PostgreSQL', handle, serverEnv: { DATA_DIR: dataDir, DATABASE_URL: benchUrl }, backendPids }
}

/** Migrates with the project's own migrations (no demo data) and inserts the listings. */
async function prepareAndFill(target: Throwaway): Promise<number> {
  const { handle } = target
  try {
    await prepareDatabase(handle, { seedDemo: false, storage: createLocalDiskStorage(path.join(target.serverEnv.DATA_DIR, 'uploads')) })
    const owner = (await handle.db.execute(sql`SELECT id FROM users WHERE email = ${DEMO_SUPERADMIN.email}`)) as unknown as { rows: { id: number }[] }
    const ownerId = Number(owner.rows[0]?.id)
    if (!ownerId) throw new Error('the seeded superadmin is missing')
    log(`filling ${ROWS.toLocaleString('en')} listings…`)
    const fill = await fillListings(handle.db, ROWS, ownerId, log)
    return fill.ms
  } finally {
    await handle.close()
  }
}

async function load(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds })
}

async function runMix(server: { url: string; pid: number }, target: Throwaway, mix: Mix): Promise<MixResult> {
  const url = server.url + mix.path
  const probe = await fetch(url)
  if (!probe.ok) throw new Error(`${mix.name}: GET ${mix.path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`)
  let total: number | undefined
  if (mix.path.startsWith('/api/')) total = ((await probe.json()) as { pagination: { total: number } }).pagination.total
  else await probe.arrayBuffer()
  if (WARMUP > 0) await load(url, WARMUP)
  // After the warm-up, so that the pool's connections are all open.
  const serverCpu = measureCpu([server.pid])
  const databaseCpu = measureCpu((await target.backendPids?.()) ?? [])
  const result = await load(url, DURATION)
  const perRequest = (ms: number | undefined) => (ms === undefined || result.requests.total === 0 ? undefined : ms / result.requests.total)
  const row: MixResult = {
    ...mix,
    total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpu: perRequest(serverCpu()),
    databaseCpu: perRequest(databaseCpu()),
  }
  log(`  ${mix.name.padEnd(18)} ${fmt(row.requestsPerSecond, 0).padStart(7)} req/s  p50 ${fmt(row.p50, 1)} ms  p99 ${fmt(row.p99, 1)} ms`)
  return row
}

const fmt = (value: number, digits: number) => value.toFixed(digits)

const loadAverage = () => os.loadavg()[0].toFixed(1)

function printTable(label: string, fillMs: number, rows: MixResult[], loadBefore: string) {
  const staticRate = rows.find((row) => row.path === STATIC_PATH)?.requestsPerSecond ?? NaN
  const header = ['mix', 'total', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs static', `p99<${GOAL_P99_MS}ms`, 'server CPU ms/req', 'db CPU ms/req']
  const lines = rows.map((row) => [
    row.name,
    row.total === undefined ? '-' : String(row.total),
    fmt(row.requestsPerSecond, 0),
    fmt(row.p50, 1),
    fmt(row.p99, 1),
    String(row.non2xx),
    String(row.errors),
    row.path === STATIC_PATH ? '1.00' : fmt(row.requestsPerSecond / staticRate, 2),
    row.p99 < GOAL_P99_MS ? 'yes' : 'NO',
    row.serverCpu === undefined ? '-' : fmt(row.serverCpu, 2),
    row.databaseCpu === undefined ? '-' : fmt(row.databaseCpu, 2),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)))
  const render = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`
  log('')
  log(`${label}: ${ROWS.toLocaleString('en')} listings (fill ${fmt(fillMs / 1000, 1)} s), ${CONNECTIONS} connections, ${DURATION} s per mix`)
  log(`${os.cpus().length} CPUs, Node ${process.version}, 1-minute load average ${loadBefore} before the load, ${loadAverage()} after`)
  log(render(header))
  log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`)
  for (const line of lines) log(render(line))
}

async function benchmark(makeTarget: () => Promise<Throwaway>): Promise<{ label: string; rows: MixResult[] }> {
  const target = await makeTarget()
  log(`\n== ${target.label} ==`)
  const fillMs = await prepareAndFill(target)
  log(`fill: ${fmt(fillMs / 1000, 1)} s`)

  const server = await startServer(target.serverEnv)
  cleanups.push(() => server.stop())
  try {
    const types = (await (await fetch(`${server.url}/api/properties/types`)).json()) as { id: number; name: string }[]
    if (types.length === 0) throw new Error('no active property type')
    const mixes: Mix[] = [
      { name: 'static file', path: STATIC_PATH },
      { name: 'no filter', path: '/api/properties' },
      { name: 'country + type', path: `/api/properties?countryId=country_co&propertyTypeId=${types[0].id}` },
      { name: 'text query', path: '/api/properties?q=jardin' },
      { name: 'price ascending', path: '/api/properties?sortBy=price&sortOrder=asc' },
      { name: 'page 500', path: '/api/properties?page=500' },
      // The search's filters (issue 10): each must stay within 1.5× the unfiltered p99.
      { name: 'USD price range', path: '/api/properties?minPrice=100000&maxPrice=200000' },
      { name: 'COP price range', path: '/api/properties?minPrice=400000000&maxPrice=800000000&currency=COP' },
      { name: 'bedrooms + area', path: '/api/properties?minBedrooms=3&minArea=100&maxArea=200' },
      { name: 'baths + parking', path: '/api/properties?minBathrooms=2&minGarage=1' },
      { name: 'include closed', path: '/api/properties?includeClosed=true' },
      { name: 'largest area', path: '/api/properties?sortBy=area&sortOrder=desc' },
      { name: 'city rent 3+ bd COP', path: '/api/properties?countryId=country_co&cityId=co_bogota&priceType=rent&minBedrooms=3&minGarage=1&maxPrice=3000000&currency=COP' },
    ]
    const loadBefore = loadAverage()
    const rows: MixResult[] = []
    for (const mix of mixes) rows.push(await runMix(server, target, mix))
    printTable(target.label, fillMs, rows, loadBefore)
    return { label: target.label, rows }
  } catch (error) {
    console.error(server.output().split('\n').slice(-40).join('\n'))
    throw error
  } finally {
    await server.stop()
  }
}

async function main() {
  ensureSiteBuild()
  const results = process.env.BENCH_PGLITE === '0' ? [] : [await benchmark(throwawayPglite)]
  await runCleanups()
  const databaseUrl = process.env.DATABASE_URL?.trim()
  if (databaseUrl) {
    results.push(await benchmark(() => throwawayPostgres(databaseUrl)))
    await runCleanups()
  }
  const failures = results.flatMap(({ label, rows }) =>
    rows.filter((row) => row.errors > 0 || row.non2xx > 0).map((row) => `${label} ${row.name}: ${row.errors} errors, ${row.non2xx} non-2xx answers`),
  )
  if (failures.length > 0) {
    console.error(`\nFAILED:\n${failures.join('\n')}`)
    process.exitCode = 1
  }
}

try {
  await main()
} catch (error) {
  console.error('\nbench:api failed:', error)
  process.exitCode = 1
} finally {
  await runCleanups()
}

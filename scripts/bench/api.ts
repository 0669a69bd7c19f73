// `npm run bench:api`: load test of GET /api/properties on a throwaway database of 100,000 listings,
// on PGlite and, when DATABASE_URL is set, on PostgreSQL too. Run on demand, never part of `npm test`.
//
//   BENCH_ROWS      listings to insert (100000)
//   BENCH_DURATION  seconds of load per mix (10)
//   BENCH_WARMUP    seconds of unmeasured load per mix before it (2)
//   BENCH_PGLITE=0  skip the embedded database (PostgreSQL only)
//   DATABASE_URL    a PostgreSQL server where a database bench_<timestamp> may be created and dropped
//
// Each database is measured as served by default (response cache on: repeated searches), with the
// cache off (what a search the cache has not seen costs), and on PostgreSQL by two processes behind
// a round-robin proxy (the static file goes through the proxy too, so the ratio stays fair).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { measureCpu } from './cpu.ts'
import { failOnErrors, fmt, loadAverage, markdownTable, nonNegativeInt, positiveInt, runBench, STATIC_PATH } from './options.ts'
import { startRoundRobin, type RoundRobin } from '../../tests/fixtures/roundRobin.ts'
import { startServer, type RunningServer } from './server.ts'
import { createCleanups, prepareAndFill, throwawayPglite, throwawayPostgres, type Throwaway } from './throwaway.ts'

const ROWS = positiveInt('BENCH_ROWS', 100_000)
const DURATION = positiveInt('BENCH_DURATION', 10)
const WARMUP = nonNegativeInt('BENCH_WARMUP', 2)
const CONNECTIONS = 32
const GOAL_P99_MS = 50

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

const cleanups = createCleanups()
const runCleanups = cleanups.run

/** The static comparison file is served from the site build; build it when it is missing. */
function ensureSiteBuild() {
  if (existsSync(path.join('dist', 'client', STATIC_PATH.slice(1))) && existsSync(path.join('dist', 'server', 'entry.mjs'))) return
  log('dist/ is missing: npm run build')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
}

async function load(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds })
}

async function runMix(server: { url: string; pids: number[] }, target: Throwaway, mix: Mix): Promise<MixResult> {
  const url = server.url + mix.path
  const probe = await fetch(url)
  if (!probe.ok) throw new Error(`${mix.name}: GET ${mix.path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`)
  let total: number | undefined
  if (mix.path.startsWith('/api/')) total = ((await probe.json()) as { pagination: { total: number } }).pagination.total
  else await probe.arrayBuffer()
  if (WARMUP > 0) await load(url, WARMUP)
  // After the warm-up, so that the pool's connections are all open.
  const serverCpu = measureCpu(server.pids)
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
  log('')
  log(`${label}: ${ROWS.toLocaleString('en')} listings (fill ${fmt(fillMs / 1000, 1)} s), ${CONNECTIONS} connections, ${DURATION} s per mix`)
  log(`${os.cpus().length} CPUs, Node ${process.version}, 1-minute load average ${loadBefore} before the load, ${loadAverage()} after`)
  for (const line of markdownTable(header, lines)) log(line)
}

/** How the servers under load are set up: the default, the database's own cost, and two processes. */
interface Setup {
  label: string
  processes: number
  env: Record<string, string>
}

const SETUPS: Setup[] = [
  { label: 'one process, response cache on (default)', processes: 1, env: { WEB_PROCESSES: '1' } },
  { label: 'one process, response cache off', processes: 1, env: { WEB_PROCESSES: '1', RESPONSE_CACHE_SECONDS: '0' } },
  { label: 'two processes behind a round-robin proxy, response cache off', processes: 2, env: { WEB_PROCESSES: '1', RESPONSE_CACHE_SECONDS: '0', TRUST_PROXY: '1' } },
]

function mixesFor(types: { id: number }[]): Mix[] {
  return [
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
    // What a home costs each month and the facts people filter on (issue 28): within 1.5× too.
    { name: 'pets + monthly COP', path: '/api/properties?countryId=country_co&cityId=co_bogota&priceType=rent&petsAllowed=true&maxMonthlyCost=3000000&currency=COP' },
    { name: 'amenities pool+gym', path: '/api/properties?amenities=pool,gym' },
    { name: 'furnished + lift', path: '/api/properties?furnished=partly&elevator=true&minBuiltArea=60' },
    { name: 'estrato 4', path: '/api/properties?countryId=country_co&estrato=4' },
    { name: 'monthly cost asc', path: '/api/properties?priceType=rent&sortBy=monthlyCost&sortOrder=asc' },
  ]
}

async function underLoad(target: Throwaway, fillMs: number, setup: Setup): Promise<{ label: string; rows: MixResult[] }> {
  const label = `${target.label}, ${setup.label}`
  log(`\n-- ${label} --`)
  const servers: RunningServer[] = []
  let balancer: RoundRobin | undefined
  try {
    for (let i = 0; i < setup.processes; i++) {
      const server = await startServer({ ...target.serverEnv, ...setup.env })
      cleanups.push(() => server.stop())
      servers.push(server)
    }
    if (setup.processes > 1) balancer = await startRoundRobin(servers.map((s) => s.url))
    const entry = { url: balancer?.url ?? servers[0].url, pids: servers.map((s) => s.pid) }
    const types = (await (await fetch(`${entry.url}/api/properties/types`)).json()) as { id: number }[]
    if (types.length === 0) throw new Error('no active property type')
    const loadBefore = loadAverage()
    const rows: MixResult[] = []
    for (const mix of mixesFor(types)) rows.push(await runMix(entry, target, mix))
    printTable(label, fillMs, rows, loadBefore)
    return { label, rows }
  } catch (error) {
    for (const server of servers) console.error(server.output().split('\n').slice(-40).join('\n'))
    throw error
  } finally {
    await balancer?.close()
    for (const server of servers) await server.stop()
  }
}

async function benchmark(makeTarget: () => Promise<Throwaway>): Promise<{ label: string; rows: MixResult[] }[]> {
  const target = await makeTarget()
  log(`\n== ${target.label} ==`)
  const fillMs = await prepareAndFill(target, ROWS, log)
  log(`fill: ${fmt(fillMs / 1000, 1)} s`)
  const results = []
  // One embedded database is one process's (a second is refused).
  for (const setup of SETUPS.filter((s) => s.processes === 1 || target.label !== 'PGlite')) results.push(await underLoad(target, fillMs, setup))
  return results
}

async function main() {
  ensureSiteBuild()
  const results = process.env.BENCH_PGLITE === '0' ? [] : await benchmark(() => throwawayPglite(cleanups))
  await runCleanups()
  const databaseUrl = process.env.DATABASE_URL?.trim()
  if (databaseUrl) {
    results.push(...(await benchmark(() => throwawayPostgres(databaseUrl, cleanups, log))))
    await runCleanups()
  }
  failOnErrors(results)
}

await runBench('bench:api', main, runCleanups)

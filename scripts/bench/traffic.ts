// `npm run bench:traffic`: the server under traffic that looks like visitors' (issue 24), on a
// throwaway database of BENCH_ROWS listings, on PGlite and on PostgreSQL. Run on demand, never part
// of `npm test`. Every mix draws its addresses from a pool (searches that do not repeat, listings,
// landing pages, map areas) and is compared with the same server's static file in the same run.
//
//   BENCH_ROWS         listings to insert (100000)
//   BENCH_SECONDS      seconds of measured load per mix (10), after BENCH_WARMUP seconds unmeasured (2)
//   BENCH_CONNECTIONS  concurrent connections (32)
//   BENCH_DB           pglite | postgres | both (both; without DATABASE_URL and no server at the
//                      default address, PostgreSQL is skipped unless asked for by name)
//   DATABASE_URL       a PostgreSQL server where a database bench_<timestamp> may be created and
//                      dropped (postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_MIXES        a comma list of: api, api-tail, search, search-tail, listing, home, opportunities, landing, map (all),
//                      run in the order given
//   BENCH_POOL         distinct searches in the pool (4000)
//   BENCH_PROFILE=1    profile the server (node --cpu-prof) and print where each mix's CPU went
//   BENCH_SLOWEST=N    after the mixes, for api-tail and search-tail, time each address of another pool drawn
//                      alike once, one request at a time, and print the spread and the N slowest
//   BENCH_PGLITE_DIR   keep PGlite's database in this folder, and skip the fill when a former run left one there
//   BENCH_PROFILE_DIR  where to write (and keep) the profile and its mixes' windows (windows.json), for a closer
//                      look (a temporary folder)
//   BENCH_LATENCIES    a folder where each measured mix leaves every answer's address and time (one TSV per mix);
//                      the bench then prints where each mix's p99 comes from (latencySpread.ts)
//   BENCH_WRITES       listing edits a minute through the API while the mixes run (0): each is a new list
//                      version, as advertisers' edits are
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { measureCpu, parentOf, withChildren } from './cpu.ts'
import { failOnErrors, fmt, loadAverage, markdownTable, nonNegativeInt, positiveInt, runBench, STATIC_PATH } from './options.ts'
import { monotonicMicros, summariseProfile, type Window } from './profile.ts'
import { at, spreadOf, timesByFilter, type Timed } from './latencySpread.ts'
import { ensureBuild, startServer } from './server.ts'
import { createCleanups, prepareAndFill, throwawayPglite, throwawayPostgres, type Throwaway } from './throwaway.ts'
import { apiPath, landingPaths, listingPaths, mapPaths, opportunityPaths, readSiteFacts, searchPagePath, searchPool, type SiteFacts } from './trafficPaths.ts'
import { seededRandom } from '../seededRandom.ts'
import { pathsInTurn, shuffled, zipfPaths } from './zipf.ts'
import { startWriter } from './writer.ts'

const ROWS = positiveInt('BENCH_ROWS', 100_000)
const SECONDS = positiveInt('BENCH_SECONDS', 10)
const WARMUP = nonNegativeInt('BENCH_WARMUP', 2)
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 32)
const POOL = positiveInt('BENCH_POOL', 4000)
const PROFILE = process.env.BENCH_PROFILE === '1'
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR?.trim()
const SLOWEST = nonNegativeInt('BENCH_SLOWEST', 0)
const WRITES = nonNegativeInt('BENCH_WRITES', 0)
const LATENCIES_DIR = process.env.BENCH_LATENCIES?.trim() || undefined
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR?.trim() || undefined
const POSTGRES_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres'

const log = (line: string) => console.log(line)
const cleanups = createCleanups()

interface Mix {
  key: string
  name: string
  /** How many distinct addresses the mix draws from. */
  distinct: number
  /** A fresh chooser of the next address (each run of the mix starts the same sequence). */
  next: () => () => string
  /** For a pool taken in turn: another pool drawn alike, which BENCH_SLOWEST times one by one after the mixes (the mix's own would be in the caches by then). */
  unseen?: () => string[]
}

/** The mixes of issue 24, from what the running server's site holds. */
async function trafficMixes(base: string, facts: SiteFacts): Promise<Mix[]> {
  const pool = searchPool(facts, POOL)
  const apiPaths = pool.map(apiPath)
  const pagePaths = pool.map(searchPagePath)
  const tail = shuffled(apiPaths, seededRandom(27))
  // Pages are kept up to 60 s, so the Zipf mix before would have left the same pool's pages in
  // memory: the cold pages are another pool of the same law's searches, each taken once.
  const coldPages = searchPool(facts, POOL, 31).map(searchPagePath)
  const listings = await listingPaths(base)
  const landings = await landingPaths(base)
  const opportunities = await opportunityPaths(base)
  const areas = mapPaths(facts, POOL)
  const homes = ['/', '/en', '/pt']
  return [
    { key: 'api', name: 'API list (Zipf)', distinct: apiPaths.length, next: () => zipfPaths(apiPaths, 1) },
    { key: 'api-tail', name: 'API list, pool in turn', distinct: tail.length, next: () => pathsInTurn(tail), unseen: () => searchPool(facts, POOL, 37).map(apiPath) },
    { key: 'search', name: 'search page (Zipf)', distinct: pagePaths.length, next: () => zipfPaths(pagePaths, 2) },
    { key: 'search-tail', name: 'search page, another pool in turn', distinct: coldPages.length, next: () => pathsInTurn(coldPages), unseen: () => searchPool(facts, POOL, 41).map(searchPagePath) },
    { key: 'listing', name: 'listing pages (Zipf)', distinct: listings.length, next: () => zipfPaths(listings, 3) },
    { key: 'home', name: 'home (es, en, pt)', distinct: homes.length, next: () => zipfPaths(homes, 4) },
    { key: 'opportunities', name: 'opportunities (Zipf over pages)', distinct: opportunities.length, next: () => zipfPaths(opportunities, 5) },
    { key: 'landing', name: 'landing pages (Zipf)', distinct: landings.length, next: () => zipfPaths(landings, 6) },
    { key: 'map', name: 'map API, areas (Zipf)', distinct: areas.length, next: () => zipfPaths(areas, 7) },
  ]
}

const STATIC_MIX = (label: string): Mix => ({ key: 'static', name: `static file (${label})`, distinct: 1, next: () => () => STATIC_PATH })

function selectedMixes(all: Mix[]): Mix[] {
  const wanted = process.env.BENCH_MIXES?.split(',')
    .map((key) => key.trim())
    .filter(Boolean)
  if (!wanted) return all
  const unknown = wanted.filter((key) => !all.some((mix) => mix.key === key))
  if (unknown.length > 0) throw new Error(`BENCH_MIXES: unknown ${unknown.join(', ')} (known: ${all.map((mix) => mix.key).join(', ')})`)
  // In the order asked: what ran before a mix (caches it warmed) changes what it measures.
  return wanted.map((key) => all.find((mix) => mix.key === key)!)
}

interface MixResult {
  mix: Mix
  requests: number
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  /** The statuses of the non-2xx answers, e.g. `404×3`. */
  statuses: string
  errors: number
  kbPerResponse: number
  serverCpu?: number
  databaseCpu?: number
  /** CPU of PostgreSQL processes that exited during the mix (its parallel workers; see cpu.ts). */
  workerCpu?: number
  transactions?: number
  /** Every answer's address and time, with BENCH_LATENCIES. */
  timed?: readonly Timed[]
}

/** What a browser sends that changes the answer: the server compresses for it (autocannon asks for nothing). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,application/json;q=0.9,*/*;q=0.8', 'accept-language': 'es-EC,es;q=0.9' }

function load(base: string, next: () => string, seconds: number, timed?: Timed[]) {
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: 'GET',
        // The context lives as long as one request of the client (one request in the list), so
        // it still names the address when that request's answer comes.
        setupRequest: (request, context: { path?: string }) => {
          context.path = next()
          return { ...request, path: context.path }
        },
      },
    ],
    setupClient: timed
      ? (client) => {
          const iterator = (client as unknown as { requestIterator: { context: { path?: string } } }).requestIterator
          client.on('response', (_status: number, _bytes: number, ms: number) => timed.push([iterator.context.path ?? '?', ms]))
        }
      : undefined,
  })
}

/** Committed and rolled-back transactions of the bench's database so far (PostgreSQL only). */
async function transactionsOf(target: Throwaway): Promise<number | undefined> {
  const url = target.serverEnv.DATABASE_URL
  if (!url) return undefined
  // Backends report their counts when idle, at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query<{ n: string }>('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()')
    return Number(result.rows[0]?.n)
  } finally {
    await client.end()
  }
}

async function runMix(base: string, serverPid: number, target: Throwaway, mix: Mix, windows: Window[]): Promise<MixResult> {
  // A few addresses first, so that a wrong one fails here with its answer rather than as a count.
  const probe = mix.next()
  for (let i = 0; i < 3; i++) {
    const address = probe()
    const response = await fetch(base + address, { headers: BROWSER_HEADERS })
    if (!response.ok) throw new Error(`${mix.name}: GET ${address} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
    await response.arrayBuffer()
  }
  const next = mix.next()
  if (WARMUP > 0) await load(base, next, WARMUP)
  // After the warm-up, so that the pool's connections to the database are all open.
  const backends = (await target.backendPids?.()) ?? []
  const postmaster = backends.length > 0 ? parentOf(backends[0]) : undefined
  const transactionsBefore = await transactionsOf(target)
  const serverCpu = measureCpu(withChildren(serverPid))
  const databaseCpu = measureCpu(backends)
  const workerCpu = measureCpu(postmaster ? [postmaster] : [], true)
  const from = monotonicMicros()
  const timed: Timed[] | undefined = LATENCIES_DIR ? [] : undefined
  const result = await load(base, next, SECONDS, timed)
  if (LATENCIES_DIR && timed) {
    await mkdir(LATENCIES_DIR, { recursive: true })
    const file = `${target.label}-${windows.length + 1}-${mix.key}.tsv`.replace(/[^\w.-]+/g, '_')
    await writeFile(path.join(LATENCIES_DIR, file), timed.map(([address, ms]) => `${address}\t${fmt(ms, 1)}`).join('\n') + '\n')
  }
  windows.push({ name: mix.name, from, to: monotonicMicros() })
  const used = { server: serverCpu(), database: databaseCpu(), workers: workerCpu() }
  const transactionsAfter = await transactionsOf(target)
  const requests = result.requests.total
  const perRequest = (ms: number | undefined) => (ms === undefined || requests === 0 ? undefined : ms / requests)
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
    .join(' ')
  const row: MixResult = {
    mix,
    requests,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    statuses,
    errors: result.errors + result.timeouts,
    kbPerResponse: requests === 0 ? 0 : result.throughput.total / requests / 1024,
    serverCpu: perRequest(used.server),
    databaseCpu: perRequest(used.database),
    workerCpu: perRequest(used.workers),
    transactions: transactionsBefore === undefined || transactionsAfter === undefined ? undefined : perRequest(transactionsAfter - transactionsBefore - 1),
    timed,
  }
  log(
    `  ${mix.name.padEnd(32)} ${fmt(row.requestsPerSecond, 0).padStart(6)} req/s  p50 ${fmt(row.p50, 0)} ms  p99 ${fmt(row.p99, 0)} ms  ${requests} requests${row.errors || row.non2xx ? `  ${row.errors} errors, non-2xx ${statuses}` : ''}`,
  )
  return row
}

function printTable(target: Throwaway, fillMs: number, rows: MixResult[], loadBefore: string) {
  const statics = rows.filter((row) => row.mix.key === 'static')
  const staticRate = statics.reduce((sum, row) => sum + row.requestsPerSecond, 0) / statics.length
  const embedded = !target.serverEnv.DATABASE_URL
  const cpu = (ms: number | undefined) => (ms === undefined ? '-' : fmt(ms, 2))
  const header = ['mix', 'distinct', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs static', 'KB/resp', embedded ? 'server+PGlite CPU ms/req' : 'server CPU ms/req']
  if (!embedded) header.push('db CPU ms/req', 'db workers ms/req', 'db xacts/req')
  const lines = rows.map((row) => {
    const cells = [
      row.mix.name,
      String(row.mix.distinct),
      String(row.requests),
      fmt(row.requestsPerSecond, 0),
      fmt(row.p50, 0),
      fmt(row.p99, 0),
      row.non2xx ? `${row.non2xx} (${row.statuses})` : '0',
      String(row.errors),
      fmt(row.requestsPerSecond / staticRate, 2),
      fmt(row.kbPerResponse, 1),
      cpu(row.serverCpu),
    ]
    if (!embedded) cells.push(cpu(row.databaseCpu), cpu(row.workerCpu), row.transactions === undefined ? '-' : fmt(row.transactions, 1))
    return cells
  })
  log('')
  log(
    `${target.label}: ${ROWS.toLocaleString('en')} listings (fill ${fmt(fillMs / 1000, 1)} s), ${CONNECTIONS} connections, ${SECONDS} s per mix after ${WARMUP} s of warm-up, pool of ${POOL} searches`,
  )
  log(`${os.cpus().length} CPUs, Node ${process.version}, 1-minute load average ${loadBefore} before the load, ${loadAverage()} after; "vs static": against the mean of the two static runs`)
  if (embedded) log('PGlite runs inside the server process: its CPU is in the server column.')
  else
    log('db CPU: the backends serving the bench database; db workers: PostgreSQL processes that exited during the mix (parallel workers, but also any other client of that server that disconnected)')
  for (const line of markdownTable(header, lines)) log(line)
}

/** With BENCH_LATENCIES: whether a mix's tail is some addresses, answers delayed among quick ones, or the rate moving over time. */
function printSpreads(rows: MixResult[]) {
  log(`\nwhere each mix's p99 comes from (BENCH_LATENCIES: every answer's time, in the order they came):`)
  for (const row of rows) {
    if (!row.timed || row.timed.length === 0) continue
    const spread = spreadOf(row.timed.map(([, ms]) => ms))
    log(
      `  ${row.mix.name}: ${spread.answers} answers, p50 ${fmt(spread.p50, 0)} ms, p99 ${fmt(spread.p99, 0)}; against the 50 around each: p90 ×${fmt(spread.nearP90, 2)}, p99 ×${fmt(spread.nearP99, 2)}; the means of 40 runs of answers from ${fmt(spread.windowMeanMin, 0)} to ${fmt(spread.windowMeanMax, 0)} ms; ${fmt(100 * spread.slowestEarly, 0)} % of the slowest 1 % in the first tenth`,
    )
    const [all, ...filters] = timesByFilter(row.timed).sort((a, b) => Number(b.filter === 'all') - Number(a.filter === 'all'))
    if (filters.length === 0) continue
    const listed = filters.slice(0, 10).map((group) => `${group.filter} ${fmt(group.mean, 0)} (${group.answers}, ${fmt(100 * group.shareOfSlowest, 0)} %)`)
    log(`    mean ${fmt(all.mean, 0)} ms; of the answers that set a filter (answers, share of the slowest 1 %), slowest first: ${listed.join(', ')}`)
  }
}

/**
 * Each address once, one at a time, after the mixes: what a cold address costs on its own, without
 * the queue of 32 connections in front of it, and which addresses make the tail.
 */
async function printSlowest(base: string, name: string, paths: readonly string[]) {
  const timed: { path: string; ms: number; kb: number }[] = []
  for (const address of paths) {
    const started = performance.now()
    const response = await fetch(base + address, { headers: BROWSER_HEADERS })
    const body = await response.arrayBuffer()
    if (!response.ok) throw new Error(`${name}: GET ${address} answered ${response.status}`)
    timed.push({ path: address, ms: performance.now() - started, kb: body.byteLength / 1024 })
  }
  const sorted = [...timed].sort((a, b) => a.ms - b.ms)
  const sortedMs = sorted.map((entry) => entry.ms)
  const share = (part: number) => fmt(at(sortedMs, part), 1)
  const total = timed.reduce((sum, entry) => sum + entry.ms, 0)
  const slowest = sorted.slice(-SLOWEST).reverse()
  log(`\n${name}, each address once, one at a time (${paths.length}): p50 ${share(0.5)} ms, p90 ${share(0.9)}, p99 ${share(0.99)}, max ${share(1)}, mean ${fmt(total / timed.length, 1)}`)
  log(`the ${slowest.length} slowest hold ${fmt((100 * slowest.reduce((sum, entry) => sum + entry.ms, 0)) / total, 1)} % of the time:`)
  for (const entry of slowest) log(`  ${fmt(entry.ms, 1).padStart(8)} ms  ${fmt(entry.kb, 1).padStart(6)} KB  ${entry.path}`)
}

async function benchmark(makeTarget: () => Promise<Throwaway>): Promise<{ label: string; rows: MixResult[] }> {
  const target = await makeTarget()
  log(`\n== ${target.label} ==`)
  const fillMs = await prepareAndFill(target, ROWS, log)
  log(`fill: ${fmt(fillMs / 1000, 1)} s`)
  const profileDir = !PROFILE ? undefined : PROFILE_DIR ? path.join(path.resolve(PROFILE_DIR), target.label) : await mkdtemp(path.join(os.tmpdir(), 'bench-traffic-profile-'))
  if (profileDir && PROFILE_DIR) await mkdir(profileDir, { recursive: true })
  else if (profileDir) cleanups.push(() => rm(profileDir, { recursive: true, force: true }))
  // The server as it runs by default: WEB_PROCESSES unset, response cache on, production build.
  const server = await startServer(target.serverEnv, 120_000, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])
  cleanups.push(() => server.stop())
  const windows: Window[] = []
  try {
    const facts = await readSiteFacts(server.url)
    const mixes = selectedMixes(await trafficMixes(server.url, facts))
    log(`mixes: ${mixes.map((mix) => `${mix.key} (${mix.distinct} addresses)`).join(', ')}`)
    const loadBefore = loadAverage()
    const rows: MixResult[] = [await runMix(server.url, server.pid, target, STATIC_MIX('first'), windows)]
    const writer = WRITES > 0 ? await startWriter(server.url, WRITES) : undefined
    for (const mix of mixes) rows.push(await runMix(server.url, server.pid, target, mix, windows))
    const written = await writer?.stop()
    rows.push(await runMix(server.url, server.pid, target, STATIC_MIX('last'), windows))
    printTable(target, fillMs, rows, loadBefore)
    if (LATENCIES_DIR) printSpreads(rows)
    if (written) {
      log(`edits while the mixes ran: ${written.made} (${WRITES} a minute), answered in p50 ${fmt(written.p50, 0)} ms, max ${fmt(written.max, 0)} ms`)
      if (written.failures.length > 0) throw new Error(`${written.failures.length} edits failed: ${written.failures.slice(0, 3).join('; ')}`)
    }
    if (SLOWEST > 0) for (const mix of mixes) if (mix.unseen) await printSlowest(server.url, mix.name, mix.unseen())
    await server.stop()
    if (profileDir) {
      log(`\nwhere ${target.label}'s server CPU went (self time, node --cpu-prof${target.serverEnv.DATABASE_URL ? '' : ', PGlite included'}):`)
      for (const line of summariseProfile(profileDir, windows)) log(line)
      // Kept beside the profile, so a closer look can cut it into the same mixes.
      if (PROFILE_DIR) await writeFile(path.join(profileDir, 'windows.json'), JSON.stringify(windows, null, 1))
    }
    return { label: target.label, rows }
  } catch (error) {
    console.error(server.output().split('\n').slice(-40).join('\n'))
    throw error
  } finally {
    await server.stop()
  }
}

/** Whether a PostgreSQL server answers at the URL (to skip it quietly when nobody asked for it). */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function main() {
  const which = process.env.BENCH_DB ?? 'both'
  if (!['pglite', 'postgres', 'both'].includes(which)) throw new Error('BENCH_DB must be pglite, postgres or both')
  ensureBuild()
  const results: { label: string; rows: MixResult[] }[] = []
  if (which !== 'postgres') {
    results.push(await benchmark(() => throwawayPglite(cleanups, PGLITE_DIR)))
    await cleanups.run()
  }
  if (which !== 'pglite') {
    if (process.env.BENCH_DB || process.env.DATABASE_URL || (await reachable(POSTGRES_URL))) {
      results.push(await benchmark(() => throwawayPostgres(POSTGRES_URL, cleanups, log)))
      await cleanups.run()
    } else log(`\nno PostgreSQL at ${POSTGRES_URL}: skipped (set DATABASE_URL)`)
  }
  failOnErrors(results.map(({ label, rows }) => ({ label, rows: rows.map((row) => ({ name: row.mix.name, errors: row.errors, non2xx: row.non2xx, detail: row.statuses })) })))
}

await runBench('bench:traffic', main, cleanups.run)

// `npm run bench:csv`: time and memory of the superadmin's CSV export of 100,000 listings, through
// the real server over HTTP, on PGlite and, when DATABASE_URL is set, on PostgreSQL too. The export
// streams keyset batches, so the server's peak memory should not grow with the file. On demand only.
//
//   BENCH_ROWS      listings to insert (100000)
//   BENCH_PGLITE=0  skip the embedded database (PostgreSQL only)
//   DATABASE_URL    a PostgreSQL server where a database bench_<timestamp> may be created and dropped
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { DEMO_SUPERADMIN } from '../../src/server/db/prepare.ts'
import { runBench } from './options.ts'
import { startServer, type RunningServer } from './server.ts'
import { createCleanups, prepareAndFill, throwawayPglite, throwawayPostgres, type Throwaway } from './throwaway.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('BENCH_ROWS must be a positive integer')

const log = (line: string) => console.log(line)
const cleanups = createCleanups()
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/** Resident memory of a process from /proc (Linux): now and its peak so far (VmHWM), in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: kb('VmRSS'), peak: kb('VmHWM') }
}

interface ExportResult {
  label: string
  rows: number
  bytes: number
  firstByteMs: number
  totalMs: number
  rssBefore: number
  /** The largest resident memory seen while the export streamed (sampled per chunk). */
  rssDuring: number
  peakBefore: number
  peakAfter: number
}

/** Downloads the export, counting bytes and lines as they arrive without keeping them. */
async function exportOnce(server: RunningServer, label: string): Promise<ExportResult> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_SUPERADMIN.email, password: DEMO_SUPERADMIN.password }),
  })
  if (!login.ok) throw new Error(`login answered ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const before = memoryOf(server.pid)
  const started = performance.now()
  const response = await fetch(`${server.url}/api/properties/superadmin/export.csv?sortBy=createdAt&sortOrder=desc`, { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  let firstByteMs = 0
  let bytes = 0
  let newlines = 0
  let peak = before.peak
  let rssDuring = before.rss
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started
    bytes += chunk.byteLength
    for (const byte of chunk) if (byte === 0x0a) newlines++
    const now = memoryOf(server.pid)
    peak = Math.max(peak, now.peak)
    rssDuring = Math.max(rssDuring, now.rss)
  }
  const totalMs = performance.now() - started
  // Every listing is one line here (the generated text has no line breaks), plus the header.
  return { label, rows: newlines - 1, bytes, firstByteMs, totalMs, rssBefore: before.rss, rssDuring, peakBefore: before.peak, peakAfter: Math.max(peak, memoryOf(server.pid).peak) }
}

async function benchmark(makeTarget: () => Promise<Throwaway>): Promise<ExportResult> {
  const target = await makeTarget()
  log(`\n== ${target.label} ==`)
  const fillMs = await prepareAndFill(target, ROWS, log)
  log(`fill: ${(fillMs / 1000).toFixed(1)} s`)
  const server = await startServer(target.serverEnv)
  cleanups.push(() => server.stop())
  try {
    // The first export after the start: the server's peak memory before it is the start's own.
    const result = await exportOnce(server, target.label)
    if (result.rows !== ROWS) throw new Error(`the export held ${result.rows} rows, not ${ROWS}`)
    return result
  } catch (error) {
    console.error(server.output().split('\n').slice(-40).join('\n'))
    throw error
  } finally {
    await server.stop()
  }
}

async function main() {
  const results: ExportResult[] = []
  if (process.env.BENCH_PGLITE !== '0') results.push(await benchmark(() => throwawayPglite(cleanups)))
  await cleanups.run()
  const databaseUrl = process.env.DATABASE_URL?.trim()
  if (databaseUrl) {
    results.push(await benchmark(() => throwawayPostgres(databaseUrl, cleanups, log)))
    await cleanups.run()
  }
  log('')
  log(`CSV export of ${ROWS.toLocaleString('en')} listings (GET /api/properties/superadmin/export.csv), ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`)
  log('| database | rows | CSV MB | first byte ms | total s | rows/s | server RSS before → max during, MB | server peak RSS (VmHWM) before → after, MB |')
  log('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of results) {
    log(
      `| ${r.label} | ${r.rows.toLocaleString('en')} | ${mb(r.bytes)} | ${r.firstByteMs.toFixed(0)} | ${(r.totalMs / 1000).toFixed(2)} | ${Math.round(r.rows / (r.totalMs / 1000)).toLocaleString('en')} | ${mb(r.rssBefore)} → ${mb(r.rssDuring)} | ${mb(r.peakBefore)} → ${mb(r.peakAfter)} |`,
    )
  }
}

await runBench('bench:csv', main, cleanups.run)

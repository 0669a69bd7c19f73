import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildIsStale } from './build-state.ts'

// The production build on throwaway data directories with demo data, for the browser tests: one
// server per Playwright worker (E2E_SERVERS of them, on PORT, PORT + 1, …), so that tests running at
// the same time never see each other's listings, users or inquiries. The forms' proof of work is
// real but light, so that the tests' many form posts do not take a machine's minutes; so are the
// password hashes (scrypt N=2^12: 4 MiB and 15 ms of CPU a login instead of 128 MiB and 0.6 s); and all those
// posts come from one address, so the per-client limit is raised (the API tests check the limit).
// Without SMTP the tests read mail links from the Correo screen's API, so it shows them whole.
if (buildIsStale()) {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const firstPort = Number(process.env.PORT) || 4399
const count = Number(process.env.E2E_SERVERS) || 1
const servers: ChildProcess[] = []
/** Every data directory made, removed once the servers have stopped (62 MB each with the demo photos). */
const dataDirs: string[] = []
const stopAll = () => {
  for (const server of servers) server.kill('SIGTERM')
}
// Playwright ends the run with SIGTERM (gracefulShutdown in playwright.config.ts): the servers stop,
// then their directories go.
async function shutDown() {
  stopAll()
  await Promise.all(servers.map((server) => server.exitCode ?? server.signalCode ?? new Promise((resolve) => server.once('exit', resolve))))
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', () => void shutDown())
process.on('SIGINT', () => void shutDown())
process.on('exit', stopAll)

async function ready(port: number, server: ChildProcess) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the test server on port ${port} exited with ${server.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/locations/countries`)).ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(200)
  }
}

const { DATABASE_URL: _unused, ...env } = process.env
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  dataDirs.push(dir)
  return dir
}

function start(port: number, dir: string): ChildProcess {
  // Their access lines (one per request at info) would drown the test report; LOG_LEVEL=info shows them.
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      PROOF_OF_WORK_COST: '5',
      PASSWORD_HASH_COST: '12',
      CONTACT_LIMIT: '500',
      OUTBOX_SHOW_LINKS: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATA_DIR: dir,
    },
  })
  servers.push(server)
  return server
}

// The first server migrates and seeds its data directory (about 15 s); the others start at the same
// time from copies of it, made once it has stopped, which skips their seeding (about 3 s each).
const seeded = dataDir()
if (count > 1) {
  const first = start(firstPort, seeded)
  await ready(firstPort, first)
  const stopped = new Promise((resolve) => first.once('exit', resolve))
  first.kill('SIGTERM')
  await stopped
}
const dirs = Array.from({ length: count }, (_, i) => {
  if (i === 0) return seeded
  const dir = dataDir()
  cpSync(seeded, dir, { recursive: true })
  return dir
})
await Promise.all(dirs.map((dir, i) => ready(firstPort + i, start(firstPort + i, dir))))

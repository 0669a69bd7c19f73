import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { buildIsStale } from '../build-state.ts'

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export interface RunningServer {
  url: string
  pid: number
  /** Everything the server printed, for the error message when it fails. */
  output(): string
  stop(): Promise<void>
}

/**
 * Starts the real server (`src/server/main.ts`) with the same Node as this script and waits until
 * the API answers. `env` replaces the server's configuration variables; DATABASE_URL is removed
 * unless given, so that the embedded database is used, and demo data is off unless SEED_DEMO is '1'.
 * `nodeArgs` go to Node before the script (`--cpu-prof` and the like).
 */
export async function startServer(
  env: { DATA_DIR: string; DATABASE_URL?: string; SEED_DEMO?: '0' | '1' } & Record<string, string>,
  timeoutMs = 120_000,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort()
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'src/server/main.ts'], {
    env: { ...inherited, SEED_DEMO: '0', ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Only the tail: under load the server writes a log line per request.
  let log = ''
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-64 * 1024))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let hasExited = false
  void exited.then(() => (hasExited = true))

  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (hasExited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (hasExited) throw new Error(`the server exited before answering:\n${log}`)
    try {
      const response = await fetch(`${url}/api/locations/countries`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, pid: child.pid!, output: () => log, stop }
}

/** Builds the site when the build is missing or older than its sources (pages are measured as they are now). */
export function ensureBuild() {
  if (!buildIsStale()) return
  console.log('building the site (the build is missing or stale)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

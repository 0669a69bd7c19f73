import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildIsStale } from '../build-state.ts'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export function ensureBuild() {
  if (!buildIsStale()) return
  console.log('building the site (the build is missing or stale)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

export interface RunningServer {
  origin: string
  stop(): Promise<void>
}

/** The production server on a throwaway data directory with the demo data, as a visitor meets it. */
export async function startDemoServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'))
  const port = await freePort()
  const { DATABASE_URL: _ignored, ...env } = process.env
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...env, DATA_DIR: dataDir, SEED_DEMO: '1', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/locations/countries`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

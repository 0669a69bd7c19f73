import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIsStale } from './build-state.ts'

// The production build on a throwaway data directory with demo data, for the browser tests.
if (buildIsStale()) {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
process.env.SEED_DEMO = '1'
process.env.HOST = '127.0.0.1'
delete process.env.DATABASE_URL
await import('../src/server/main.ts')

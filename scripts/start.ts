import { spawnSync } from 'node:child_process'
import { buildIsStale } from './build-state.ts'

// `npm start`: build when the build is missing, older than its sources or made for another
// PUBLIC_SITE_URL, then serve (the server migrates and seeds on its own at start).
if (buildIsStale()) {
  console.log('[start] building the site…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('../src/server/main.ts')

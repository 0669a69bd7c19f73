import { spawnSync } from 'node:child_process'
import { buildIsStale } from './build-state.ts'

// `npm test`: the checks (types, .astro files, lint) first, then unit and API tests on the embedded
// database, the API suite again on PostgreSQL when TEST_DATABASE_URL is set, then the browser tests
// against the production build.
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}

const { TEST_DATABASE_URL, ...base } = process.env
run('types and lint (npm run check)', 'npm', ['run', 'check'], base)
// Built before the API tests: those that start real server processes check their pages too
// (tests/api/processes.test.ts); the browser tests then reuse the same build.
if (buildIsStale()) run('production build (npm run build)', 'npm', ['run', 'build'], base)
run('unit + API tests (PGlite)', 'npx', ['vitest', 'run'], base)
if (TEST_DATABASE_URL) run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', 'tests/api'], { ...base, TEST_DATABASE_URL })
run('browser tests (Chromium)', 'npx', ['playwright', 'test'], base)

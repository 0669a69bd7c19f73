import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// drizzle-kit writes `"public"."table"` in foreign keys; tests run each file in its own schema on
// PostgreSQL, so migrations must name tables without a schema.
const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' })
if (result.status !== 0) process.exit(result.status ?? 1)
const dir = path.join('src', 'server', 'db', 'migrations')
for (const name of readdirSync(dir).filter((n) => n.endsWith('.sql'))) {
  const file = path.join(dir, name)
  const sql = readFileSync(file, 'utf8')
  if (sql.includes('"public".')) writeFileSync(file, sql.replaceAll('"public".', ''))
}

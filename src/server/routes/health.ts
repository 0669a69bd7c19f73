import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ContentVersion } from '../contentVersion.ts'
import type { Database } from '../db/client.ts'

// How many migrations this build carries: a database with fewer applied is not ready for it.
const journal = JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }
const EXPECTED_MIGRATIONS = journal.entries.length

/**
 * `GET /healthz`: the process answers. `GET /readyz`: the database answers and has every migration
 * of this build applied (a load balancer sends traffic only then). It also names the content version
 * this process last read: one that stays behind the others' no longer follows changes.
 */
export function healthRoutes(db: Database, options: { migrationsSchema?: string; contentVersion?: Pick<ContentVersion, 'current'> } = {}) {
  const { migrationsSchema = 'drizzle', contentVersion } = options
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ status: 'ok' })
    })
    .get('/readyz', async (c) => {
      c.header('Cache-Control', 'no-store')
      try {
        const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(migrationsSchema)}.__drizzle_migrations`)
        const applied = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
        if (applied < EXPECTED_MIGRATIONS) return c.json({ status: 'not ready', reason: 'migrations pending', applied, expected: EXPECTED_MIGRATIONS }, 503)
        const version = contentVersion?.current
        return c.json({ status: 'ready', migrations: applied, ...(version != null && { contentVersion: Number(version) }) })
      } catch {
        return c.json({ status: 'not ready', reason: 'database unreachable' }, 503)
      }
    })
}

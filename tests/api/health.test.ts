import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/testApp.ts'

// Issue 13: a load balancer asks /healthz (the process answers) and /readyz (the database answers,
// with every migration of this build applied) before sending traffic.

const expected = (JSON.parse(readFileSync(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }).entries.length

describe('health and readiness', () => {
  it('answers alive and ready on a migrated database, not ready when a migration is missing or the database is gone', async () => {
    const t = await createTestApp()
    const health = await t.app.request('/healthz')
    expect([health.status, await health.json(), health.headers.get('cache-control')]).toEqual([200, { status: 'ok' }, 'no-store'])
    const ready = await t.app.request('/readyz')
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', migrations: expected }])

    const schema = t.shared?.pgSchema ?? 'drizzle'
    await t.db.execute(sql`delete from ${sql.identifier(schema)}.__drizzle_migrations where id = (select max(id) from ${sql.identifier(schema)}.__drizzle_migrations)`)
    const pending = await t.app.request('/readyz')
    expect([pending.status, await pending.json()]).toEqual([503, { status: 'not ready', reason: 'migrations pending', applied: expected - 1, expected }])

    const app = t.app
    await t.close()
    const gone = await app.request('/readyz')
    expect([gone.status, await gone.json()]).toEqual([503, { status: 'not ready', reason: 'database unreachable' }])
    expect((await app.request('/healthz')).status).toBe(200)
  })
})

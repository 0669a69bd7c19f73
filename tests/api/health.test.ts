import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { watchContentVersion } from '../../src/server/contentVersion.ts'
import { propertyTypes } from '../../src/server/db/schema.ts'
import { healthRoutes } from '../../src/server/routes/health.ts'
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

  it('names the content version the process last read, and follows it when content changes', async () => {
    const t = await createTestApp()
    const version = watchContentVersion(t.db, { everyMs: 0 })
    try {
      const routes = healthRoutes(t.db, { migrationsSchema: t.shared?.pgSchema, contentVersion: version })
      const readyVersion = async () => ((await (await routes.request('/readyz')).json()) as { contentVersion?: number }).contentVersion
      // Before the first read there is none to name.
      expect(await readyVersion()).toBeUndefined()
      const first = Number(await version.refresh())
      expect(await readyVersion()).toBe(first)
      const [type] = await t.db.select({ id: propertyTypes.id }).from(propertyTypes).limit(1)
      await t.db.update(propertyTypes).set({ name: 'Tipo que mueve la versión' }).where(eq(propertyTypes.id, type!.id))
      // Not yet read by this process: still the old one.
      expect(await readyVersion()).toBe(first)
      const second = Number(await version.refresh())
      expect(second).toBeGreaterThan(first)
      expect(await readyVersion()).toBe(second)
    } finally {
      version.stop()
      await t.close()
    }
  })
})

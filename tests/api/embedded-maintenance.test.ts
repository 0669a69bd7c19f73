import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { maintainEmbeddedTables } from '../../src/server/db/embeddedMaintenance.ts'
import { properties } from '../../src/server/db/schema.ts'
import { startHousekeeping } from '../../src/server/jobs/housekeeping.ts'
import { recordingLog } from '../fixtures/recordingLog.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 24: PGlite runs no autovacuum, so the housekeeping job does its work there: tables past
// autovacuum's thresholds are vacuumed (their dead row versions reclaimed) and analysed.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const listing = setUpListing(t, owner)

interface Activity {
  dead: number
  vacuums: number
  analyses: number
}

async function activityOf(table: string): Promise<Activity> {
  await t.db.execute(sql`select pg_stat_force_next_flush()`)
  const result = (await t.db.execute(sql`
    select n_dead_tup as dead, vacuum_count as vacuums, analyze_count as analyses
    from pg_stat_user_tables where schemaname = current_schema() and relname = ${table}`)) as unknown as { rows: Record<keyof Activity, string | number>[] }
  const row = result.rows[0]
  if (!row) throw new Error(`no statistics for ${table}`)
  return { dead: Number(row.dead), vacuums: Number(row.vacuums), analyses: Number(row.analyses) }
}

/** Writes that leave dead row versions: the listing's title, and the content version each write bumps. */
async function rewriteTitle(times: number) {
  for (let i = 0; i < times; i++)
    await t.db
      .update(properties)
      .set({ title: `Casa ${i} en Cumbayá` })
      .where(eq(properties.id, listing.id))
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database kept as autovacuum would', () => {
  it('vacuums and analyses the tables whose writes pass the thresholds, and leaves the others alone', async () => {
    await maintainEmbeddedTables(t.db, { everything: true })
    const typesBefore = await activityOf('property_types')
    const listingsBefore = await activityOf('properties')
    await rewriteTitle(120)
    // Each write bumps the one-row content version: 120 dead versions of it (a listing's own dead
    // versions are mostly pruned in its page as the updates go).
    const versionBefore = await activityOf('site_content_version')
    expect(versionBefore.dead).toBeGreaterThan(50)

    const done = await maintainEmbeddedTables(t.db)
    expect(done.vacuumed).toContain('site_content_version')
    expect(done.analysed).toContain('properties')
    expect(done.vacuumed).not.toContain('property_types')
    const versionAfter = await activityOf('site_content_version')
    expect(versionAfter.dead).toBe(0)
    expect(versionAfter.vacuums).toBe(versionBefore.vacuums + 1)
    expect((await activityOf('properties')).analyses).toBe(listingsBefore.analyses + 1)
    expect(await activityOf('property_types')).toEqual(typesBefore)
    // The listing is whole after it.
    const [row] = await t.db.select({ title: properties.title }).from(properties).where(eq(properties.id, listing.id))
    expect(row.title).toBe('Casa 119 en Cumbayá')
  })

  it('does nothing more while the writes stay under the thresholds', async () => {
    await maintainEmbeddedTables(t.db)
    await rewriteTitle(10)
    expect(await maintainEmbeddedTables(t.db)).toEqual({ vacuumed: [], analysed: [] })
  })

  it('vacuums every table on the first pass after a start, whatever the counts say', async () => {
    const typesBefore = await activityOf('property_types')
    const done = await maintainEmbeddedTables(t.db, { everything: true })
    expect(done.vacuumed).toEqual(expect.arrayContaining(['properties', 'property_types', 'users']))
    expect((await activityOf('property_types')).vacuums).toBe(typesBefore.vacuums + 1)
  })

  it('is part of the housekeeping pass on the embedded database only, and says what it did', async () => {
    const plain = recordingLog()
    const before = await activityOf('site_content_version')
    const onServer = startHousekeeping(t.db, { retentionDays: 30, everyMs: 60_000, log: plain.log })
    await onServer.run()
    await onServer.stop()
    expect((await activityOf('site_content_version')).vacuums).toBe(before.vacuums)

    const embedded = recordingLog()
    const job = startHousekeeping(t.db, { retentionDays: 30, everyMs: 60_000, log: embedded.log, embedded: true })
    await job.run()
    await rewriteTitle(80)
    await job.run()
    await job.stop()
    expect(embedded.lines.filter((line) => line.level !== 'info')).toEqual([])
    // The first pass vacuums everything; the second, the tables the 80 writes left past the
    // threshold: the listings, the version and the changes each write names (migration 0032).
    expect(embedded.lines.map((line) => line.message)).toEqual([
      expect.stringMatching(/^embedded database: vacuumed .*\bproperty_types\b/),
      'embedded database: vacuumed listing_content_changes, site_content_version; analysed listing_content_changes, properties, site_content_version',
    ])
    expect((await activityOf('site_content_version')).vacuums).toBe(before.vacuums + 2)
  })
})

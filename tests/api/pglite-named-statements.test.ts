import { eq, lte, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties } from '../../src/server/db/schema.ts'
import { imagesColumn, selectPropertiesWith } from '../../src/server/services/propertyRows.ts'
import { listVersion } from '../../src/server/services/listings/preparedLists.ts'
import { rowsByIds } from '../../src/server/services/listings/rowsByIds.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 24: on PGlite a statement the code names is prepared once in its session and run by name
// (src/server/db/pgliteNamedStatements.ts), with the same rows as unnamed and its values taken as
// values, never as SQL.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const listing = setUpListing(t, owner)

const preparedNames = async () => ((await t.db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('named statements on PGlite', () => {
  it('are prepared once in the session and give the rows the unnamed statement gives', async () => {
    const first = await rowsByIds(t.db, [listing.id])
    await rowsByIds(t.db, [listing.id, listing.id + 1000])
    expect((await preparedNames()).filter((name) => name.startsWith('rows_by_ids_'))).toHaveLength(1)
    const unnamed = await selectPropertiesWith(t.db, { images: imagesColumn, listVersion })
      .where(sql`${properties.id} = any(${`{${listing.id}}`}::int[])`)
      .execute()
    expect(first).toEqual(unnamed)
    expect(first[0].id).toBe(listing.id)
  })

  it('take a text value as a value: quotes are kept, SQL in it is not run', async () => {
    const byTitle = t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, sql.placeholder('title')))
      .prepare('test_by_title')
    const title = `Casa d'Ávila, "la de O''Brien"; --`
    await t.db.update(properties).set({ title }).where(eq(properties.id, listing.id))
    expect(await byTitle.execute({ title })).toEqual([{ id: listing.id }])
    expect(await byTitle.execute({ title: `x'); DROP TABLE properties; --` })).toEqual([])
    expect(await byTitle.execute({ title: `x\\'); DROP TABLE properties; --` })).toEqual([])
    expect((await preparedNames()).some((name) => name.startsWith('test_by_title_'))).toBe(true)
    expect(await t.db.$count(properties)).toBeGreaterThan(0)
  })

  it('run unnamed with a value that is not text, a number or a boolean', async () => {
    const before = t.db
      .select({ id: properties.id })
      .from(properties)
      .where(lte(properties.createdAt, sql.placeholder('at')))
      .prepare('test_created_before')
    // Drizzle hands the Date to the driver as it is, which writes it: no literal of ours.
    expect(await before.execute({ at: new Date(Date.now() + 60_000) })).toContainEqual({ id: listing.id })
    expect((await preparedNames()).some((name) => name.startsWith('test_created_before_'))).toBe(false)
    // A NUL cannot be written into the statement's text: the unnamed way answers (PostgreSQL refuses it as text).
    const byTitle = t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, sql.placeholder('title')))
      .prepare('test_by_title_nul')
    await expect(byTitle.execute({ title: 'a\0b' })).rejects.toThrow()
    expect((await preparedNames()).some((name) => name.startsWith('test_by_title_nul_'))).toBe(false)
  })
})

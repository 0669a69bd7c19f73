import { and, desc, eq, ne, notInArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../../src/server/db/schema.ts'
import { LISTING_CARDS, WHOLE_LISTINGS } from '../../src/server/services/listings/pageShapes.ts'
import { similarProperties } from '../../src/server/services/listings/similarListings.ts'
import { similarCardsQuery } from '../../src/server/services/listings/similarRows.ts'
import { CLOSED_STATUS_IDS, SIMILAR_LIMIT } from '../../src/shared/constants.ts'
import { createListing } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Similar listings are chosen and read in one statement from four short walks of an index
// (similarRows.ts, issue 24): they must be exactly the nearest open listings of the same country and
// operation, same type first, as a plain sort of every such listing finds them.
const t = setUpTestApp()
const owner = setUpUser(t, 'admin')

/** A small deterministic generator: a failure names the seed that made it. */
function generator(seed: number) {
  let state = seed
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((state / 2147483648) * n)
  }
}

const SEED = 2411
const random = generator(SEED)

beforeAll(async () => {
  const first = await createListing(t, owner.token, { title: 'Casa modelo para parecidas' })
  const [model] = await t.db.select().from(properties).where(eq(properties.id, first.id))
  const { id: _id, slug: _slug, ...rest } = model
  // Prices in steps of 10,000 so that some tie (the id then decides); two types, two operations,
  // two countries, some closed and some off, so that every condition of the choice has something to exclude.
  const rows = Array.from({ length: 60 }, (_, i) => ({
    ...rest,
    slug: `parecida-${SEED}-${i}`,
    title: `Parecida ${i}`,
    price: 100_000 + random(30) * 10_000,
    propertyTypeId: 1 + random(2),
    priceType: random(5) === 0 ? ('rent' as const) : ('sale' as const),
    countryId: random(6) === 0 ? 'country_co' : 'country_ec',
    cityId: 'ec_quito',
    statusId: random(7) === 0 ? 'status_sold' : random(7) === 0 ? 'status_pending' : 'status_available',
    isActive: random(9) !== 0,
  }))
  await t.db.insert(properties).values(rows as (typeof properties.$inferInsert)[])
})

/** Every open listing like this one, sorted the plain way. */
async function expectedSimilar(id: number): Promise<number[]> {
  const [listing] = await t.db.select().from(properties).where(eq(properties.id, id))
  const like = await t.db
    .select({ id: properties.id, propertyTypeId: properties.propertyTypeId, priceUsd: properties.priceUsd })
    .from(properties)
    .where(
      and(
        eq(properties.isActive, true),
        eq(properties.countryId, listing.countryId),
        eq(properties.priceType, listing.priceType),
        notInArray(properties.statusId, [...CLOSED_STATUS_IDS]),
        ne(properties.id, id),
      ),
    )
  const distance = (c: { priceUsd: number | null }) => Math.abs((c.priceUsd ?? 0) - (listing.priceUsd ?? 0))
  return like
    .sort((a, b) => Number(b.propertyTypeId === listing.propertyTypeId) - Number(a.propertyTypeId === listing.propertyTypeId) || distance(a) - distance(b) || a.id - b.id)
    .slice(0, SIMILAR_LIMIT)
    .map((c) => c.id)
}

describe('similar listings', () => {
  it('are the nearest open listings of the same country and operation, same type first, ties by id', async () => {
    const open = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.isActive, true))
    expect(open.length).toBeGreaterThan(40)
    let full = 0
    for (const { id } of open) {
      const expected = await expectedSimilar(id)
      if (expected.length === SIMILAR_LIMIT) full++
      const cards = await similarProperties(t.db, String(id), LISTING_CARDS)
      expect(
        cards.map((card) => card.id),
        `listing ${id}, seed ${SEED}`,
      ).toEqual(expected)
      expect((await similarProperties(t.db, String(id), WHOLE_LISTINGS)).map((listing) => listing.id)).toEqual(expected)
    }
    // Most listings have more like them than the page shows: the limit was exercised, not only short lists.
    expect(full).toBeGreaterThan(20)
  })

  it('are the same whether the listing is named by id or by slug', async () => {
    const [row] = await t.db.select().from(properties).where(eq(properties.isActive, true)).orderBy(desc(properties.id)).limit(1)
    const byId = await similarProperties(t.db, String(row.id), LISTING_CARDS)
    expect(byId.length).toBeGreaterThan(0)
    expect(await similarProperties(t.db, row.slug, LISTING_CARDS)).toEqual(byId)
  })

  // Constants written as parameters kept PostgreSQL from using the partial index in a plan made
  // once for any values, so it planned the statement again for every page (similarRows.ts). The
  // generic plan (PostgreSQL 16+, as PGlite is) must walk an index of open listings, not read the table.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('are read by a statement whose plan for any listing walks an index of open listings', async () => {
    const client = (t.db as unknown as { $client: { exec: (query: string) => Promise<{ rows: Record<string, string>[] }[]> } }).$client
    const text = similarCardsQuery(t.db).toSQL().sql
    const [, , result] = await client.exec(`set enable_seqscan = off; set plan_cache_mode = force_generic_plan; explain (generic_plan) ${text}`)
    await client.exec('reset enable_seqscan; reset plan_cache_mode')
    const plan = result.rows.map((row) => Object.values(row)[0]).join('\n')
    // Each of the four walks is on an index of the open listings (which one depends on the table's size).
    for (const walk of [1, 2, 3, 4]) expect(plan).toMatch(new RegExp(`Index Scan (Backward )?using properties_active_\\w+ on properties properties_${walk}\\b`))
    expect(plan).not.toMatch(/Seq Scan on properties/)
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_VERSION_POLL_MS, watchContentVersion, type ContentChange, type ContentVersion } from '../../src/server/contentVersion.ts'
import { cities, currencies, priceHistory, properties, propertyImages, propertyTypes, users } from '../../src/server/db/schema.ts'
import { createSiteData } from '../../src/server/siteData.ts'
import { CLOSED_STATUS_IDS, STATUS_IDS } from '../../src/shared/constants.ts'
import type { SiteData } from '../../src/shared/siteData.ts'
import type { Property } from '../../src/shared/types.ts'
import { seededRandom } from '../../scripts/seededRandom.ts'
import { createListing, jsonHeaders } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 24: data every page shares is kept per process for as long as `site_content_version`
// stays the same, and the landing counts are kept by the writes themselves (migration 0024). Both
// must stay exactly what a fresh read would give.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
// The test of views moves the owner's session version, so later listings are posted by another.
const poster = setUpUser(t, 'admin')
const listings: Property[] = []
const watchers: ContentVersion[] = []

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const contentVersion = async () => Number(rowsOf<{ version: string }>(await t.db.execute(sql`select version from site_content_version`))[0].version)
/** Runs `write` and checks the content version went up, or stayed the same. */
async function expectVersionAfter(change: 'up' | 'same', write: () => Promise<unknown>) {
  const before = await contentVersion()
  await write()
  if (change === 'up') expect(await contentVersion()).toBeGreaterThan(before)
  else expect(await contentVersion()).toBe(before)
}

type CountRow = { price_type: string; property_type_id: number; city_id: string; count: number; pets: number; pool: number; furnished: number }
const counted = (r: CountRow) => `${r.price_type}|${Number(r.property_type_id)}|${r.city_id}=${Number(r.count)} pets ${Number(r.pets)} pool ${Number(r.pool)} furnished ${Number(r.furnished)}`

/** The open listings per operation, type and city, and of those the feature landings', as a fresh GROUP BY counts them. */
async function freshGroupBy() {
  const rows = rowsOf<CountRow>(
    await t.db.execute(sql`select price_type, property_type_id, city_id, count(*)::int as count, (count(*) filter (where pets_allowed))::int as pets,
        (count(*) filter (where 'pool' = any(amenities)))::int as pool, (count(*) filter (where furnished = 'fully'))::int as furnished
      from properties where is_active and status_id not in ('status_sold', 'status_rented') group by 1, 2, 3`),
  )
  return rows.map(counted).sort()
}
async function keptCounts() {
  return rowsOf<CountRow>(await t.db.execute(sql`select * from open_listing_counts where count > 0`))
    .map(counted)
    .sort()
}

/** A site data as another process would hold it: its own watcher, polling fast. */
function process(everyMs = 20): SiteData {
  const version = watchContentVersion(t.db, { everyMs })
  watchers.push(version)
  return createSiteData(t.db, version)
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs
  let value = await read()
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    value = await read()
  }
  return value
}

beforeAll(async () => {
  const places = [
    { countryId: 'country_ec', cityId: 'ec_quito' },
    { countryId: 'country_ec', cityId: 'ec_guayaquil' },
    { countryId: 'country_co', cityId: 'co_bogota' },
  ]
  for (let i = 0; i < 6; i++) listings.push(await createListing(t, owner.token, { ...places[i % places.length], title: `Casa de prueba ${i}`, priceType: i % 2 ? 'rent' : 'sale' }))
})
afterAll(async () => {
  for (const watcher of watchers) watcher.stop()
})

describe('open listing counts kept by writes', () => {
  it('equal a fresh GROUP BY after random changes of status, activity, place, type, operation and the landing features', async () => {
    expect(await keptCounts()).toEqual(await freshGroupBy())
    const random = seededRandom(24)
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]
    const typeIds = (await t.db.select({ id: propertyTypes.id }).from(propertyTypes)).map((r) => r.id)
    const cityIds = (await t.db.select({ id: cities.id }).from(cities).where(eq(cities.countryId, 'country_ec'))).map((r) => r.id)
    for (let step = 0; step < 60; step++) {
      const id = pick(listings).id
      const change = pick(['status', 'active', 'city', 'type', 'operation', 'two', 'features', 'features'] as const)
      const set: Partial<typeof properties.$inferInsert> =
        change === 'status'
          ? { statusId: pick(STATUS_IDS) }
          : change === 'active'
            ? { isActive: random() < 0.5 }
            : change === 'city'
              ? { cityId: pick(cityIds), countryId: 'country_ec' }
              : change === 'type'
                ? { propertyTypeId: pick(typeIds) }
                : change === 'operation'
                  ? { priceType: pick(['sale', 'rent'] as const) }
                  : change === 'two'
                    ? { statusId: pick(STATUS_IDS), propertyTypeId: pick(typeIds) }
                    : {
                        petsAllowed: pick([true, false, null]),
                        amenities: pick([[], ['pool'], ['gym', 'pool'], ['gym']]) as never,
                        furnished: pick(['no', 'partly', 'fully', null] as const),
                      }
      await t.db.update(properties).set(set).where(eq(properties.id, id))
      // Several rows in one statement, as a bulk change would.
      if (step % 15 === 14)
        await t.db
          .update(properties)
          .set({ statusId: pick(CLOSED_STATUS_IDS) })
          .where(sql`${properties.id} in (${listings[0].id}, ${listings[1].id})`)
      expect(await keptCounts(), `after step ${step} (${change})`).toEqual(await freshGroupBy())
    }
    // Through the API too: a new listing, and one deleted.
    listings.push(await createListing(t, owner.token, { title: 'Casa nueva de prueba' }))
    expect(await keptCounts()).toEqual(await freshGroupBy())
    const gone = listings.pop()!
    const removed = await t.app.request(`/api/properties/${gone.id}`, { method: 'DELETE', headers: jsonHeaders(owner.token) })
    expect(removed.status).toBe(204)
    expect(await keptCounts()).toEqual(await freshGroupBy())
  })

  it('are what the landing pages read', async () => {
    // Two open listings with a feature landing or two.
    await t.db
      .update(properties)
      .set({ isActive: true, statusId: 'status_available', petsAllowed: true, amenities: ['pool'], furnished: 'fully' })
      .where(sql`${properties.id} in (${listings[0].id}, ${listings[1].id})`)
    const site = process()
    const fromSite = (await site.landingCounts()).map((r) => `${r.priceType}|${r.propertyTypeId}|${r.cityId}=${r.count}`).sort()
    expect(fromSite).toEqual((await freshGroupBy()).map((row) => row.split(' ')[0]))
    // The feature landings: each feature a city, type and operation has, with its count.
    const features = (await site.featureLandingCounts()).map((r) => `${r.priceType}|${r.propertyTypeId}|${r.cityId} ${r.feature} ${r.count}`).sort()
    const fresh = (await freshGroupBy()).flatMap((row) => {
      const [key, ...rest] = row.split(' ')
      const place = key.split('=')[0]
      return [0, 2, 4].filter((k) => rest[k + 1] !== '0').map((k) => `${place} ${rest[k]} ${rest[k + 1]}`)
    })
    expect(features).toEqual(fresh.sort())
    expect(features.length).toBeGreaterThan(0)
  })
})

describe('the content version', () => {
  it('goes up with what pages show, and not with a view', async () => {
    const listing = listings[2]
    // A counted view and a new session version change nothing a page shows.
    const aView = { views: sql`${properties.views} + 1` }
    const aNewSession = { sessionVersion: sql`${users.sessionVersion} + 1` }
    await expectVersionAfter('up', () => t.db.update(properties).set({ title: 'Un título nuevo para la casa' }).where(eq(properties.id, listing.id)))
    await expectVersionAfter('same', () => t.db.update(properties).set(aView).where(eq(properties.id, listing.id)))
    await expectVersionAfter('up', () => t.db.update(users).set({ phoneNumber: '+593 99 111 2222' }).where(eq(users.id, owner.id)))
    await expectVersionAfter('same', () => t.db.update(users).set(aNewSession).where(eq(users.id, owner.id)))
    await expectVersionAfter('up', () => t.db.update(currencies).set({ usdRate: 4100 }).where(eq(currencies.code, 'COP')))
  })

  it('carries a renamed type, a new rate and a closed listing to every process within the poll interval', async () => {
    const [one, two] = [process(), process()]
    const typeId = listings[0].propertyTypeId
    expect((await one.searchOptions()).types.find((type) => type.id === typeId)).toBeDefined()
    await two.searchOptions()
    await one.currencyRates()
    await two.landingCounts()

    await t.db.update(propertyTypes).set({ name: 'Casa renombrada' }).where(eq(propertyTypes.id, typeId))
    await t.db.update(currencies).set({ usdRate: 4321 }).where(eq(currencies.code, 'COP'))
    const open = listings.find((l) => l.status === 'available' && l.isActive) ?? listings[3]
    await t.db.update(properties).set({ statusId: 'status_available', isActive: true }).where(eq(properties.id, open.id))
    const expected = (await freshGroupBy()).map((row) => row.split(' ')[0])
    // Two poll intervals of the watchers above, plus the reads themselves.
    const within = 2 * 20 + 2000
    for (const site of [one, two]) {
      const types = await eventually(site.searchOptions, (o) => o.types.some((type) => type.name === 'Casa renombrada'), within)
      expect(types.types.find((type) => type.id === typeId)?.name).toBe('Casa renombrada')
      const rates = await eventually(site.currencyRates, (r) => r.some((rate) => rate.code === 'COP' && rate.usdRate === 4321), within)
      expect(rates.find((rate) => rate.code === 'COP')?.usdRate).toBe(4321)
      const counts = await eventually(
        site.landingCounts,
        (c) =>
          c
            .map((r) => `${r.priceType}|${r.propertyTypeId}|${r.cityId}=${r.count}`)
            .sort()
            .join() === expected.join(),
        within,
      )
      expect(counts.map((r) => `${r.priceType}|${r.propertyTypeId}|${r.cityId}=${r.count}`).sort()).toEqual(expected)
    }
  })

  it('names the listings a change touched, once per transaction, and calls a change to shared data one to everything', async () => {
    const version = watchContentVersion(t.db, { everyMs: 0 })
    watchers.push(version)
    const changes: ContentChange[] = []
    version.onChange((_, change) => changes.push(change))
    /** The listings named by the changes `write` makes, as the next read reports them ('all' for everything). */
    const named = async (write: () => Promise<unknown>) => {
      await version.refresh()
      changes.length = 0
      await write()
      await version.refresh()
      expect(changes).toHaveLength(1)
      const { listings } = changes[0]
      return listings ? [...listings].sort((a, b) => a - b) : 'all'
    }
    const [a, b, c] = listings
    expect(await named(() => t.db.update(properties).set({ title: 'Casa con un título cambiado' }).where(eq(properties.id, a.id)))).toEqual([a.id])
    // An advertiser's edit through the API names that listing only.
    const mine = await createListing(t, poster.token, { countryId: 'country_ec', cityId: 'ec_quito', title: 'Casa del anunciante' })
    const edit = async () => {
      const res = await t.app.request(`/api/properties/${mine.id}`, { method: 'PATCH', headers: jsonHeaders(poster.token), body: JSON.stringify({ title: 'Casa editada por la API' }) })
      expect(res.status, await res.clone().text()).toBe(200)
    }
    expect(await named(edit)).toEqual([mine.id])
    // A photo and a price change name their listing; two listings changed between reads are both named.
    expect(
      await named(async () => {
        await t.db.insert(propertyImages).values({ propertyId: b.id, path: 'uploads/otra-foto.webp', position: 9 })
        await t.db.insert(priceHistory).values({ propertyId: c.id, price: 123_000, currency: 'USD' })
      }),
    ).toEqual([b.id, c.id].sort((x, y) => x - y))
    expect(await named(() => t.db.delete(propertyImages).where(eq(propertyImages.path, 'uploads/otra-foto.webp')))).toEqual([b.id])
    // A new listing names itself (its first price) and no other.
    let made: Property | undefined
    const created = await named(async () => (made = await createListing(t, poster.token, { countryId: 'country_ec', cityId: 'ec_quito', title: 'Casa recién publicada' })))
    expect(created).toEqual([made!.id])
    // Shared data: a type, a rate, an advertiser's phone; and a listing changed with one of them.
    expect(await named(() => t.db.update(propertyTypes).set({ name: 'Casa' }).where(eq(propertyTypes.id, a.propertyTypeId)))).toBe('all')
    expect(await named(() => t.db.update(currencies).set({ usdRate: 4200 }).where(eq(currencies.code, 'COP')))).toBe('all')
    expect(await named(() => t.db.update(users).set({ phoneNumber: '+593 99 333 4444' }).where(eq(users.id, owner.id)))).toBe('all')
    expect(
      await named(() =>
        t.db.transaction(async (tx) => {
          await tx.update(properties).set({ title: 'Otro título más' }).where(eq(properties.id, a.id))
          await tx.update(cities).set({ name: 'Quito' }).where(eq(cities.id, 'ec_quito'))
        }),
      ),
    ).toBe('all')
    // One version per transaction, however many statements it runs.
    const before = await contentVersion()
    await t.db.transaction(async (tx) => {
      await tx.update(properties).set({ title: 'Primer cambio' }).where(eq(properties.id, b.id))
      await tx.update(properties).set({ title: 'Segundo cambio' }).where(eq(properties.id, c.id))
    })
    expect(await contentVersion()).toBe(before + 1)
    // A deleted listing is named: its kept page must go.
    const gone = await createListing(t, poster.token, { countryId: 'country_ec', cityId: 'ec_quito', title: 'Casa que se borra' })
    expect(await named(() => t.db.delete(properties).where(eq(properties.id, gone.id)))).toEqual([gone.id])
  })

  it("keeps types, places, rates and settings across a listing's edit, and reads them again after a change to them", async () => {
    const version = watchContentVersion(t.db, { everyMs: 0 })
    watchers.push(version)
    const site = createSiteData(t.db, version)
    const [options, rates, counts] = [await site.searchOptions(), await site.currencyRates(), await site.landingCounts()]
    await t.db.update(properties).set({ title: 'Casa editada sin tocar los tipos' }).where(eq(properties.id, listings[1].id))
    const before = version.current
    await version.refresh()
    expect(version.current).not.toBe(before)
    // The same objects: nothing was read again; the landing counts, which listings make, were.
    expect(await site.searchOptions()).toBe(options)
    expect(await site.currencyRates()).toBe(rates)
    expect(await site.landingCounts()).not.toBe(counts)
    await t.db.update(currencies).set({ usdRate: 4250 }).where(eq(currencies.code, 'COP'))
    await version.refresh()
    expect(await site.searchOptions()).not.toBe(options)
    expect((await site.currencyRates()).find((rate) => rate.code === 'COP')?.usdRate).toBe(4250)
  })

  it('is read once per interval, not per request: shared data is not read again while it stays the same', async () => {
    const version = watchContentVersion(t.db, { everyMs: 0 })
    watchers.push(version)
    const site = createSiteData(t.db, version)
    const first = await site.searchOptions()
    await t.db.update(propertyTypes).set({ name: 'Nombre que no se ve' }).where(eq(propertyTypes.id, listings[0].propertyTypeId))
    // The same answer, the same object: nothing was read.
    expect(await site.searchOptions()).toBe(first)
    await version.refresh()
    expect((await site.searchOptions()).types.some((type) => type.name === 'Nombre que no se ve')).toBe(true)
    expect(CONTENT_VERSION_POLL_MS).toBeLessThanOrEqual(1000)
  })
})

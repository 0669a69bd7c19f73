import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { watchContentVersion, type ContentVersion } from '../../src/server/contentVersion.ts'
import { properties } from '../../src/server/db/schema.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { auth, jsonHeaders } from '../fixtures/properties.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 13: repeated public reads are answered from each process's memory; a change made through
// that process is visible at once, a change made through another within the cache's lifetime.

const TTL_MS = 400
const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const listing = setUpListing(t, owner, { title: 'Departamento en caché con vista al parque' })
/** Two server processes on one database, each with its own cache. */
let first: ReturnType<typeof createApp>
let second: ReturnType<typeof createApp>

beforeAll(async () => {
  const deps = { db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, responseCacheMs: TTL_MS }
  first = createApp(deps)
  second = createApp(deps)
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const titlesIn = async (app: typeof first, query = '?limit=100') => {
  const res = await app.request(`/api/properties${query}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as Paged<Property>).data.map((p) => p.title)
}
const setActive = (app: typeof first, isActive: boolean) => app.request(`/api/properties/${listing.id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ isActive }) })

describe('the public response cache', () => {
  it('answers a repeated search from memory until its lifetime ends', async () => {
    expect(await titlesIn(first, '?limit=100&page=1')).toContain(listing.title)
    // Changed behind the process's back: the cached answer stands for at most its lifetime.
    await t.db.update(properties).set({ title: 'Departamento renombrado fuera del proceso' }).where(eq(properties.id, listing.id))
    expect(await titlesIn(first, '?limit=100&page=1')).toContain(listing.title)
    await sleep(TTL_MS + 50)
    expect(await titlesIn(first, '?limit=100&page=1')).toContain('Departamento renombrado fuera del proceso')
    await t.db.update(properties).set({ title: listing.title }).where(eq(properties.id, listing.id))
  })

  it('a listing deactivated through one process leaves that process at once and the other within the lifetime', async () => {
    await sleep(TTL_MS + 50)
    expect(await titlesIn(first)).toContain(listing.title)
    expect(await titlesIn(second)).toContain(listing.title)
    expect((await first.request(`/api/properties/${listing.id}`)).status).toBe(200)
    expect((await second.request(`/api/properties/${listing.id}`)).status).toBe(200)

    expect((await setActive(first, false)).status).toBe(200)
    expect(await titlesIn(first)).not.toContain(listing.title)
    expect((await first.request(`/api/properties/${listing.id}`)).status).toBe(404)
    await sleep(TTL_MS + 50)
    expect(await titlesIn(second)).not.toContain(listing.title)
    expect((await second.request(`/api/properties/${listing.id}`)).status).toBe(404)
    expect((await setActive(first, true)).status).toBe(200)
  })

  it('a cached answer keeps its ETag (304 on a match) and never replays another request id', async () => {
    await sleep(TTL_MS + 50)
    const one = await first.request('/api/properties?limit=5')
    const two = await first.request('/api/properties?limit=5')
    expect(two.headers.get('etag')).toBe(one.headers.get('etag'))
    expect(two.headers.get('x-request-id')).not.toBe(one.headers.get('x-request-id'))
    expect(await two.text()).toBe(await one.text())
    const again = await first.request('/api/properties?limit=5', { headers: { 'if-none-match': one.headers.get('etag')! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('a caller with a token is never answered from the cache', async () => {
    await sleep(TTL_MS + 50)
    await titlesIn(first, '?limit=99')
    await t.db.update(properties).set({ title: 'Renombrado para quien tiene sesión' }).where(eq(properties.id, listing.id))
    const res = await first.request(`/api/properties/${listing.id}`, { headers: auth(owner.token) })
    expect(((await res.json()) as Property).title).toBe('Renombrado para quien tiene sesión')
    await t.db.update(properties).set({ title: listing.title }).where(eq(properties.id, listing.id))
  })
})

// Issue 24: a server that watches the content version keeps answers for up to a minute, but only
// while the version they were made at is current, so the popular head of many different searches
// stays in memory without a change through another process lasting longer than one poll.
describe('the public response cache, tied to the content version', () => {
  const LONG_MS = 60_000
  let version: ContentVersion
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    // No timer: the test moves the version by hand, as the one-second poll would.
    version = watchContentVersion(t.db, { everyMs: 0 })
    await version.refresh()
    app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, responseCacheMs: LONG_MS, contentVersion: version })
  })

  it('keeps an answer past the short lifetime while the version stands, and drops it when the version moves', async () => {
    expect(await titlesIn(app, '?limit=100&page=1&sortBy=price')).toContain(listing.title)
    // A change that raises the version, made behind the process's back (another process, or by hand).
    await t.db.update(properties).set({ title: 'Renombrado en otro proceso' }).where(eq(properties.id, listing.id))
    await sleep(TTL_MS + 50)
    // The poll has not run yet: the kept answer stands, well past the unversioned lifetime.
    expect(await titlesIn(app, '?limit=100&page=1&sortBy=price')).toContain(listing.title)
    await version.refresh()
    expect(await titlesIn(app, '?limit=100&page=1&sortBy=price')).toContain('Renombrado en otro proceso')
    await t.db.update(properties).set({ title: listing.title }).where(eq(properties.id, listing.id))
    await version.refresh()
    expect(await titlesIn(app, '?limit=100&page=1&sortBy=price')).toContain(listing.title)
  })

  it('does not keep an answer made while the version moved', async () => {
    const path = '?limit=100&page=1&sortBy=area'
    // A version that moves while the request is being answered: read once as "1" when the request
    // begins, "2" from then on. Its answer may hold either side of the change, so it is not kept.
    let reads = 0
    const moving: ContentVersion = {
      get current() {
        return reads++ === 0 ? '1' : '2'
      },
      refresh: () => Promise.resolve('2'),
      onChange: () => {},
      stop: () => {},
    }
    const slow = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, responseCacheMs: LONG_MS, contentVersion: moving })
    expect(await titlesIn(slow, path)).toContain(listing.title)
    await t.db.update(properties).set({ title: 'Cambiado durante la lectura' }).where(eq(properties.id, listing.id))
    expect(await titlesIn(slow, path)).toContain('Cambiado durante la lectura')
    // Made and finished at "2": kept from now on.
    await t.db.update(properties).set({ title: listing.title }).where(eq(properties.id, listing.id))
    expect(await titlesIn(slow, path)).toContain('Cambiado durante la lectura')
  })
})

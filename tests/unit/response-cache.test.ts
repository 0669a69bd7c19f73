import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { ContentChange, ContentVersion } from '../../src/server/contentVersion.ts'
import { createResponseCache } from '../../src/server/middleware/responseCache.ts'
import { rememberPick, type PickedSearch } from '../../src/server/services/listings/pickedSearches.ts'
import type { SearchColumns } from '../../src/server/services/listings/searchColumns.ts'

// The per-process cache of public answers: its lifetime, its memory bound, and what it never keeps.

/** An app behind the cache; `/public/:n` answers `publicText()` (1000 bytes that compress well unless told). */
function appWith(cache: ReturnType<typeof createResponseCache>, publicText = () => 'x'.repeat(1000)) {
  const calls: string[] = []
  const app = new Hono()
  app.use(cache.middleware)
  app.get('/public/:n', (c) => {
    calls.push(c.req.param('n'))
    c.header('Cache-Control', 'public, max-age=15')
    return c.text(publicText())
  })
  app.get('/private', (c) => {
    calls.push('private')
    c.header('Cache-Control', 'private, no-store')
    return c.text('mine')
  })
  app.post('/write', (c) => c.body(null, 204))
  return { app, calls }
}

describe('the response cache', () => {
  it('answers from memory until the lifetime ends', async () => {
    let now = 0
    const { app, calls } = appWith(createResponseCache({ ttlMs: 1000, now: () => now }))
    await app.request('/public/1')
    now = 999
    await app.request('/public/1')
    expect(calls).toEqual(['1'])
    now = 1000
    await app.request('/public/1')
    expect(calls).toEqual(['1', '1'])
  })

  it('keeps at most its byte budget, pushing the oldest answers out', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 2500 })
    const { app, calls } = appWith(cache)
    for (const n of ['1', '2', '3']) await app.request(`/public/${n}`)
    expect(cache.size).toBe(2)
    await app.request('/public/3')
    await app.request('/public/1')
    expect(calls).toEqual(['1', '2', '3', '1'])
  })

  it('counts the compressed copies it makes in its budget', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 2500 })
    // Bytes that do not compress: each copy is about as large as the answer.
    const { app, calls } = appWith(cache, () => randomBytes(900).toString('base64'))
    await app.request('/public/1')
    await app.request('/public/2')
    expect(cache.size).toBe(2)
    // The brotli copy of the second pushes the first out.
    const br = await app.request('/public/2', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(cache.size).toBe(1)
    await app.request('/public/2')
    await app.request('/public/1')
    expect(calls).toEqual(['1', '2', '1'])
  })

  it('never keeps private answers, and a staff write empties it', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 })
    const { app, calls } = appWith(cache)
    await app.request('/private')
    await app.request('/private')
    expect(calls).toEqual(['private', 'private'])
    await app.request('/public/1')
    await app.request('/write', { method: 'POST' })
    expect(cache.size).toBe(1)
    await app.request('/write', { method: 'POST', headers: { authorization: 'Bearer x' } })
    expect(cache.size).toBe(0)
  })

  it('answers a hit compressed as the caller accepts, compressing each answer once, with a weak tag', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 })
    const app = new Hono()
    app.use(cache.middleware)
    app.get('/big', (c) => {
      c.header('Cache-Control', 'public, max-age=15')
      c.header('ETag', '"v1"')
      return c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Casa ${i}` })) })
    })
    const plain = await (await app.request('/big')).text()
    const br = await app.request('/big', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('etag')).toBe('W/"v1"')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(plain.length / 3)
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain)
    const gzip = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain)
    expect((await app.request('/big', { headers: { 'if-none-match': 'W/"v1"' } })).status).toBe(304)
  })

  it('keeps a list answer and a listing’s answer across other listings’ edits, as the columns and the version say', async () => {
    // The content version, moved by the test or by a staff write's read (`next`).
    const listeners: ((version: string, change: ContentChange) => void)[] = []
    let current = '1'
    let next: { to: string; listings: number[] | null; listVersion: bigint } | undefined
    const move = (to: string, listings: number[] | null, listVersion?: bigint) => {
      current = to
      for (const listener of listeners) listener(to, { listings: listings && new Set(listings), listVersion })
    }
    const version: ContentVersion = {
      get current() {
        return current
      },
      refresh: () => {
        if (next) move(next.to, next.listings, next.listVersion)
        next = undefined
        return Promise.resolve(current)
      },
      onChange: (listener) => void listeners.push(listener),
      stop: () => {},
    }
    // The in-memory columns: a patch sent when the cache asks them to catch up, if the test says so.
    let patchListener: Parameters<SearchColumns['onPatch']>[0] = () => {}
    let catchUp: ((to: bigint) => boolean) | undefined
    const columns: SearchColumns = { onPatch: (listener) => void (patchListener = listener), reach: (to) => Promise.resolve(catchUp?.(to) ?? false) }

    const cache = createResponseCache({ ttlMs: 60_000, version, columns })
    const calls: string[] = []
    let columnsAt = 10n
    const app = new Hono<{ Variables: { shownSearch: object | undefined; shownListings: readonly number[] | undefined } }>()
    app.use(cache.middleware)
    app.get('/search/:n', (c) => {
      calls.push(c.req.path)
      // A list's answer picked from the columns, showing listings 1 and 2.
      const answer = { data: [1, 2] }
      rememberPick(answer, { query: {}, bounds: {}, version: columnsAt, ids: [1, 2] } as unknown as PickedSearch)
      c.set('shownSearch', answer)
      c.header('Cache-Control', 'public, max-age=15')
      return c.json(answer)
    })
    app.get('/listing/:id', (c) => {
      calls.push(c.req.path)
      c.set('shownListings', [Number(c.req.param('id'))])
      c.header('Cache-Control', 'public, max-age=15')
      return c.json({ id: c.req.param('id') })
    })
    app.get('/types', (c) => {
      calls.push(c.req.path)
      c.header('Cache-Control', 'public, max-age=15')
      return c.json([])
    })
    app.post('/write', (c) => c.body(null, 204))
    const count = (path: string) => calls.filter((call) => call === path).length
    const paths = ['/search/a', '/search/b', '/listing/5', '/types']
    for (const path of paths) await app.request(path)

    // Listing 9's photo changed (list version 10, as the answers were picked): only /types goes.
    move('2', [9], 10n)
    for (const path of paths) await app.request(path)
    expect(paths.map(count)).toEqual([1, 1, 1, 2])

    // Listing 9's price changed (list version 11): the columns catch up when a search is asked, and
    // their patch leaves the search alone.
    move('3', [9], 11n)
    catchUp = (to) => {
      patchListener(10n, to, () => true)
      return true
    }
    await app.request('/search/a')
    await app.request('/search/b')
    expect([count('/search/a'), count('/search/b')]).toEqual([1, 1])
    // Listing 7's change makes it match: the answers are made again.
    move('4', [7], 12n)
    catchUp = (to) => {
      patchListener(11n, to, () => false)
      return true
    }
    columnsAt = 12n
    await app.request('/search/a')
    expect(count('/search/a')).toBe(2)
    catchUp = undefined

    // A staff write through this process: the version is read again at once. Listing 2 changed:
    // /search/a shows it and goes; the listing's answer stays; what follows nothing goes.
    await app.request('/types')
    next = { to: '5', listings: [2], listVersion: 12n }
    await app.request('/write', { method: 'POST', headers: { authorization: 'Bearer x' } })
    expect(current).toBe('5')
    for (const path of paths) await app.request(path)
    expect(paths.map(count)).toEqual([3, 2, 1, 4])
    // Its own listing changed: made again; shared data: everything is.
    next = { to: '6', listings: [5], listVersion: 12n }
    await app.request('/write', { method: 'POST', headers: { authorization: 'Bearer x' } })
    await app.request('/listing/5')
    expect(count('/listing/5')).toBe(2)
    move('7', null, 12n)
    await app.request('/search/a')
    expect(count('/search/a')).toBe(4)
  })
})

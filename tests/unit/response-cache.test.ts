import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createResponseCache } from '../../src/server/middleware/responseCache.ts'

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
})

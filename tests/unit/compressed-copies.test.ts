import zlibCommonJs, { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { syncBuiltinESMExports } from 'node:module'
import { describe, expect, it, vi } from 'vitest'
import { createCopyStore, encodedCopy, encodedCopyOffThread, type StoredCopies } from '../../src/server/compressedCopies.ts'
import { createResponseCache } from '../../src/server/middleware/responseCache.ts'
import type { WorkGate } from '../../src/server/workGate.ts'

// Issue 24: while other work waits its turn, the compressed copy of a page or an answer is made at
// the quick setting (the thread that compresses is the one the waiting requests need), and made
// again at the usual setting by the first answer sent when nothing waits.

/** A page-like body of about 60 KB: markup that repeats with varied text, as a search page does. */
const body = Buffer.from(
  Array.from(
    { length: 300 },
    (_, n) => `<article class="card"><h3 id="card-${n}">Casa ${n * 7919} en el barrio ${(n * 104729) % 997}</h3><p>${(n * 31) % 5} dormitorios, ${n % 4} baños</p></article>`,
  ).join('\n'),
)
const brotliAt = (quality: number) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })

describe('compressed copies while other work waits', () => {
  it('makes a quick brotli copy when busy, and the usual one at the next answer that is not', () => {
    const entry = { plain: body }
    const quick = encodedCopy(entry, 'gzip, br', { busy: true })
    expect(quick.encoding).toBe('br')
    expect(Buffer.from(quick.body)).toEqual(brotliAt(1))
    expect(brotliDecompressSync(quick.body)).toEqual(body)
    expect(entry).toMatchObject({ quick: { br: true } })

    // Still busy: the quick copy is sent again, not made again.
    const again = encodedCopy(entry, 'br', { busy: true })
    expect(again.body).toBe(quick.body)
    expect(again.added).toBe(0)

    const usual = encodedCopy(entry, 'br')
    expect(Buffer.from(usual.body)).toEqual(brotliAt(4))
    expect(usual.body.byteLength).toBeLessThan(quick.body.byteLength)
    expect(usual.added).toBe(usual.body.byteLength - quick.body.byteLength)
    expect(entry).toMatchObject({ quick: { br: false } })
    // A usual copy is good enough when busy too.
    expect(encodedCopy(entry, 'br', { busy: true }).body).toBe(usual.body)
  })

  it('does the same for gzip, and leaves bodies under the threshold plain', () => {
    const entry = { plain: body }
    const quick = encodedCopy(entry, 'gzip', { busy: true })
    expect(quick.encoding).toBe('gzip')
    expect(Buffer.from(quick.body)).toEqual(gzipSync(body, { level: 1 }))
    const usual = encodedCopy(entry, 'gzip')
    expect(Buffer.from(usual.body)).toEqual(gzipSync(body, { level: 6 }))
    expect(gunzipSync(usual.body)).toEqual(body)

    const small = { plain: Buffer.from('x'.repeat(100)) }
    expect(encodedCopy(small, 'br', { fromBytes: 1024, busy: true })).toEqual({ body: small.plain, added: 0 })
    expect(small).not.toHaveProperty('br')
  })

  it("makes the same copies off the JavaScript thread, through zlib's thread-pool calls", async () => {
    // Counted rather than timed: whether other work ran meanwhile depends on the machine's load.
    const onThread = vi.spyOn(zlibCommonJs, 'brotliCompressSync')
    const offThread = vi.spyOn(zlibCommonJs, 'brotliCompress')
    syncBuiltinESMExports()
    const entry = { plain: body }
    let quick
    try {
      quick = await encodedCopyOffThread(entry, 'br', { busy: true })
      expect(offThread).toHaveBeenCalledTimes(1)
      expect(onThread).not.toHaveBeenCalled()
    } finally {
      onThread.mockRestore()
      offThread.mockRestore()
      syncBuiltinESMExports()
    }
    expect(Buffer.from(quick.body)).toEqual(brotliAt(1))
    expect(entry).toMatchObject({ br: quick.body, quick: { br: true } })
    expect((await encodedCopyOffThread(entry, 'br', { busy: true })).body).toBe(quick.body)
    const usual = await encodedCopyOffThread(entry, 'br')
    expect(Buffer.from(usual.body)).toEqual(brotliAt(4))
    expect(usual.added).toBe(usual.body.byteLength - quick.body.byteLength)
    const gzip = await encodedCopyOffThread(entry, 'gzip')
    expect(Buffer.from(gzip.body)).toEqual(gzipSync(body, { level: 6 }))
    expect(await encodedCopyOffThread(entry, 'identity')).toEqual({ body, added: 0 })
  })

  it('counts a copy made again in the store by the bytes it changed', () => {
    let busy = true
    const store = createCopyStore<StoredCopies>(1024 * 1024, { busy: () => busy })
    store.put('page', { plain: body })
    const entry = store.get('page')!
    const quick = store.send('page', entry, 'br')
    expect(entry.bytes).toBe(body.byteLength + quick.body.byteLength)
    busy = false
    const usual = store.send('page', entry, 'br')
    expect(usual.body).not.toBe(quick.body)
    expect(entry.bytes).toBe(body.byteLength + usual.body.byteLength)
  })
})

describe('the response cache while reads wait at the gate', () => {
  /** A gate that runs every work at once but says `waiting` works queue behind. */
  const gateWith = (state: { waiting: number }): WorkGate => ({
    run: (work) => work(),
    active: 0,
    get waiting() {
      return state.waiting
    },
    get busy() {
      return state.waiting > 0
    },
  })

  it('compresses a hit quickly while reads wait, and at the usual setting once none does', async () => {
    const state = { waiting: 3 }
    const app = new Hono()
    app.use(createResponseCache({ ttlMs: 60_000, gate: gateWith(state) }).middleware)
    app.get('/search', (c) => c.body(body, 200, { 'cache-control': 'public, max-age=15', 'content-type': 'text/html' }))
    await app.request('/search')
    const busy = await app.request('/search', { headers: { 'accept-encoding': 'br' } })
    expect(Buffer.from(await busy.arrayBuffer())).toEqual(brotliAt(1))
    state.waiting = 0
    const quiet = await app.request('/search', { headers: { 'accept-encoding': 'br' } })
    expect(Buffer.from(await quiet.arrayBuffer())).toEqual(brotliAt(4))
  })
})

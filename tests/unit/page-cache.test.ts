import { randomBytes } from 'node:crypto'
import zlibCommonJs, * as zlib from 'node:zlib'
import { syncBuiltinESMExports } from 'node:module'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentChange, ContentVersion } from '../../src/server/contentVersion.ts'
import { createPageCache } from '../../src/server/pageCache.ts'
import type { Shown } from '../../src/server/editFollower.ts'
import type { PickedSearch } from '../../src/server/services/listings/pickedSearches.ts'
import type { SearchColumns } from '../../src/server/services/listings/searchColumns.ts'
import { etagPage } from '../../src/server/pageEtag.ts'

// Pages rendered on demand, kept per process while the content version stays the same, and
// revalidated by a tag known before rendering (issue 24).

// The real brotli, counted: a page is compressed once, as it is rendered (off the JavaScript thread),
// not again for its first hit (on it). A spy on the CommonJS object, copied to the ESM bindings, also
// works when test files share one module graph (vitest's isolate: false), where a vi.mock of a
// built-in module is not seen by modules loaded before.
const brotliOnThread = vi.spyOn(zlibCommonJs, 'brotliCompressSync')
const brotliOffThread = vi.spyOn(zlibCommonJs, 'brotliCompress')
syncBuiltinESMExports()
const compressions = {
  get br() {
    return brotliOnThread.mock.calls.length + brotliOffThread.mock.calls.length
  },
}
afterAll(() => {
  for (const spy of [brotliOnThread, brotliOffThread]) spy.mockRestore()
  syncBuiltinESMExports()
})

/** A content version moved by the test, as the database's poll would move it. */
function versionAt(start: string) {
  const listeners: ((version: string, change: ContentChange) => void)[] = []
  let current = start
  const version: ContentVersion = {
    get current() {
      return current
    },
    refresh: () => Promise.resolve(current),
    onChange: (listener) => void listeners.push(listener),
    stop: () => {},
  }
  return {
    version,
    /**
     * To a new version; `listings`: the only listings that changed (none named: anything may have);
     * `listVersion`: the list version read with it.
     */
    move(to: string, listings?: number[], listVersion?: bigint) {
      current = to
      for (const listener of listeners) listener(to, { listings: listings ? new Set(listings) : null, ...(listVersion === undefined ? {} : { listVersion }) })
    },
  }
}

/** The in-memory columns as the page cache sees them: patches sent by the test, and the versions it was asked to reach. */
function columnsMovedByHand() {
  let listener: Parameters<SearchColumns['onPatch']>[0] = () => {}
  const reached: bigint[] = []
  /** What the columns do when asked to catch up: nothing by default (they could not). */
  let onReach: (version: bigint) => boolean = () => false
  const columns: SearchColumns = {
    onPatch: (added) => void (listener = added),
    reach: (version) => {
      reached.push(version)
      return Promise.resolve(onReach(version))
    },
  }
  return {
    columns,
    reached,
    patch: (from: bigint, to: bigint, keeps: (picked: PickedSearch) => boolean) => listener(from, to, keeps),
    set onReach(catchUp: (version: bigint) => boolean) {
      onReach = catchUp
    },
  }
}

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server that renders pages the way Astro does (writeHead, write, end) behind the cache. */
async function serve(
  cache: ReturnType<typeof createPageCache>,
  page: (url: string) => { status: number; cacheControl: string; body: string; contentType?: string; vary?: string; shown?: Shown },
  busy?: () => boolean,
) {
  const renders: string[] = []
  server = createServer(async (req, res) => {
    if (cache.serve(req, res)) return
    // As site.ts: a kept search waiting for the columns is served once they caught up.
    if ((await cache.caughtUp(req)) && cache.serve(req, res)) return
    const tag = cache.currentTag()
    const { status, cacheControl, body, contentType = 'text/html; charset=utf-8', vary, shown } = page(req.url!)
    etagPage(req, res, { versionTag: tag, busy, onPage: (sentTag, rendered) => cache.store(req, sentTag, rendered, shown) })
    renders.push(req.url!)
    res.setHeader('Content-Security-Policy', "default-src 'self'")
    res.writeHead(status, { 'content-type': contentType, 'cache-control': cacheControl, ...(vary ? { vary } : {}) })
    res.write(body.slice(0, 10))
    res.end(body.slice(10))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  return { renders, get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }) }
}

const publicPage = (url: string) => ({ status: 200, cacheControl: 'public, max-age=60', body: `<html>${url} ${'x'.repeat(2000)}</html>` })

describe('the page cache', () => {
  it('renders a public page once per content version, and answers the rest from memory with the same headers', async () => {
    const { version, move } = versionAt('7')
    const { renders, get } = await serve(createPageCache(version, { buildId: 'b1' }), publicPage)
    const first = await get('/propiedades?page=2')
    const body = await first.text()
    const second = await get('/propiedades?page=2')
    expect(await second.text()).toBe(body)
    expect(renders).toEqual(['/propiedades?page=2'])
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(second.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(second.headers.get('cache-control')).toBe('public, max-age=60')
    await get('/propiedades?page=3')
    expect(renders).toHaveLength(2)
    move('8')
    await get('/propiedades?page=2')
    expect(renders).toEqual(['/propiedades?page=2', '/propiedades?page=3', '/propiedades?page=2'])
  })

  it('answers a revalidation with 304 before rendering while the version is the same, and renders after a change', async () => {
    const { version, move } = versionAt('1')
    const { renders, get } = await serve(createPageCache(version, { buildId: 'b1', maxBytes: 0 }), publicPage)
    const first = await get('/propiedades/casa-1')
    const tag = first.headers.get('etag')!
    expect(tag).toMatch(/^W\/"b1\.1\.\d{4}-\d{2}-\d{2}"$/)
    // Nothing is kept in memory (maxBytes 0): the 304 comes from the tag alone.
    const again = await get('/propiedades/casa-1', { 'if-none-match': tag })
    expect(again.status).toBe(304)
    expect(renders).toHaveLength(1)
    move('2')
    const changed = await get('/propiedades/casa-1', { 'if-none-match': tag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(tag)
    expect(renders).toHaveLength(2)
  })

  it('keeps a page that names its listings while only other listings change, with the tag it was sent with', async () => {
    const { version, move } = versionAt('1')
    // A listing page shows listing 5 and its similar 6; a search page names none.
    const page = (url: string) => ({ ...publicPage(url), ...(url.startsWith('/propiedades/') ? { shown: { listings: [5, 6] } } : {}) })
    const { renders, get } = await serve(createPageCache(version, { buildId: 'b1' }), page)
    const first = await get('/propiedades/casa-5')
    const tag = first.headers.get('etag')!
    await get('/propiedades?page=1')
    expect(renders).toEqual(['/propiedades/casa-5', '/propiedades?page=1'])

    // Listing 9 changed: the listing page stays, answered and revalidated with its own tag; the search goes.
    move('2', [9])
    const kept = await get('/propiedades/casa-5')
    expect(kept.headers.get('etag')).toBe(tag)
    expect((await get('/propiedades/casa-5', { 'if-none-match': tag })).status).toBe(304)
    await get('/propiedades?page=1')
    expect(renders).toEqual(['/propiedades/casa-5', '/propiedades?page=1', '/propiedades?page=1'])

    // Its similar listing 6 changed: made again, at the new version.
    move('3', [9, 6])
    const remade = await get('/propiedades/casa-5')
    expect(remade.headers.get('etag')).toMatch(/^W\/"b1\.3\./)
    expect((await get('/propiedades/casa-5', { 'if-none-match': tag })).status).toBe(200)
    expect(renders.filter((url) => url === '/propiedades/casa-5')).toHaveLength(2)

    // Shared data changed (no listings named): everything goes.
    move('4')
    await get('/propiedades/casa-5')
    expect(renders.filter((url) => url === '/propiedades/casa-5')).toHaveLength(3)
    move('5', [5])
    await get('/propiedades/casa-5')
    expect(renders.filter((url) => url === '/propiedades/casa-5')).toHaveLength(4)
  })

  it('keeps a search page across other listings’ edits once the columns say they leave its search alone', async () => {
    const { version, move } = versionAt('1')
    const hand = columnsMovedByHand()
    // Search pages show listings 1 and 2, picked at the list version the columns hold when they render.
    let columnsAt = 10n
    const page = (url: string) => ({ ...publicPage(url), ...(url.startsWith('/propiedades?') ? { shown: { search: { query: { url } as never, bounds: {}, version: columnsAt, ids: [1, 2] } } } : {}) })
    const { renders, get } = await serve(createPageCache(version, { buildId: 'b1', columns: hand.columns }), page)
    const count = (url: string) => renders.filter((rendered) => rendered === url).length
    const tag = (await get('/propiedades?a')).headers.get('etag')!
    await get('/propiedades?b')
    await get('/')

    // Listing 9's photo changed (the list version did not move): both searches stay, home goes.
    move('2', [9], 10n)
    expect((await get('/propiedades?a')).headers.get('etag')).toBe(tag)
    expect((await get('/propiedades?a', { 'if-none-match': tag })).status).toBe(304)
    await get('/propiedades?b')
    await get('/')
    expect([count('/propiedades?a'), count('/propiedades?b'), count('/')]).toEqual([1, 1, 2])

    // Listing 9's price changed (list version 11): the columns are asked to catch up, and until they
    // have, no kept search is served.
    move('3', [9], 11n)
    expect(hand.reached).toEqual([10n, 11n])
    columnsAt = 11n
    await get('/propiedades?b')
    expect(count('/propiedades?b')).toBe(2)
    // Caught up, the patch leaves the search of the kept page alone: it is served as it was.
    const asked: unknown[] = []
    hand.patch(10n, 11n, (picked) => asked.push(picked.query) > 0)
    expect(asked).toEqual([{ url: '/propiedades?a' }])
    expect((await get('/propiedades?a')).headers.get('etag')).toBe(tag)
    expect(count('/propiedades?a')).toBe(1)

    // A patch that changes what the search finds (listing 7 now matches it): made again.
    move('4', [7], 12n)
    hand.patch(11n, 12n, () => false)
    columnsAt = 12n
    const remade = await get('/propiedades?a')
    expect(remade.headers.get('etag')).toMatch(/^W\/"b1\.4\./)
    expect(count('/propiedades?a')).toBe(2)
    // A patch from another version than the page's leaves it waiting: the page at 12 is not known good at 13.
    move('5', [8], 13n)
    hand.patch(11n, 13n, () => true)
    await get('/propiedades?a')
    expect(count('/propiedades?a')).toBe(3)

    // A request that finds the page waiting asks the columns to catch up, and is answered from memory
    // once their patch leaves it alone.
    move('6', [8], 14n)
    hand.onReach = (to) => {
      hand.patch(12n, to, () => true)
      return true
    }
    const kept = await get('/propiedades?a')
    expect(kept.headers.get('etag')).toMatch(/^W\/"b1\.5\./)
    expect(count('/propiedades?a')).toBe(3)
    hand.onReach = () => false

    // A listing the page shows changed, the list version aside: made again.
    columnsAt = 14n
    await get('/propiedades?a')
    move('7', [2], 14n)
    await get('/propiedades?a')
    expect(count('/propiedades?a')).toBe(4)
    // Shared data changed: made again.
    move('8')
    await get('/propiedades?a')
    expect(count('/propiedades?a')).toBe(5)
  })

  it('drops a search page on any listing’s edit when it cannot follow the columns', async () => {
    const { version, move } = versionAt('1')
    const page = (url: string) => ({ ...publicPage(url), shown: { search: { query: {} as never, bounds: {}, version: 10n, ids: [1] } } })
    const { renders, get } = await serve(createPageCache(version, { buildId: 'b1' }), page)
    await get('/propiedades?a')
    move('2', [9], 10n)
    await get('/propiedades?a')
    expect(renders).toEqual(['/propiedades?a', '/propiedades?a'])
  })

  it('keeps a rendered page no longer than its lifetime, and never a private page or an error', async () => {
    const { version } = versionAt('1')
    let now = 1_000_000
    const pages: Record<string, { status: number; cacheControl: string }> = {
      '/alertas?token=x': { status: 200, cacheControl: 'no-store' },
      '/propiedades/gone': { status: 404, cacheControl: 'no-store' },
    }
    const { renders, get } = await serve(createPageCache(version, { buildId: 'b', now: () => now, ttlMs: 1000 }), (url) => ({ ...publicPage(url), ...pages[url] }))
    for (const path of ['/alertas?token=x', '/alertas?token=x', '/propiedades/gone', '/propiedades/gone']) await get(path)
    expect(renders).toEqual(['/alertas?token=x', '/alertas?token=x', '/propiedades/gone', '/propiedades/gone'])
    // The private page keeps its content hash, which a revalidation cannot match by version.
    const privateTag = (await get('/alertas?token=x')).headers.get('etag')
    expect(privateTag).not.toMatch(/^W\/"b\./)
    await get('/')
    await get('/')
    expect(renders.filter((path) => path === '/')).toHaveLength(1)
    now += 1001
    await get('/')
    expect(renders.filter((path) => path === '/')).toHaveLength(2)
  })

  it('never keeps a page that sets a cookie, even one marked public', async () => {
    const { version } = versionAt('1')
    const cache = createPageCache(version, { buildId: 'b' })
    const renders: string[] = []
    server = createServer((req, res) => {
      if (cache.serve(req, res)) return
      etagPage(req, res, { versionTag: cache.currentTag(), onPage: (tag, page) => cache.store(req, tag, page) })
      renders.push(req.url!)
      res.setHeader('Set-Cookie', `visitor=${renders.length}; HttpOnly`)
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' })
      res.end(`<html>${'x'.repeat(2000)}</html>`)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
    const first = await fetch(`${base}/propiedades`)
    const second = await fetch(`${base}/propiedades`)
    expect(renders).toHaveLength(2)
    expect(first.headers.get('set-cookie')).toContain('visitor=1')
    expect(second.headers.get('set-cookie')).toContain('visitor=2')
    expect(cache.size).toBe(0)
  })

  it('sends a kept page compressed as the browser accepts, the same page each way', async () => {
    const { version } = versionAt('1')
    const { get } = await serve(createPageCache(version, { buildId: 'b' }), publicPage)
    const plain = await (await get('/oportunidades')).text()
    const br = await get('/oportunidades', { 'accept-encoding': 'br, gzip' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const gzip = await get('/oportunidades', { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    // fetch decodes both: the bodies are the page as rendered.
    expect(await br.text()).toBe(plain)
    expect(await gzip.text()).toBe(plain)
  })

  it('compresses a page once, as it is rendered, and answers its next requests with that copy', async () => {
    const { version } = versionAt('1')
    const { renders, get } = await serve(createPageCache(version, { buildId: 'b' }), publicPage)
    const before = compressions.br
    const offThreadBefore = brotliOffThread.mock.calls.length
    const first = await get('/alquiler', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(first.headers.get('vary')).toBe('Accept-Encoding')
    const sentBytes = Number(first.headers.get('content-length'))
    const page = publicPage('/alquiler').body
    expect(sentBytes).toBeGreaterThan(0)
    expect(sentBytes).toBeLessThan(page.length / 4)
    expect(await first.text()).toBe(page)
    const second = await get('/alquiler', { 'accept-encoding': 'br' })
    expect(Number(second.headers.get('content-length'))).toBe(sentBytes)
    expect(await second.text()).toBe(page)
    expect(renders).toEqual(['/alquiler'])
    expect(compressions.br - before).toBe(1)
    // That once was off the JavaScript thread.
    expect(brotliOffThread.mock.calls.length - offThreadBefore).toBe(1)
  })

  it('compresses a page rendered while others wait quickly, and at the usual setting by the first answer once none does', async () => {
    const { version } = versionAt('1')
    let busy = true
    // Varied text, on which brotli's qualities give different bytes.
    const body = Array.from({ length: 400 }, (_, n) => `<li>Casa ${(n * 7919) % 10007} en ${(n * 104729) % 997}</li>`).join('')
    const brotliAt = (quality: number) =>
      zlib.brotliCompressSync(Buffer.from(body), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
    const { renders, get } = await serve(
      createPageCache(version, { buildId: 'b', busy: () => busy }),
      () => ({ status: 200, cacheControl: 'public, max-age=60', body }),
      () => busy,
    )
    const sent = async () => {
      const answer = await get('/venta', { 'accept-encoding': 'br' })
      expect(answer.headers.get('content-encoding')).toBe('br')
      expect(await answer.text()).toBe(body)
      // fetch decodes the body: the copy sent is told by its length.
      return Number(answer.headers.get('content-length'))
    }
    const [quick, usual] = [brotliAt(1).byteLength, brotliAt(4).byteLength]
    expect(usual).toBeLessThan(quick)
    const before = compressions.br
    expect(await sent()).toEqual(quick)
    expect(await sent()).toEqual(quick)
    expect(compressions.br - before).toBe(1)
    busy = false
    expect(await sent()).toEqual(usual)
    expect(await sent()).toEqual(usual)
    expect(compressions.br - before).toBe(2)
    expect(renders).toEqual(['/venta'])
  })

  it('sends small pages and bodies that do not compress as they are, and keeps the page’s own Vary', async () => {
    const { version } = versionAt('1')
    const pages: Record<string, { body: string; contentType?: string; vary?: string }> = {
      '/tiny': { body: '<p>ok</p>' },
      '/pixel.png': { body: 'x'.repeat(4000), contentType: 'image/png' },
      '/by-cookie': { body: 'y'.repeat(4000), vary: 'Cookie' },
    }
    const { get } = await serve(createPageCache(version, { buildId: 'b' }), (url) => ({ status: 200, cacheControl: 'no-store', ...pages[url] }))
    const accepts = { 'accept-encoding': 'br, gzip' }
    const tiny = await get('/tiny', accepts)
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(tiny.headers.get('content-length')).toBe('9')
    const png = await get('/pixel.png', accepts)
    expect(png.headers.get('content-encoding')).toBeNull()
    expect(png.headers.get('content-length')).toBe('4000')
    const byCookie = await get('/by-cookie', accepts)
    expect(byCookie.headers.get('content-encoding')).toBe('br')
    expect(byCookie.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(await byCookie.text()).toBe(pages['/by-cookie'].body)
  })

  it('counts the compressed copies it makes in its budget, and drops the least recently served page', async () => {
    const { version } = versionAt('1')
    const noise = new Map<string, string>()
    // Bytes that do not compress: each copy is about as large as the page.
    const noisyPage = (url: string) => {
      if (!noise.has(url)) noise.set(url, randomBytes(1500).toString('base64'))
      return { status: 200, cacheControl: 'public, max-age=60', body: noise.get(url)! }
    }
    const cache = createPageCache(version, { buildId: 'b', maxBytes: 5000 })
    const { renders, get } = await serve(cache, noisyPage)
    await get('/a')
    await get('/b')
    expect(cache.size).toBe(2)
    await get('/a', { 'accept-encoding': 'gzip' })
    // The gzip copy of /a pushes /b out, served longer ago.
    expect(cache.size).toBe(1)
    await get('/a')
    await get('/b')
    expect(renders).toEqual(['/a', '/b', '/b'])
    // A page rendered for brotli comes with its copy, which counts from the start: /c and /d do not fit together.
    await get('/c', { 'accept-encoding': 'br' })
    await get('/d', { 'accept-encoding': 'br' })
    expect(cache.size).toBe(1)
    await get('/d')
    await get('/c')
    expect(renders).toEqual(['/a', '/b', '/b', '/c', '/d', '/c'])
  })
})

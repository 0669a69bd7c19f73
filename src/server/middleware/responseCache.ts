import type { Context, MiddlewareHandler } from 'hono'
import { carriesCredential } from '../auth/sessionCookie.ts'
import { COMPRESS_FROM_BYTES, createCopyStore, type StoredCopies } from '../compressedCopies.ts'
import type { ContentVersion } from '../contentVersion.ts'
import { followEdits, type Follows } from '../editFollower.ts'
import { pickedSearchOf } from '../services/listings/pickedSearches.ts'
import type { SearchColumns } from '../services/listings/searchColumns.ts'
import { tagMatches } from '../pageCache.ts'
import { OPEN_GATE, type WorkGate } from '../workGate.ts'

/**
 * How long this process answers a repeated public read from memory when it does not watch the
 * content version (tests that build the API alone). Changes made through this process are visible
 * at once (its writes empty the cache); changes made through another process sharing the database
 * within this many seconds.
 */
export const RESPONSE_CACHE_SECONDS = 5
/**
 * The same bound for a server that watches the content version (src/server/contentVersion.ts): an
 * answer is dropped as soon as the version it was made at is no longer current (one that follows
 * listings' edits, as soon as a change could alter it), so a change through any process shows
 * within the version's poll (about a second) however long this is. What changes
 * without raising the version (a listing's view count, the place suggestions' vocabulary) lags at
 * most this long, as on the kept pages (src/server/pageCache.ts). Stated in the README.
 */
export const VERSIONED_RESPONSE_CACHE_SECONDS = 60
// A bound on memory whatever the queries, compressed copies included: many distinct searches push
// the oldest answers out.
const MAX_BYTES = 32 * 1024 * 1024
const MAX_BODY_BYTES = 512 * 1024
// What describes the body; a request's own headers (its id) are not replayed.
const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'etag', 'vary', 'content-language'])

interface Entry extends StoredCopies, Follows {
  storedAt: number
  /** The content version current when the answer was made; null without a version to watch. */
  version: string | null
  status: number
  headers: [string, string][]
  etag: string | null
}

interface ResponseCache {
  /** In front of the public GETs: repeated ones are answered from memory, with 304 for a matching ETag. */
  middleware: MiddlewareHandler
  clear(): void
  readonly size: number
}

/**
 * A per-process cache of public answers: only anonymous GETs whose route marked them
 * `Cache-Control: public`, and only 200s. A successful staff write through this process empties it,
 * but for the answers that follow listings' edits (ADR 030), checked against the version read again.
 */
export function createResponseCache(options: { ttlMs?: number; now?: () => number; maxBytes?: number; version?: ContentVersion; columns?: SearchColumns; gate?: WorkGate } = {}): ResponseCache {
  const { version } = options
  const gate = options.gate ?? OPEN_GATE
  const ttlMs = options.ttlMs ?? (version ? VERSIONED_RESPONSE_CACHE_SECONDS : RESPONSE_CACHE_SECONDS) * 1000
  const now = options.now ?? Date.now
  // Oldest stored goes first: a hit does not move its entry.
  // While reads wait at the gate, a first hit's copy is compressed quickly (compressedCopies.ts).
  const entries = createCopyStore<Entry>(options.maxBytes ?? MAX_BYTES, { busy: () => gate.busy })
  // A list's answer picked from the in-memory columns stays across listings' edits its search does
  // not see (ADR 030); everything else goes when the version moves.
  const edits = version && followEdits(version, options.columns, entries)
  const currentVersion = () => version?.current ?? null

  /** The kept answer for `key`, if it is still good (a stale one is dropped). */
  const answerFromMemory = (c: Context, key: string): Response | undefined => {
    const hit = entries.get(key)
    if (!hit) return undefined
    const current = hit.version === currentVersion() || edits?.kept(hit)
    if (now() - hit.storedAt >= ttlMs || !current) {
      // One waiting for the columns stays: `caughtUp` may find it unchanged.
      if (now() - hit.storedAt >= ttlMs || !edits?.waiting(hit)) entries.drop(key)
      return undefined
    }
    if (hit.etag && tagMatches(c.req.header('if-none-match'), hit.etag)) {
      return c.body(null, 304, { etag: hit.etag, 'cache-control': hit.headers.find(([name]) => name === 'cache-control')?.[1] ?? '' })
    }
    const { body, encoding } = entries.send(key, hit, c.req.header('accept-encoding') ?? '', { fromBytes: COMPRESS_FROM_BYTES })
    const headers: Record<string, string> = Object.fromEntries(hit.headers)
    if (encoding) {
      headers['content-encoding'] = encoding
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
      // Other bytes than the plain answer's: the same content, a weak tag.
      if (headers.etag && !headers.etag.startsWith('W/')) headers.etag = `W/${headers.etag}`
    }
    return c.body(body as Uint8Array<ArrayBuffer>, hit.status as 200, headers)
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    // A read the cache does not answer waits its turn at the work gate; not a streamed export,
    // which would hold a turn for its whole download, nor a write, whose body may still be arriving.
    const read = (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.path.endsWith('.csv')
    const turn = <T>(work: () => Promise<T>) => (read ? gate.run(work) : work())
    if (ttlMs <= 0) return turn(next)
    if (c.req.method !== 'GET') {
      await turn(next)
      // Staff writes change what the public reads; a visitor's posts (a view, a message) do not
      // change it beyond a counter, which may lag by the cache's lifetime. A kept search follows the
      // version, read again now so that the write shows at once.
      if (c.res.status < 400 && carriesCredential(c)) {
        if (!edits) return entries.clear()
        entries.dropWhere((entry) => !entry.search && !entry.listings)
        await version!.refresh({ afterWrite: true }).catch(() => entries.clear())
      }
      return
    }
    if (carriesCredential(c)) return turn(next)
    // No public answer depends on the caller's language or cookies (none of those routes reads
    // them), so the path and query alone are the key.
    const key = c.req.url.slice(c.req.url.indexOf('/', 8))
    const kept = answerFromMemory(c, key)
    if (kept) return kept
    // A kept search after a listing's edit: a few milliseconds for the columns to tell it is unchanged.
    const caughtUp = edits && (await edits.caughtUp(entries.get(key))) && answerFromMemory(c, key)
    if (caughtUp) return caughtUp
    return turn(async () => {
      // Others who asked the same while this one waited its turn: the first made the answer, the
      // rest are answered with it.
      const keptMeanwhile = answerFromMemory(c, key)
      if (keptMeanwhile) return keptMeanwhile
      // An answer made while the version changed may hold either side of the change: sent, not kept.
      const madeAt = currentVersion()
      await next()
      const res = c.res
      if (res.status !== 200 || !res.headers.get('cache-control')?.startsWith('public') || madeAt !== currentVersion()) return
      const body = new Uint8Array(await res.clone().arrayBuffer())
      if (body.byteLength > MAX_BODY_BYTES) return
      const headers = [...res.headers.entries()].filter(([name]) => KEPT_HEADERS.has(name))
      const [listings, search] = [c.get('shownListings'), pickedSearchOf(c.get('shownSearch'))]
      const shown = listings ? { listings } : search && { search }
      entries.put(key, { storedAt: now(), version: madeAt, status: res.status, headers, plain: body, etag: res.headers.get('etag'), ...edits?.follows(shown) })
    })
  }

  return {
    middleware,
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}

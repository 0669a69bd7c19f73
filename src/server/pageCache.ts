import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { createCopyStore, type Compressible, type StoredCopies } from './compressedCopies.ts'
import type { ContentVersion } from './contentVersion.ts'
import { followEdits, type Follows, type Shown } from './editFollower.ts'
import type { SearchColumns } from './services/listings/searchColumns.ts'

/**
 * How long a rendered page is served from this process's memory at most, even while the content
 * version stays the same: pages say "3 days ago" and count views, which change without it.
 */
const PAGE_CACHE_MS = 60_000
const MAX_BYTES = 48 * 1024 * 1024
const MAX_PAGE_BYTES = 512 * 1024
/** Addresses known to be public pages, for revalidation without a body in memory. */
const MAX_KNOWN_PAGES = 100_000
const MAX_KEY_LENGTH = 512
// The headers a rendered page is answered with, except those the encoding decides.
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'date', 'connection', 'transfer-encoding', 'x-request-id'])

interface Entry extends StoredCopies, Follows {
  tag: string
  /** The day of `tag`: a kept page does not outlive its day. */
  day: string
  storedAt: number
  headers: OutgoingHttpHeaders
}

/** What a render learns about its page, handed back by `etagPage` once the page is complete. */
// With the compressed copy sent, if one was: kept with the page, not made again for its first hit.
export interface RenderedPage extends Pick<Compressible, 'br' | 'gzip' | 'quick'> {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

// If-None-Match compares weakly: W/"x" matches "x".
const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
export const tagMatches = (header: string | undefined, tag: string) => header?.split(',').some((candidate) => opaque(candidate) === opaque(tag)) ?? false

const isPublic = (headers: OutgoingHttpHeaders) => String(headers['cache-control'] ?? '').startsWith('public')

/**
 * Pages rendered on demand, kept per process for the popular head of the traffic, with an ETag made
 * of the build, the content version and the day: known before rendering, so a browser's or a CDN's
 * revalidation of a public page is answered 304 without rendering it (docs/decisions/016).
 * Only anonymous GETs of pages that declared themselves `Cache-Control: public` are kept.
 */
export function createPageCache(version: ContentVersion, options: { buildId: string; now?: () => number; ttlMs?: number; maxBytes?: number; busy?: () => boolean; columns?: SearchColumns }) {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs ?? PAGE_CACHE_MS
  // Least recently served goes first.
  const entries = createCopyStore<Entry>(options.maxBytes ?? MAX_BYTES, { busy: options.busy })
  const knownPublic = new Map<string, true>()
  // A change to listings only leaves the pages that named the listings they show and none of those,
  // or whose search the columns show it leaves alone (ADR 029, 030); home and the others go.
  const edits = followEdits(version, options.columns, entries)
  const keyOf = (req: IncomingMessage) => req.url ?? '/'
  const today = () => new Date(now()).toISOString().slice(0, 10)

  /** The tag a page rendered now would carry; null until the version is known. */
  const currentTag = () => {
    const v = version.current
    if (v === null) return null
    return `W/"${options.buildId}.${v}.${today()}"`
  }

  return {
    currentTag,
    /**
     * Answers the request from memory (a 304 or the stored page) and returns true, or returns false
     * and leaves the render to the caller.
     */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET') return false
      const key = keyOf(req)
      const tag = currentTag()
      if (!tag) return false
      const entry = entries.get(key)
      // An entry still here is of the current version or survived its changes (onChange above), and
      // keeps the tag it was sent with.
      const live = entry && entry.day === today() && now() - entry.storedAt < ttlMs ? entry : undefined
      const fresh = live && (live.tag === tag || edits.kept(live)) ? live : undefined
      // A kept search waiting for the columns stays: `caughtUp` may find it unchanged.
      if (entry && !fresh && !edits.waiting(live)) entries.drop(key)
      const sentTag = fresh?.tag ?? tag
      const ifNoneMatch = req.headers['if-none-match']
      if ((fresh || knownPublic.has(key)) && tagMatches(ifNoneMatch, sentTag)) {
        const headers = fresh?.headers ?? {}
        res.writeHead(304, { ...(headers['cache-control'] ? { 'cache-control': headers['cache-control'] } : {}), etag: sentTag, vary: 'Accept-Encoding' })
        res.end()
        return true
      }
      if (!fresh) return false
      const { body, encoding } = entries.send(key, fresh, String(req.headers['accept-encoding'] ?? ''), { recent: true })
      res.writeHead(200, { ...fresh.headers, etag: sentTag, vary: 'Accept-Encoding', 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding } : {}) })
      res.end(body)
      return true
    },
    /**
     * Whether the request's page is a kept search waiting for the columns to catch up to the last
     * change: then resolves once they have, which takes a few milliseconds, and `serve` may answer.
     */
    caughtUp(req: IncomingMessage): Promise<boolean> {
      return edits.caughtUp(req.method === 'GET' ? entries.get(keyOf(req)) : undefined)
    },
    /**
     * Keeps a page just rendered for `tag` (the tag it was sent with), if it is a public 200;
     * `shown`: what it said it shows, the listings of a page that shows no others (a listing page)
     * or the search it picked from the columns.
     */
    store(req: IncomingMessage, tag: string, page: RenderedPage, shown?: Shown) {
      // A page that sets a cookie is one visitor's, whatever its Cache-Control says.
      if (req.method !== 'GET' || page.status !== 200 || !isPublic(page.headers) || page.headers['set-cookie'] !== undefined) return
      const key = keyOf(req)
      // Addresses are the client's to make up: long ones are not remembered (100,000 × 512 bytes at most).
      if (key.length > MAX_KEY_LENGTH) return
      knownPublic.delete(key)
      knownPublic.set(key, true)
      if (knownPublic.size > MAX_KNOWN_PAGES) knownPublic.delete(knownPublic.keys().next().value!)
      // A page rendered while the version changed is sent, not kept.
      if (tag !== currentTag() || page.body.length > MAX_PAGE_BYTES) return
      const headers = Object.fromEntries(Object.entries(page.headers).filter(([name]) => !DROPPED_HEADERS.has(name)))
      entries.put(key, { tag, day: today(), storedAt: now(), headers, plain: page.body, br: page.br, gzip: page.gzip, quick: page.quick, ...edits.follows(shown) })
    },
    get size() {
      return entries.size
    },
  }
}

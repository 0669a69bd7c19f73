import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context, Hono } from 'hono'
import { compress } from 'hono/compress'
import { bodyEtag } from './bodyEtag.ts'
import compression from 'compression'
import type { SiteData } from '../shared/siteData.ts'
import { LANGUAGES } from '../shared/constants.ts'
import { localePrefix, splitLocale } from '../shared/locale.ts'
import type { AppEnv } from './context.ts'
import type { ContentVersion } from './contentVersion.ts'
import { createPageCache } from './pageCache.ts'
import type { Shown } from './editFollower.ts'
import { pickedSearchOf } from './services/listings/pickedSearches.ts'
import type { SearchColumns } from './services/listings/searchColumns.ts'
import { etagPage } from './pageEtag.ts'
import { pathRedirects } from './pathRedirects.ts'
import { keepPrivate, PREVIEW_QUERY } from './sitePreviewPages.ts'
import type { SiteSettings } from '../shared/schemas/siteSettings.ts'
import { IMMUTABLE, uploadRoutes } from './routes/uploads.ts'
import { SECURITY_HEADERS, withPageScripts } from './securityHeaders.ts'
import type { FileStorage } from './storage/storage.ts'
import { OPEN_GATE, type WorkGate } from './workGate.ts'

/** What a page said it shows (`Astro.locals`), for the page cache to keep it across other listings' edits. */
function shownBy(locals: App.Locals): Shown | undefined {
  if (locals.shownListings) return { listings: locals.shownListings }
  const search = pickedSearchOf(locals.shownSearch)
  return search && { search }
}

type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void, locals?: object) => Promise<void>

/** Where `astro build` left the site; absent until the first build. */
function buildPaths(root = process.cwd()) {
  const dist = path.join(root, 'dist')
  return { client: path.join(dist, 'client'), serverEntry: path.join(dist, 'server', 'entry.mjs') }
}

/**
 * The hashes of the inline scripts the pre-rendered pages run, listed by the build
 * (scripts/csp-hashes.ts) for the CSP header; none before the first build.
 */
export function inlineScriptHashes(root = process.cwd()): string[] {
  const file = path.join(root, 'dist', 'csp-script-hashes.json')
  if (!existsSync(file)) return []
  const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'))
  return Array.isArray(hashes) ? hashes.filter((h): h is string => typeof h === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(h)) : []
}

/**
 * Astro sends a page rendered on demand with its own CSP header, naming that page's script hashes;
 * written as is it would replace the server's policy (and its image, map and frame rules). The
 * server's policy stays, with the page's `script-src`.
 */
function keepServerPolicy(outgoing: ServerResponse, policy: string) {
  const writeHead = outgoing.writeHead.bind(outgoing) as (...args: unknown[]) => ServerResponse
  outgoing.writeHead = ((...args: unknown[]) => {
    // Astro's policy comes in writeHead's headers, or already set on the response when a wrapper
    // (compression's) moved those headers there first.
    let astroPolicy: string | undefined
    const headers = args.find((arg, i) => i > 0 && arg && typeof arg === 'object' && !Array.isArray(arg)) as Record<string, unknown> | undefined
    const name = headers && Object.keys(headers).find((key) => key.toLowerCase() === 'content-security-policy')
    if (headers && name) {
      astroPolicy = String(headers[name])
      delete headers[name]
    }
    const current = outgoing.getHeader('content-security-policy')
    if (astroPolicy === undefined && typeof current === 'string' && current !== policy) astroPolicy = current
    // The page's script list is taken over, never an inline allowance (then the server's stays).
    if (astroPolicy !== undefined) outgoing.setHeader('Content-Security-Policy', /script-src[^;]*'unsafe-inline'/.test(astroPolicy) ? policy : withPageScripts(policy, astroPolicy))
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}

// Typed for Express, it only uses Node's own request and response.
const compressPage = compression({ threshold: 1024 }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void

async function loadAstroHandler(serverEntry: string): Promise<AstroHandler | null> {
  if (!existsSync(serverEntry)) return null
  const entry = (await import(pathToFileURL(serverEntry).href)) as { handler: AstroHandler }
  return entry.handler
}

/**
 * Adds to the API app everything a browser needs: uploaded photos, Astro's hashed assets (cached
 * forever, pre-compressed), the pre-rendered pages, and Astro's handler for on-demand pages.
 */
export async function mountSite(
  app: Hono<AppEnv>,
  options: {
    storage: FileStorage
    uploadsDir: string
    root?: string
    siteData: SiteData
    siteUrl: string
    headers?: Record<string, string>
    contentVersion?: ContentVersion
    /** The draft settings for a staff member's preview of a page (src/server/sitePreviewPages.ts). */
    previewSettings?: (req: IncomingMessage) => Promise<SiteSettings | null>
    /** Admits the pages the page cache did not answer a few at a time (workGate.ts); absent, all at once. */
    workGate?: WorkGate
    /** The database's in-memory columns: search pages picked from them are kept across listings' edits that leave them alone. */
    searchColumns?: SearchColumns
  },
) {
  const { client, serverEntry } = buildPaths(options.root)
  const astro = await loadAstroHandler(serverEntry)
  // Pages' ETags name the build they were rendered by: a deploy changes every one of them.
  const buildId = astro
    ? createHash('sha1')
        .update(`${statSync(serverEntry).mtimeMs}:${statSync(serverEntry).size}`)
        .digest('base64url')
        .slice(0, 10)
    : 'none'
  // Other pages waiting their turn: compress this one quickly (compressedCopies.ts).
  const busy = () => options.workGate?.busy ?? false
  const pageCache = options.contentVersion ? createPageCache(options.contentVersion, { buildId, busy, columns: options.searchColumns }) : undefined
  const notFoundPages = new Map<string, Buffer | string>()
  for (const prefix of LANGUAGES.map((lang) => localePrefix(lang).slice(1))) {
    const file = path.join(client, prefix, '404', 'index.html')
    const flat = path.join(client, prefix, '404.html')
    notFoundPages.set(prefix, existsSync(file) ? readFileSync(file) : existsSync(flat) ? readFileSync(flat) : '<!doctype html><title>404</title><h1>404</h1>')
  }
  const notFoundPageFor = (pathname: string) => notFoundPages.get(localePrefix(splitLocale(pathname).lang).slice(1)) ?? notFoundPages.get('')!

  app.route('/uploads', uploadRoutes(options.storage, options.uploadsDir))

  app.use('*', pathRedirects)
  app.use('*', compress())
  app.use('/_astro/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.res.headers.set('Cache-Control', IMMUTABLE)
  })
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control') && !c.req.path.startsWith('/api')) {
      c.res.headers.set('Cache-Control', 'public, max-age=0, must-revalidate')
    }
  })
  // Pages and other files without a hash in their name: an ETag to revalidate them by (304). Pages
  // Astro renders on demand get theirs below (etagPage): Hono sees only an empty stand-in for them,
  // which `If-None-Match: *` would turn into a second answer.
  const fileEtag = bodyEtag()
  const wantsEtag = (c: Context) => c.req.method === 'GET' && c.req.header('if-none-match') !== '*' && !c.req.path.startsWith('/_astro/') && !c.req.path.startsWith('/api/')
  app.use('*', (c, next) => (wantsEtag(c) ? fileEtag(c, next) : next()))
  app.use('*', serveStatic({ root: client, precompressed: true }))

  // The admin area is one client-rendered page: every /admin/... path gets its pre-rendered shell.
  const adminShell = path.join(client, 'admin', 'index.html')
  app.get('/admin/*', (c, next) => (existsSync(adminShell) ? c.html(readFileSync(adminShell, 'utf8')) : next()))

  app.all('*', async (c) => {
    const { incoming, outgoing } = c.env as { incoming: IncomingMessage; outgoing: ServerResponse }
    if (!astro || !incoming) return c.text('Site not built: run `npm run build`.', 503)
    // Pages are the same for every visitor (none reads a cookie or a credential): the popular ones,
    // and revalidations of any public one, are answered without rendering.
    // A preview address is never kept nor served from the cache: its answer depends on a cookie.
    const previewAsked = PREVIEW_QUERY.test(incoming.url ?? '')
    const cacheable = pageCache && !incoming.headers.authorization && !previewAsked
    if (cacheable && pageCache.serve(incoming, outgoing)) return RESPONSE_ALREADY_SENT
    // A kept search after a listing's edit: a few milliseconds for the columns to tell it is unchanged.
    if (cacheable && (await pageCache.caughtUp(incoming)) && pageCache.serve(incoming, outgoing)) return RESPONSE_ALREADY_SENT
    // What the page cache did not answer waits its turn (workGate.ts), a read only: a body still
    // arriving would hold a turn. A visitor who left meanwhile costs nothing, and the same page
    // asked by many at once is rendered by the first of them and served from the cache to the rest.
    const reads = incoming.method === 'GET' || incoming.method === 'HEAD'
    await (reads ? (options.workGate ?? OPEN_GATE) : OPEN_GATE).run(async () => {
      if (outgoing.destroyed) return
      if (cacheable && pageCache.serve(incoming, outgoing)) return
      const versionTag = cacheable ? pageCache.currentTag() : null
      const headers = options.headers ?? SECURITY_HEADERS
      for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value)
      keepServerPolicy(outgoing, headers['Content-Security-Policy'])
      const previewSettings = previewAsked && options.previewSettings ? await options.previewSettings(incoming) : null
      if (previewSettings) keepPrivate(outgoing)
      await new Promise<void>((resolve, reject) => {
        const notFound = () => {
          outgoing.statusCode = 404
          outgoing.setHeader('Content-Type', 'text/html; charset=utf-8')
          outgoing.setHeader('Cache-Control', 'no-store')
          outgoing.end(notFoundPageFor(c.req.path))
          resolve()
        }
        const render = () => {
          const locals: App.Locals = { site: options.siteData, siteUrl: options.siteUrl, ...(previewSettings ? { previewSettings } : {}) }
          // The page is complete when onPage runs, so it has said by then which listings it shows.
          etagPage(incoming, outgoing, cacheable ? { versionTag, busy, onPage: (tag, page) => pageCache.store(incoming, tag, page, shownBy(locals)) } : { busy })
          astro(incoming, outgoing, notFound, locals)
            .then(() => resolve())
            .catch(reject)
        }
        // Astro writes the page straight to Node's response, past Hono's compress(). etagPage holds a
        // GET's page and compresses it in one go; the middleware does the rest (HEAD's headers).
        if (incoming.method === 'GET') render()
        else compressPage(incoming, outgoing, render)
      })
    })
    return RESPONSE_ALREADY_SENT
  })
}

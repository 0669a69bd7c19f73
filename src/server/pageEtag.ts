import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { COMPRESS_FROM_BYTES, encodedCopyOffThread, type Compressible } from './compressedCopies.ts'
import { tagMatches as matches, type RenderedPage } from './pageCache.ts'

type Callback = (error?: Error | null) => void
const callbackIn = (args: unknown[]) => args.find((arg): arg is Callback => typeof arg === 'function')
const COMPRESSIBLE = /^(text\/|application\/(json|xml|[\w.-]+\+(json|xml))|image\/svg\+xml)/i

/** A header of the response, from writeHead's object or set on the response before. */
function headerOf(res: ServerResponse, headers: OutgoingHttpHeaders | undefined, name: string): string {
  const key = headers && Object.keys(headers).find((candidate) => candidate.toLowerCase() === name)
  return String((key ? headers[key] : res.getHeader(name)) ?? '')
}

/**
 * Gives a page Astro renders on demand an ETag, and answers 304 when the browser or a CDN already
 * holds it. Astro writes straight to Node's response, so the page is held until it ends (pages are
 * small and rendered in one go), hashed, compressed in one go as the request accepts (so that the
 * compression middleware set up before this leaves it alone), then sent. A public page
 * (`Cache-Control: public`) takes `versionTag` instead of a hash when one is given: the tag the
 * page cache can check before rendering. `onPage` then gets the page and its compressed copy.
 * `busy` says whether other work waits, for a quick compression (compressedCopies.ts).
 */
export function etagPage(req: IncomingMessage, res: ServerResponse, options: { versionTag?: string | null; onPage?: (tag: string, page: RenderedPage) => void; busy?: () => boolean } = {}): void {
  // Not HEAD: its body is never written, and a tag of nothing would differ from the page's.
  if (req.method !== 'GET') return
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let head: { status: number; headers?: OutgoingHttpHeaders } | undefined
  const chunks: Buffer[] = []
  const hold = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    head = { status, headers: rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null) }
    return res
  }) as ServerResponse['writeHead']
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    hold(chunk, rest[0])
    const callback = callbackIn(rest)
    if (callback) process.nextTick(callback)
    return true
  }) as ServerResponse['write']
  res.end = ((...args: unknown[]) => {
    if (args.length > 0 && typeof args[0] !== 'function') hold(args[0], args[1])
    const callback = callbackIn(args)
    Object.assign(res, original)
    const status = head?.status ?? res.statusCode
    const body = Buffer.concat(chunks)
    let tag: string | undefined
    if (status === 200) {
      const cacheControl = headerOf(res, head?.headers, 'cache-control')
      // Weak: the same page is sent plain, gzip or brotli, byte-different but the same content.
      tag = options.versionTag && cacheControl.startsWith('public') ? options.versionTag : `W/"${createHash('sha1').update(body).digest('base64url')}"`
      res.setHeader('ETag', tag)
      if (matches(req.headers['if-none-match'], tag)) {
        const { 'content-length': _length, ...headers } = head?.headers ?? {}
        res.writeHead(304, headers)
        return callback ? res.end(callback) : res.end()
      }
    }
    const page: Compressible = { plain: body }
    // Set on the response below, so taken out of writeHead's headers, which would win.
    const replaced = ['content-length']
    const send = (sent: Uint8Array, encoding?: string) => {
      if (encoding) res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Length', sent.byteLength)
      if (head) res.writeHead(head.status, head.headers && Object.fromEntries(Object.entries(head.headers).filter(([name]) => !replaced.includes(name.toLowerCase()))))
      // After writeHead every header, the server's and the page's, is on the response.
      if (tag && options.onPage) options.onPage(tag, { status, headers: res.getHeaders(), body, br: page.br, gzip: page.gzip, quick: page.quick })
      return callback ? res.end(sent, callback) : res.end(sent)
    }
    if (!COMPRESSIBLE.test(headerOf(res, head?.headers, 'content-type')) || headerOf(res, head?.headers, 'content-encoding')) return send(body)
    const vary = headerOf(res, head?.headers, 'vary')
    if (!/accept-encoding|\*/i.test(vary)) {
      res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      replaced.push('vary')
    }
    // Compressed off the JavaScript thread, which meanwhile goes on with other pages; the answer
    // ends when the copy is made.
    encodedCopyOffThread(page, String(req.headers['accept-encoding'] ?? ''), { fromBytes: COMPRESS_FROM_BYTES, busy: options.busy?.() }).then(
      (copy) => send(copy.body, copy.encoding),
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    )
    return res
  }) as ServerResponse['end']
}

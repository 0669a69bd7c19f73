import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'

/**
 * Hono's ETag middleware with Node's own SHA-1, hashed in the request's turn: its default WebCrypto
 * digest is queued to the thread pool, which cost 11 % of the server's CPU on API lists (issue 24).
 */
export function bodyEtag(): MiddlewareHandler {
  return etag({
    generateDigest: (body) => {
      const digest = createHash('sha1').update(body).digest()
      return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer
    },
  })
}

import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { SITE_FILE_KEY } from '../../shared/site/logoFiles.ts'
import { pathToKey, type FileStorage } from '../storage/storage.ts'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
// Only names the server itself gives photos and the site's logo files; anything else is not ours.
const PHOTO_KEY = /^properties\/[0-9a-f-]{36}(-\d+)?\.webp$/

/**
 * `/uploads/<key>`: photos from the local disk, or from the bucket, either streamed through this
 * process or, when the bucket has a public address (a CDN), redirected there for good.
 */
export function uploadRoutes(storage: FileStorage, uploadsDir: string) {
  const routes = new Hono()
  routes.use('*', async (c, next) => {
    await next()
    // Upload names are random and never reused, so a photo can be cached for good.
    if (c.res.status === 200 || c.res.status === 301) c.res.headers.set('Cache-Control', IMMUTABLE)
  })
  if (storage.kind === 'disk') {
    routes.use('*', serveStatic({ root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }))
    return routes
  }
  routes.get('*', async (c, next) => {
    const key = pathToKey(c.req.path)
    if (!key || !(PHOTO_KEY.test(key) || SITE_FILE_KEY.test(key))) return next()
    if (storage.publicUrlOf) return c.redirect(storage.publicUrlOf(key), 301)
    const file = await storage.read(key)
    if (!file) return next()
    return c.body(file.body, 200, { 'Content-Type': file.contentType, ...(file.size !== undefined && { 'Content-Length': String(file.size) }) })
  })
  return routes
}

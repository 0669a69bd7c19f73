import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiteSettings } from '../shared/schemas/siteSettings.ts'
import type { Database } from './db/client.ts'
import { isStaffPreview, previewCookieOf } from './services/sitePreview.ts'
import { draftState } from './services/siteSettings.ts'

/** The query a page is asked with to show the draft: `/sobre-nosotros?preview=site`. */
export const PREVIEW_QUERY = /[?&]preview=site(?:&|$)/

/**
 * For a page asked with `?preview=site` by a staff member holding a live preview cookie: the draft
 * settings to render it with. Null for anyone else, who gets the published page.
 */
export function draftPreview(db: Database, secret: string) {
  return async (req: IncomingMessage): Promise<SiteSettings | null> => {
    if (!PREVIEW_QUERY.test(req.url ?? '')) return null
    const token = previewCookieOf(req.headers.cookie)
    if (!token || !(await isStaffPreview(db, secret, token, Math.floor(Date.now() / 1000)))) return null
    return (await draftState(db)).settings
  }
}

/** A preview is the draft of one staff member's session: never kept by a browser, a CDN or a crawler. */
export function keepPrivate(outgoing: ServerResponse) {
  const writeHead = outgoing.writeHead.bind(outgoing) as (...args: unknown[]) => ServerResponse
  outgoing.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg, i) => i > 0 && arg && typeof arg === 'object' && !Array.isArray(arg)) as Record<string, unknown> | undefined
    for (const name of Object.keys(headers ?? {})) if (name.toLowerCase() === 'cache-control') delete headers![name]
    outgoing.setHeader('Cache-Control', 'private, no-store')
    outgoing.setHeader('X-Robots-Tag', 'noindex')
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}

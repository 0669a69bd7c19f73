import type { MiddlewareHandler } from 'hono'
import { VIDEO_FRAME_ORIGINS } from '../shared/videoLinks.ts'

const csp = (imageOrigins: string[], mapOrigins: string[], scriptHashes: string[]) =>
  [
    "default-src 'self'",
    // No 'unsafe-inline': the inline scripts (Astro's island loader, the theme bootstrap) are allowed
    // one by one by their hash, taken from the build (docs/decisions/013-two-factor-and-csp.md).
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${[...imageOrigins, ...mapOrigins].map((o) => ` ${o}`).join('')}`,
    "font-src 'self'",
    // A configured map style's servers (MAP_STYLE_URL, MAP_ORIGINS); none by default.
    `connect-src 'self'${mapOrigins.map((o) => ` ${o}`).join('')}`,
    // The forms' proof of work (ALTCHA) runs in workers the widget builds from its own code.
    "worker-src 'self' blob:",
    // A listing's video or 3D tour, loaded when the visitor asks (src/shared/videoLinks.ts): those players only.
    `frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

/**
 * One list for every response: Hono-served ones and the pages Astro writes straight to Node.
 * `imageOrigins`: where else photos may come from (a CDN in front of the photo bucket);
 * `mapOrigins`: where a configured map style loads its style, tiles, fonts and sprites from;
 * `scriptHashes`: `sha256-…` of the inline scripts the pre-rendered pages run (dist/csp-script-hashes.json).
 */
export const securityHeadersWith = (imageOrigins: string[] = [], mapOrigins: string[] = [], scriptHashes: string[] = []): Record<string, string> => ({
  'Content-Security-Policy': csp(imageOrigins, mapOrigins, scriptHashes),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
})

export const SECURITY_HEADERS = securityHeadersWith()

/**
 * Whether a response is governed by a Content-Security-Policy of its own: documents (an SVG opened
 * on its own is one) and worker scripts (a worker takes the policy its script came with). A
 * stylesheet, a font, a photo, a module script or a JSON answer ignore it, and 1.5 KB on each of
 * them is a cost with nothing in return.
 */
function policyApplies(path: string, contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === '' || type === 'text/html' || type === 'image/svg+xml' || type === 'application/xml' || type === 'text/xml') return true
  if (/javascript/.test(type)) return /worker/i.test(path.slice(path.lastIndexOf('/') + 1))
  return false
}

export const securityHeadersOf =
  (headers: Record<string, string>): MiddlewareHandler =>
  async (c, next) => {
    await next()
    const policy = policyApplies(c.req.path, c.res.headers.get('content-type'))
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'Content-Security-Policy' && !policy) continue
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  }

export const securityHeaders = securityHeadersOf(SECURITY_HEADERS)

/**
 * A page Astro renders on demand comes with a CSP header of its own whose `script-src` lists the
 * hashes of that page's scripts: the server's policy with that `script-src` in place of its own.
 */
export function withPageScripts(policy: string, astroPolicy: string): string {
  const scriptSrc = astroPolicy
    .split(';')
    .map((d) => d.trim())
    .find((d) => /^script-src\s/i.test(d))
  if (!scriptSrc) return policy
  return policy
    .split('; ')
    .map((d) => (/^script-src\s/i.test(d) ? scriptSrc : d))
    .join('; ')
}

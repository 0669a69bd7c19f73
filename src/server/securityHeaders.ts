import type { MiddlewareHandler } from 'hono'

const csp = (imageOrigins: string[], mapOrigins: string[]) =>
  [
  "default-src 'self'",
  // Astro's island loader and the theme bootstrap are inline scripts.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${[...imageOrigins, ...mapOrigins].map((o) => ` ${o}`).join('')}`,
  "font-src 'self'",
  // A configured map style's servers (MAP_STYLE_URL, MAP_ORIGINS); none by default.
  `connect-src 'self'${mapOrigins.map((o) => ` ${o}`).join('')}`,
  // The forms' proof of work (ALTCHA) runs in workers the widget builds from its own code.
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * One list for every response: Hono-served ones and the pages Astro writes straight to Node.
 * `imageOrigins`: where else photos may come from (a CDN in front of the photo bucket);
 * `mapOrigins`: where a configured map style loads its style, tiles, fonts and sprites from.
 */
export const securityHeadersWith = (imageOrigins: string[] = [], mapOrigins: string[] = []): Record<string, string> => ({
  'Content-Security-Policy': csp(imageOrigins, mapOrigins),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
})

export const SECURITY_HEADERS = securityHeadersWith()

export const securityHeadersOf =
  (headers: Record<string, string>): MiddlewareHandler =>
  async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  }

export const securityHeaders = securityHeadersOf(SECURITY_HEADERS)

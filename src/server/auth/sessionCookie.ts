import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../context.ts'

// The admin in the browser holds its session in this cookie: HttpOnly (no page script can read
// it), SameSite=Strict (no other site's page sends it), Secure on https, and scoped to /api.
// API clients keep sending `Authorization: Bearer` (docs/specs/API.md); a bearer token wins over the cookie.

export const SESSION_COOKIE = 'inmo_session'
const COOKIE_PATH = '/api'

interface Credential {
  token: string
  via: 'bearer' | 'cookie'
}

export function readCredential(c: Context<AppEnv>): Credential | null {
  const match = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)
  if (match) return { token: match[1], via: 'bearer' }
  const cookie = getCookie(c, SESSION_COOKIE)
  return cookie ? { token: cookie, via: 'cookie' } : null
}

/**
 * A call that carries a credential (valid or not): its answer may be the caller's own, so it is
 * neither served from nor stored in the shared response cache, nor given a public ETag.
 */
export function carriesCredential(c: Pick<Context, 'req'>): boolean {
  return Boolean(c.req.header('authorization')) || (c.req.header('cookie') ?? '').includes(`${SESSION_COOKIE}=`)
}

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:' || c.get('services').siteUrl.startsWith('https:')

/** Sets (or renews) the cookie to live exactly as long as `token`. */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAtSeconds: number, nowSeconds: number) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Strict',
    path: COOKIE_PATH,
    maxAge: Math.max(0, expiresAtSeconds - nowSeconds),
  })
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: isHttps(c), sameSite: 'Strict' })
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF defence for cookie-authenticated writes, on top of SameSite=Strict: the browser must say the
 * request comes from this site (Sec-Fetch-Site), or, from a browser too old to say so, its Origin
 * must be this server's or the public site's. A request that shows neither is not trusted.
 */
export function isSameSiteWrite(c: Context<AppEnv>): boolean {
  if (SAFE_METHODS.has(c.req.method)) return true
  const site = c.req.header('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = c.req.header('origin')
  if (!origin) return false
  const host = c.req.header('host')
  const own = [new URL(c.req.url).origin, new URL(c.get('services').siteUrl).origin, ...(host ? [`http://${host}`, `https://${host}`] : [])]
  return own.includes(origin)
}

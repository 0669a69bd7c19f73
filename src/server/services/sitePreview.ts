import { createHmac, timingSafeEqual } from 'node:crypto'
import type { TokenClaims } from '../auth/tokens.ts'
import type { Database } from '../db/client.ts'
import { loadActor } from './auth.ts'

// "Vista previa" (issue 26): a staff member sees the public pages with the draft settings. The
// admin's session cookie is scoped to /api, so pages never see it; the Sitio screen asks for this
// cookie instead, which names the session and lets pages show the draft and nothing more, for
// PREVIEW_SECONDS or until that session ends (logout, password change, demotion).

export const PREVIEW_COOKIE = 'inmo_preview'
export const PREVIEW_SECONDS = 30 * 60

interface PreviewClaims {
  u: number
  v: number
  s: string
  /** Expiry, seconds since the epoch. */
  e: number
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')

export function issuePreviewToken(secret: string, session: Pick<TokenClaims, 'userId' | 'sessionVersion' | 'sessionId'>, nowSeconds: number): string {
  const claims: PreviewClaims = { u: session.userId, v: session.sessionVersion, s: session.sessionId, e: nowSeconds + PREVIEW_SECONDS }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

/** Whether a preview cookie still belongs to a live staff session. */
export async function isStaffPreview(db: Database, secret: string, token: string, nowSeconds: number): Promise<boolean> {
  const [payload, signature] = token.split('.')
  if (!payload || !signature) return false
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
  let claims: PreviewClaims
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaims
  } catch {
    return false
  }
  if (typeof claims.e !== 'number' || claims.e < nowSeconds) return false
  const actor = await loadActor(db, { userId: claims.u, sessionVersion: claims.v, sessionId: claims.s })
  return actor !== null && (actor.role === 'admin' || actor.role === 'superadmin')
}

/** The preview cookie's value in a Cookie header, if any. */
export function previewCookieOf(cookieHeader: string | undefined): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]+)`))
  return match ? match[1] : null
}

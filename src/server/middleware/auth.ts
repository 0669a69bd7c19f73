import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.ts'
import { REFRESHED_TOKEN_HEADER } from '../../shared/constants.ts'
import { isSameSiteWrite, readCredential, setSessionCookie } from '../auth/sessionCookie.ts'
import { AppError } from '../errors.ts'
import { loadActor } from '../services/auth.ts'

/**
 * Reads the bearer token, or else the session cookie (the admin in the browser). A valid token
 * sets the actor (from the database, so a disabled or demoted user, a session logged out or every
 * session ended loses access at once) and, past half its life, gets a fresh token of the same
 * session: in `x-refreshed-token` for a bearer, as a renewed cookie for a cookie. A cookie on a
 * write that does not come from this site is ignored (CSRF). Public calls ignore a bad token;
 * `requireRole` turns its absence into a 401.
 */
export const readSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('actor', null)
  c.set('session', null)
  const credential = readCredential(c)
  if (credential && (credential.via === 'bearer' || isSameSiteWrite(c))) {
    const { tokens, db } = c.get('services')
    const claims = await tokens.verify(credential.token)
    if (claims) {
      const actor = await loadActor(db, claims)
      c.set('actor', actor)
      if (actor) c.set('session', claims)
      if (actor && tokens.needsRefresh(claims)) {
        const fresh = await tokens.issue({ userId: actor.id, sessionVersion: claims.sessionVersion, sessionId: claims.sessionId, loginAt: claims.loginAt })
        if (credential.via === 'bearer') c.header(REFRESHED_TOKEN_HEADER, fresh)
        else setSessionCookie(c, fresh, Math.min(tokens.nowSeconds() + tokens.lifetimeSeconds, tokens.sessionEnd(claims)), tokens.nowSeconds())
      }
    }
  }
  await next()
}

function requireRole(...roles: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const actor = c.get('actor')
    if (!actor) throw new AppError('UNAUTHORIZED', 'errors.unauthorized')
    if (!roles.includes(actor.role)) throw new AppError('FORBIDDEN', 'errors.forbidden')
    // Until the required second factor is set up, the session reaches only /api/auth (me, 2FA set-up,
    // language, logout, password): the one thing it can do is finish the set-up.
    if (actor.mustSetUpTwoFactor && !c.req.path.startsWith('/api/auth/')) {
      throw new AppError('FORBIDDEN', 'errors.twoFactor.setupRequired', { extra: { twoFactorSetupRequired: true } })
    }
    await next()
  }
}

export const requireStaff = requireRole('admin', 'superadmin')
export const requireSuperadmin = requireRole('superadmin')

export function actorOf(c: { get(key: 'actor'): AppEnv['Variables']['actor'] }) {
  const actor = c.get('actor')
  if (!actor) throw new AppError('UNAUTHORIZED', 'errors.unauthorized')
  return actor
}

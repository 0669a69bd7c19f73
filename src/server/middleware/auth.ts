import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.ts'
import { REFRESHED_TOKEN_HEADER } from '../../shared/constants.ts'
import { AppError } from '../errors.ts'
import { loadActor } from '../services/auth.ts'


/**
 * Reads the bearer token when there is one. A valid token sets the actor (from the database, so a
 * disabled or demoted user loses access at once) and, past half its life, gets a fresh token.
 * Public calls ignore a bad token; `requireRole` turns its absence into a 401.
 */
export const readSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('actor', null)
  const header = c.req.header('authorization')
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  if (match) {
    const { tokens, db } = c.get('services')
    const claims = await tokens.verify(match[1])
    if (claims) {
      const actor = await loadActor(db, claims.userId)
      c.set('actor', actor)
      if (actor && tokens.needsRefresh(claims)) c.header(REFRESHED_TOKEN_HEADER, await tokens.issue(actor.id))
    }
  }
  await next()
}

export function requireRole(...roles: string[]): MiddlewareHandler<AppEnv> {
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

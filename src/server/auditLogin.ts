import type { Context } from 'hono'
import type { SessionUser } from '../shared/types.ts'
import type { AppEnv } from './context.ts'
import { AppError } from './errors.ts'
import { clientKey } from './http.ts'
import { recordAudit, recordedLately } from './services/audit.ts'

const THROTTLED_ONCE_PER_MS = 60_000

/** A login that worked: the user who logged in is the actor (the request itself carried no session). */
export function auditLoginSuccess(c: Context<AppEnv>, user: Pick<SessionUser, 'id' | 'email'>): Promise<void> {
  return recordAudit(c.get('services').db, {
    actorId: user.id,
    actorEmail: user.email,
    clientAddress: clientKey(c),
    action: 'auth.login.success',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
  })
}

/**
 * A login refused: throttled (429) or failed (a wrong password, an unknown or disabled account).
 * The target is the email as typed, lower-cased, never the password; nobody is the actor. Other
 * errors (a database failure) are not a login attempt's outcome and are left to the error handler.
 */
export async function auditLoginRefusal(c: Context<AppEnv>, typedEmail: string, error: unknown): Promise<void> {
  if (!(error instanceof AppError)) return
  const action = error.code === 'TOO_MANY_REQUESTS' ? 'auth.login.throttled' : error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN' ? 'auth.login.failure' : null
  if (!action) return
  const { db } = c.get('services')
  const clientAddress = clientKey(c)
  // A blocked client may keep hammering: one throttled row per client a minute tells the story
  // without letting it write a row per request.
  if (action === 'auth.login.throttled' && (await recordedLately(db, action, clientAddress, THROTTLED_ONCE_PER_MS))) return
  await recordAudit(db, {
    actorId: null,
    actorEmail: null,
    clientAddress,
    action,
    targetType: 'email',
    targetLabel: typedEmail.toLowerCase(),
    details: action === 'auth.login.throttled' ? { retryAfterSeconds: error.retryAfter ?? null } : { reason: error.message.replace(/^errors\.login\./, '') },
  })
}

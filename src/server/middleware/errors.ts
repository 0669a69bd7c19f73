import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../context.ts'
import { AppError, statusOfCode } from '../errors.ts'
import { translate } from '../i18n.server.ts'
import { createLogger } from '../logger.ts'
import { DEFAULT_LANGUAGE } from '../../shared/constants.ts'

// For a failure before the services are in place.
const fallbackLogger = createLogger('error')

/** The one place errors become the contract's JSON: `{ message, errors? }` in the caller's language. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const lang = c.get('lang') ?? DEFAULT_LANGUAGE
  if (error instanceof AppError) {
    // Not the caller's fault (a storage outage): the cause is worth a log line.
    if (statusOfCode[error.code] >= 500 && error.retryAfter === undefined)
      (c.get('services')?.logger ?? fallbackLogger).error({ err: error.cause, reqId: c.get('requestId'), path: c.req.path }, error.message)
    if (error.code === 'TOO_MANY_REQUESTS') c.header('Retry-After', String(error.retryAfter ?? 60))
    // A busy process (too many uploads at once) says when to come back; it is not a fault to log.
    else if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter))
    const body: { message: string; errors?: { path: string; message: string }[] } & Record<string, unknown> = {
      ...error.extra,
      message: translate(lang, error.message, error.params),
    }
    if (error.issues?.length) body.errors = error.issues.map((issue) => ({ path: issue.path, message: translate(lang, issue.message) }))
    return c.json(body, statusOfCode[error.code])
  }
  if (error instanceof HTTPException) {
    const status = error.status
    const key = status === 413 ? 'errors.payloadTooLarge' : status === 401 ? 'errors.unauthorized' : 'errors.invalid'
    return c.json({ message: translate(lang, key) }, status)
  }
  const logger = c.get('services')?.logger ?? fallbackLogger
  logger.error({ err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'request failed')
  return c.json({ message: translate(lang, 'errors.internal') }, 500)
}

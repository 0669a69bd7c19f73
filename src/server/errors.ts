import type { FieldError } from '../shared/fieldErrors.ts'
import type { KeysOf } from '../shared/translator.ts'

/** What an error says, a key of the public dictionaries' `errors.*` or `validation.*`. */
export type ErrorMessageKey = KeysOf<'errors' | 'validation'>

type ErrorCode = 'INVALID' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_LARGE' | 'UNSUPPORTED_MEDIA' | 'TOO_MANY_REQUESTS' | 'UNAVAILABLE'

export const statusOfCode: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503> = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
}

/** The contract's `{ path, message }`, defined once in shared code for the forms too. */
export type FieldIssue = FieldError

/**
 * The one error services throw. `message` and issue messages are i18n keys (see i18n/*.json,
 * `errors.*` and `validation.*`); the error handler translates them for the caller's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly issues?: FieldIssue[]
  readonly params?: Record<string, string | number>
  /** For a 429: seconds until the caller may try again (the Retry-After header). */
  readonly retryAfter?: number
  /** Flags added to the answer's body beside `message`, e.g. `twoFactorRequired: true` (docs/specs/API.md). */
  readonly extra?: Record<string, boolean>

  constructor(
    code: ErrorCode,
    messageKey: ErrorMessageKey,
    options?: { issues?: FieldIssue[]; params?: Record<string, string | number>; retryAfter?: number; cause?: unknown; extra?: Record<string, boolean> },
  ) {
    super(messageKey, { cause: options?.cause })
    this.code = code
    this.issues = options?.issues
    this.params = options?.params
    this.retryAfter = options?.retryAfter
    this.extra = options?.extra
  }
}

export const notFound = (key: ErrorMessageKey = 'errors.notFound') => new AppError('NOT_FOUND', key)
export const forbidden = (key: ErrorMessageKey = 'errors.forbidden') => new AppError('FORBIDDEN', key)
export const conflict = (key: ErrorMessageKey) => new AppError('CONFLICT', key)
export const invalid = (issues: FieldIssue[], key: ErrorMessageKey = 'errors.invalid') => new AppError('INVALID', key, { issues })

import type { Context, MiddlewareHandler, Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../context.ts'
import { AppError } from '../errors.ts'

/** Every body that is not a listing upload: JSON forms and the API's own calls. */
const JSON_LIMIT = 256 * 1024

/**
 * The media type alone ("essence": before any `;` parameter, trimmed, lower-cased). Comparing it
 * whole is what stops `application/json; x=multipart/form-data` from passing as an upload.
 */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0].trim().toLowerCase()
}

const tooLarge = (): never => {
  throw new AppError('TOO_LARGE', 'errors.payloadTooLarge')
}

/** The JSON cap: hono's bodyLimit refuses by Content-Length or stops reading a stream past it. */
const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge })

/** Thrown inside the body stream when a streamed upload passes its cap; readers map it to a 413. */
export class BodyTooLarge extends Error {}

/**
 * A cap for large streamed bodies that never holds them: a declared length past it is refused
 * unread; otherwise the body is counted as it flows and the stream fails once it passes the cap
 * (hono's bodyLimit would gather a chunked body in memory to count it).
 */
export function streamLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      if (Number.parseInt(declared, 10) > maxSize) tooLarge()
      return next()
    }
    let seen = 0
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength
          if (seen > maxSize) controller.error(new BodyTooLarge())
          else controller.enqueue(chunk)
        },
      }),
    )
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit)
    return next()
  }
}

/**
 * The hard cap of every route: the JSON one, except a multipart body sent to a route that takes
 * uploads (`isUpload`), which sets its own larger, streamed cap.
 */
export function bodyLimits(isUpload: (c: Context<AppEnv>) => boolean): MiddlewareHandler<AppEnv> {
  return (c: Context<AppEnv>, next: Next) => {
    if (mediaType(c.req.header('content-type')) === 'multipart/form-data' && isUpload(c)) return next()
    return jsonLimit(c, next)
  }
}

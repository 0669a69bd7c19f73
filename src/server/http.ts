import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import * as v from 'valibot'
import { AppError } from './errors.ts'
import type { AppEnv } from './context.ts'
import { mediaType } from './middleware/bodyLimits.ts'

/** Reads a JSON body: wrong content type is a 415, unparsable JSON a 400 (never a 500). */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  if (mediaType(c.req.header('content-type')) !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA', 'errors.unsupportedContentType')
  const text = await c.req.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('INVALID', 'errors.malformedJson')
  }
}

/**
 * The client's address for rate limits. Behind a trusted proxy it is the right-most entry of
 * X-Forwarded-For, the one that proxy added: entries to its left are whatever the client wrote
 * itself, and taking those would let anyone rotate them to escape every limit.
 */
export function clientKey(c: Context<AppEnv>): string {
  if (c.get('services').trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local'
  }
}

/** A path parameter checked with a shared schema; one that does not match names nothing: a 404. */
export function paramOf<S extends v.GenericSchema<string, unknown>>(c: Context<AppEnv>, name: string, schema: S, notFoundKey = 'errors.notFound'): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.param(name))
  if (!result.success) throw new AppError('NOT_FOUND', notFoundKey)
  return result.output
}

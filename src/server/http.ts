import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import * as v from 'valibot'
import { AppError, type ErrorMessageKey } from './errors.ts'
import type { AppEnv } from './context.ts'
import { clientAddress, rateKeyOf } from './trustedProxies.ts'
import { mediaType } from './middleware/bodyLimits.ts'
import { parseInput } from './validation.ts'

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

/** A JSON body checked against its input's schema (415, 400, or the contract's field errors). */
export async function readInput<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  return parseInput(schema, await readJson(c))
}

/** The connection's own address; null for a request made inside this process (tests). */
function peerAddress(c: Context<AppEnv>): string | null {
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}

/**
 * The client for rate limits: the connection, or behind a trusted proxy (TRUST_PROXY) the first
 * X-Forwarded-For entry from the right that is not a trusted proxy; IPv6 clients per /64.
 */
export function clientKey(c: Context<AppEnv>): string {
  return rateKeyOf(clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), c.get('services').isTrustedProxy))
}

/** A path parameter checked with a shared schema; one that does not match names nothing: a 404. */
export function paramOf<S extends v.GenericSchema<string, unknown>>(c: Context<AppEnv>, name: string, schema: S, notFoundKey: ErrorMessageKey = 'errors.notFound'): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.param(name))
  if (!result.success) throw new AppError('NOT_FOUND', notFoundKey)
  return result.output
}

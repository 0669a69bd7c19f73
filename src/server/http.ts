import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import * as v from 'valibot'
import { AppError } from './errors.ts'
import type { AppEnv } from './context.ts'
import type { UploadedFile } from './storage/images.ts'

/** Reads a JSON body: wrong content type is a 415, unparsable JSON a 400 (never a 500). */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().includes('application/json')) throw new AppError('UNSUPPORTED_MEDIA', 'errors.unsupportedContentType')
  const text = await c.req.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('INVALID', 'errors.malformedJson')
  }
}

export interface MultipartBody {
  fields: Record<string, unknown>
  files: Record<string, UploadedFile[]>
}

function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && 'size' in value
}

/** Splits a multipart body into text fields (last value wins) and files (every value kept). */
export async function readMultipart(c: Context<AppEnv>): Promise<MultipartBody> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    throw new AppError('UNSUPPORTED_MEDIA', 'errors.unsupportedContentType')
  }
  let body: Record<string, string | File | (string | File)[]>
  try {
    body = await c.req.parseBody({ all: true })
  } catch {
    throw new AppError('INVALID', 'errors.invalid')
  }
  const fields: Record<string, unknown> = {}
  const files: Record<string, UploadedFile[]> = {}
  for (const [key, raw] of Object.entries(body)) {
    const name = key.replace(/\[\]$/, '')
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (isFile(value)) {
        // Browsers send an empty part for a file input left empty.
        if (value.size === 0 && !value.name) continue
        ;(files[name] ??= []).push({ name: value.name, size: value.size, bytes: () => value.arrayBuffer() })
      } else {
        fields[name] = value
      }
    }
  }
  return { fields, files }
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

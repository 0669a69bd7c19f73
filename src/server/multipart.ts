import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import type { Context } from 'hono'
import { MAX_FLOOR_PLANS, MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '../shared/constants.ts'
import type { AppEnv } from './context.ts'
import { AppError } from './errors.ts'
import { BodyTooLarge, mediaType } from './middleware/bodyLimits.ts'
import type { UploadedFile } from './storage/images.ts'

export interface MultipartBody {
  fields: Record<string, unknown>
  files: Record<string, UploadedFile[]>
}

// Files beyond these are refused before they are written anywhere.
const MAX_FILES = MAX_IMAGES_PER_PROPERTY + MAX_FLOOR_PLANS + 2
const LIMITS = { files: MAX_FILES, fileSize: MAX_IMAGE_BYTES, fields: 200, fieldSize: 64 * 1024, parts: MAX_FILES + 200 }

/**
 * Reads a multipart (or url-encoded) body part by part, writing each file to a temporary folder as
 * it arrives, so no upload is ever held whole in memory; hands the body to `handle` and removes the
 * folder afterwards, whatever happened.
 */
export async function withMultipart<T>(c: Context<AppEnv>, handle: (body: MultipartBody) => Promise<T>): Promise<T> {
  const type = mediaType(c.req.header('content-type'))
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw new AppError('UNSUPPORTED_MEDIA', 'errors.unsupportedContentType')
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'upload-'))
  try {
    return await handle(await parseInto(c, dir))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function parseInto(c: Context<AppEnv>, dir: string): Promise<MultipartBody> {
  const fields: Record<string, unknown> = {}
  const files: Record<string, UploadedFile[]> = {}
  const writes: Promise<void>[] = []
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': c.req.header('content-type') ?? '' }, limits: LIMITS, defParamCharset: 'utf8' })
  } catch {
    return Promise.reject(new AppError('INVALID', 'errors.invalid'))
  }
  let refusal: AppError | null = null
  const refuse = (error: AppError) => {
    refusal ??= error
  }
  parser.on('field', (key, value, info) => {
    if (info.valueTruncated) refuse(new AppError('TOO_LARGE', 'errors.payloadTooLarge'))
    fields[key.replace(/\[\]$/, '')] = value
  })
  // Kept in the order the parts arrived (the photos' order), whichever file finishes writing first.
  const arrived: { field: string; file: UploadedFile; empty: () => boolean }[] = []
  parser.on('file', (key, stream, info) => {
    const target = path.join(dir, `${arrived.length}`)
    let size = 0
    let truncated = false
    stream.on('data', (chunk: Buffer) => (size += chunk.length))
    stream.on('limit', () => (truncated = true))
    const file: UploadedFile = {
      name: info.filename ?? '',
      // Over the limit: the size says so, and the truncated bytes are never decoded.
      get size() {
        return truncated ? MAX_IMAGE_BYTES + 1 : size
      },
      bytes: () => readFile(target),
    }
    // Browsers send an empty part for a file input left empty.
    arrived.push({ field: key.replace(/\[\]$/, ''), file, empty: () => size === 0 && !info.filename })
    writes.push(pipeline(stream, createWriteStream(target, { mode: 0o600 })))
  })
  parser.on('filesLimit', () => refuse(new AppError('TOO_LARGE', 'errors.image.tooMany')))
  parser.on('fieldsLimit', () => refuse(new AppError('TOO_LARGE', 'errors.payloadTooLarge')))
  parser.on('partsLimit', () => refuse(new AppError('TOO_LARGE', 'errors.payloadTooLarge')))

  const raw = c.req.raw.body
  const source = raw ? Readable.fromWeb(raw as NodeReadableStream<Uint8Array>) : Readable.from([])
  return pipeline(source, parser).then(
    async () => {
      await Promise.all(writes)
      if (refusal) throw refusal
      for (const { field, file, empty } of arrived) if (!empty()) (files[field] ??= []).push(file)
      return { fields, files }
    },
    async (error: unknown) => {
      await Promise.allSettled(writes)
      if (error instanceof BodyTooLarge || (error as { cause?: unknown })?.cause instanceof BodyTooLarge) throw new AppError('TOO_LARGE', 'errors.payloadTooLarge')
      throw new AppError('INVALID', 'errors.invalid')
    },
  )
}

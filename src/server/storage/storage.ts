/**
 * Where image files live. Routes and services only see this interface, so an S3-compatible bucket
 * can replace the local disk by adding one implementation (see docs/decisions/002-image-storage.md).
 */
export interface StoredFile {
  body: ReadableStream<Uint8Array>
  contentType: string
  size?: number
}

export interface FileStorage {
  kind: 'disk' | 's3'
  /** Writes a file under a key such as `properties/ab12.webp`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** Every key under a prefix (used to prove that failed requests leave nothing behind). */
  list(prefix: string): Promise<string[]>
  /** A file's bytes, or null when there is none. */
  read(key: string): Promise<StoredFile | null>
  /** Where browsers may fetch a file straight from (a CDN in front of a bucket), when configured. */
  publicUrlOf?: (key: string) => string
  close?: () => void
}

/** Public paths are `/uploads/<key>`, relative as the spec expects. */
const UPLOADS_PREFIX = '/uploads/'
export const keyToPath = (key: string) => `${UPLOADS_PREFIX}${key}`
export const pathToKey = (p: string) => (p.startsWith(UPLOADS_PREFIX) ? p.slice(UPLOADS_PREFIX.length) : null)

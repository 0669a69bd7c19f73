import { randomUUID } from 'node:crypto'
import sharp, { type Sharp } from 'sharp'
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES } from '../../shared/constants.ts'
import { allRenditionPaths, renditionPath } from '../../shared/images.ts'
import { AppError } from '../errors.ts'
import { keyToPath, pathToKey, type FileStorage } from './storage.ts'

export interface UploadedFile {
  name: string
  size: number
  /** The file as written to its temporary place (read when it is decoded, not before). */
  bytes: () => Promise<Buffer | ArrayBuffer>
}

export interface ProcessedImage {
  renditions: { width: number; data: Buffer }[]
}

// The name and the declared type are the client's word; the first bytes are the file's.
function sniff(buffer: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg'
  if (buffer.length >= 12 && buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  return null
}

/** Checks sizes before anything is decoded, so a 413 costs nothing. */
export function assertImageSizes(files: UploadedFile[]): void {
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) throw new AppError('TOO_LARGE', 'errors.image.tooLarge')
}

/** About 40 megapixels (8000 × 5000): larger photos gain nothing on a listing and cost memory. */
const MAX_IMAGE_PIXELS = 40_000_000

/** A decoding failure as the pipeline reports it: too many pixels, or not an image it takes. */
function decodeFailure(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new AppError('TOO_LARGE', 'errors.image.tooManyPixels')
  return new AppError('UNSUPPORTED_MEDIA', 'errors.image.type')
}

/**
 * An upload checked as far as its header: PNG, JPEG or WebP by its bytes (and sharp agreeing), and
 * not too many pixels. No pixel is decoded yet; the caller decodes it once, as it needs. Used by the
 * listing photos and the site's logo (src/server/services/siteLogo.ts).
 */
export async function openImage(file: UploadedFile): Promise<Sharp> {
  const bytes = await file.bytes()
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes)
  const format = sniff(buffer)
  if (!format) throw new AppError('UNSUPPORTED_MEDIA', 'errors.image.type')
  try {
    const image = sharp(buffer, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    // Reading the header decodes no pixels: a wrong format or an oversized photo stops here.
    const meta = await image.metadata()
    if (meta.format !== format) throw new Error('format mismatch')
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw new AppError('TOO_LARGE', 'errors.image.tooManyPixels')
    return image
  } catch (error) {
    throw decodeFailure(error)
  }
}

/** Decodes `image` (from openImage) with `decode`, reporting a failure as the pipeline does. */
export async function decodeImage<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode()
  } catch (error) {
    throw decodeFailure(error)
  }
}

/**
 * Decodes once, auto-rotates, strips metadata (GPS included) and re-encodes to WebP in every width:
 * the photo is decoded a single time into the largest width, and the smaller ones are scaled from
 * those pixels, so a photo costs one decode however many widths there are.
 */
export async function processImage(file: UploadedFile): Promise<ProcessedImage> {
  const image = await openImage(file)
  return decodeImage(async () => {
    const widest = Math.max(...IMAGE_WIDTHS)
    const { data, info } = await image.rotate().resize({ width: widest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true })
    const raw = { width: info.width, height: info.height, channels: info.channels }
    const renditions = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    )
    return { renditions }
  })
}

/**
 * Processes every file first (so a bad one fails before anything is written), then writes them.
 * Returns the stored paths; on a write failure removes what it wrote.
 */
export async function storeImages(storage: FileStorage, files: UploadedFile[], announce?: (paths: string[]) => Promise<void>): Promise<string[]> {
  assertImageSizes(files)
  const processed: ProcessedImage[] = []
  for (const file of files) processed.push(await processImage(file))
  return writeProcessed(storage, processed, announce)
}

/**
 * Writes already processed images under new random names; removes what it wrote on failure.
 * `announce` hears the names before any file is written (to record them as unsettled).
 */
export async function writeProcessed(storage: FileStorage, processed: ProcessedImage[], announce?: (paths: string[]) => Promise<void>): Promise<string[]> {
  const names = processed.map(() => keyToPath(`properties/${randomUUID()}.webp`))
  await announce?.(names)
  const stored: string[] = []
  try {
    for (const [index, image] of processed.entries()) {
      const storedPath = names[index]
      stored.push(storedPath)
      for (const { width, data } of image.renditions) {
        await storage.put(pathToKey(renditionPath(storedPath, width))!, data, 'image/webp')
      }
    }
    return stored
  } catch (error) {
    await deleteImages(storage, stored)
    throw new AppError('UNAVAILABLE', 'errors.storageUnavailable', { cause: error })
  }
}

export async function deleteImages(storage: FileStorage, paths: (string | null | undefined)[]): Promise<void> {
  const keys = paths
    .flatMap((p) => (p ? allRenditionPaths(p) : []))
    .map(pathToKey)
    .filter((k): k is string => k !== null)
  await Promise.all(keys.map((key) => storage.delete(key).catch((error: Error) => console.error(`[storage] could not delete ${key}: ${error.message}`))))
}

import { newImageIndex } from '../../shared/schemas/property.ts'
import type { FieldIssue } from '../errors.ts'
import type { UploadedFile } from '../storage/images.ts'

// Which photos a create or update leaves a listing with, in which order, from either form of the
// request: `imageOrder` (every photo listed, cover first) or the older mainImage + currentImages + images.

/** The photos a save sends, as the route read them. */
export interface PhotoUpload {
  mainImage?: UploadedFile
  images: UploadedFile[]
  /** Update only, without `imageOrder`: the additional photos to keep; absent keeps them all. */
  currentImages?: string[]
  /** Every photo in its final order; null when it was sent but is unusable (already reported). */
  imageOrder?: string[] | null
}

/** The photos a listing has now; null for a listing still to be created. */
interface StoredPhotos {
  mainImage: string | null
  images: string[]
}

/** One photo of the saved listing: one it already has, or the N-th of the files to store. */
export type PhotoSource = { path: string } | { file: number }

export interface PhotoPlan {
  /** Files to store, in the order `{ file: N }` counts them. */
  files: UploadedFile[]
  /** The listing's photos after the save, cover first. */
  order: PhotoSource[]
}

const issue = (path: string, message: string): FieldIssue => ({ path, message })
const NONE: PhotoPlan = { files: [], order: [] }

/** The plan of a save, or the issues that refuse it. */
export function planPhotos(upload: PhotoUpload, existing: StoredPhotos | null): { plan: PhotoPlan; issues: FieldIssue[] } {
  if (upload.imageOrder === null) return { plan: NONE, issues: [issue('imageOrder', 'validation.property.imageOrder')] }
  if (upload.imageOrder !== undefined) return orderedPlan(upload.imageOrder, upload.images, existing)
  return existing ? legacyUpdatePlan(upload, existing) : legacyCreatePlan(upload)
}

function orderedPlan(entries: string[], files: UploadedFile[], existing: StoredPhotos | null) {
  const own = existing ? [existing.mainImage, ...existing.images].filter((p) => p !== null) : []
  const order = orderOfEntries(entries, files, own)
  if (!order) return { plan: NONE, issues: [issue('imageOrder', 'validation.property.imageOrder')] }
  return { plan: { files, order }, issues: countIssues(order.length) }
}

/**
 * An order list's entries as sources (`new:N` a file, anything else a stored path), or null unless it
 * names every file once and only paths of `own`. The schema refused repeated entries, so in-range
 * indices as many as the files name each file once.
 */
export function orderOfEntries(entries: string[], files: UploadedFile[], own: readonly string[]): PhotoSource[] | null {
  const order = entries.map((entry): PhotoSource => {
    const index = newImageIndex(entry)
    return index === null ? { path: entry } : { file: index }
  })
  const named = order.flatMap((source) => ('file' in source ? [source.file] : []))
  const everyFileOnce = named.length === files.length && named.every((index) => index < files.length)
  const ownPaths = order.every((source) => 'file' in source || own.includes(source.path))
  return everyFileOnce && ownPaths ? order : null
}

/** At least a cover and one more photo (docs/specs/admin-area.md §5). */
function countIssues(count: number): FieldIssue[] {
  if (count === 0) return [issue('mainImage', 'validation.property.mainImage'), issue('images', 'validation.property.images')]
  if (count === 1) return [issue('images', 'validation.property.images')]
  return []
}

function legacyCreatePlan(upload: PhotoUpload) {
  const issues: FieldIssue[] = []
  if (!upload.mainImage) issues.push(issue('mainImage', 'validation.property.mainImage'))
  if (upload.images.length === 0) issues.push(issue('images', 'validation.property.images'))
  const files = [...(upload.mainImage ? [upload.mainImage] : []), ...upload.images]
  return { plan: { files, order: files.map((_, file) => ({ file })) }, issues }
}

/** A new main image replaces the stored one; kept photos come first, new ones after them. */
function legacyUpdatePlan(upload: PhotoUpload, existing: StoredPhotos) {
  const issues: FieldIssue[] = []
  let kept = existing.images
  if (upload.currentImages !== undefined) {
    if (upload.currentImages.some((p) => !existing.images.includes(p))) {
      kept = []
      issues.push(issue('currentImages', 'validation.property.currentImages'))
    } else kept = [...new Set(upload.currentImages)]
  }
  if (!upload.mainImage && !existing.mainImage) issues.push(issue('mainImage', 'validation.property.mainImage'))
  if (issues.length === 0 && kept.length + upload.images.length === 0) issues.push(issue('images', 'validation.property.images'))
  const files = [...(upload.mainImage ? [upload.mainImage] : []), ...upload.images]
  const offset = upload.mainImage ? 1 : 0
  const cover: PhotoSource = upload.mainImage ? { file: 0 } : { path: existing.mainImage ?? '' }
  const order = [cover, ...kept.map((path) => ({ path })), ...upload.images.map((_, i) => ({ file: offset + i }))]
  return { plan: { files, order }, issues }
}

/** The paths of a plan once its files are stored (`stored[N]` is file N's path), cover first. */
export function orderedPaths(plan: PhotoPlan, stored: string[]): string[] {
  return plan.order.map((source) => ('file' in source ? stored[source.file] : source.path))
}

/** Stored photos a save leaves out, to delete once it has committed. */
export function droppedPhotos(existing: StoredPhotos, kept: string[]): string[] {
  return [existing.mainImage, ...existing.images].filter((p): p is string => p !== null && !kept.includes(p))
}

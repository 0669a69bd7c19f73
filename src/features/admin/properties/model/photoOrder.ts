import { newImageRef } from '../../../../shared/schemas/property.ts'
import type { ImageSelection } from './propertyForm.ts'

// The listing's photos as one ordered list, cover first, the way the advertiser arranges them: photos
// already stored and files just chosen, side by side. Pure functions; the grid only calls them.

/** A photo of the form: stored (its path) or newly chosen (its file). `id` is stable across moves. */
export type Photo = { id: string; path: string; file?: undefined } | { id: string; file: File; path?: undefined }

/** A stored listing's photos in their order: the main image, then the others by position. */
export function storedPhotos(mainImage: string | null, images: readonly string[]): Photo[] {
  const paths = [mainImage, ...images].filter((p): p is string => Boolean(p))
  return [...new Set(paths)].map((path) => ({ id: path, path }))
}

/** The list with the item at `from` moved to `to`; out-of-range positions leave it as it was. */
export function movePhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= photos.length || to >= photos.length) return [...photos]
  const next = [...photos]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}

/** The item at `index` becomes the first (the cover); the others keep their order. */
export const makeCover = <T>(photos: readonly T[], index: number): T[] => movePhoto(photos, index, 0)

export const removePhoto = <T>(photos: readonly T[], index: number): T[] => photos.filter((_, i) => i !== index)

/**
 * New photos go after the others (the first of an empty list is the cover), as many as fit under
 * `max`; `refused` counts the ones that did not fit.
 */
export function appendPhotos<T>(photos: readonly T[], added: readonly T[], max: number): { photos: T[]; refused: number } {
  const room = Math.max(0, max - photos.length)
  return { photos: [...photos, ...added.slice(0, room)], refused: Math.max(0, added.length - room) }
}

/**
 * What a save sends: the new files in the order they appear, and `imageOrder` naming every photo,
 * a stored one by its path and the N-th new file as `new:N`.
 */
export function photoUpload(photos: readonly Photo[]): { images: File[]; imageOrder: string[] } {
  const images: File[] = []
  const imageOrder = photos.map((photo) => {
    if (photo.file === undefined) return photo.path
    images.push(photo.file)
    return newImageRef(images.length - 1)
  })
  return { images, imageOrder }
}

/** What the form's checks need to know: a cover, and how many photos follow it. */
export function photoSelection(photos: readonly unknown[]): ImageSelection {
  return { hasMainImage: photos.length > 0, additionalCount: Math.max(0, photos.length - 1) }
}

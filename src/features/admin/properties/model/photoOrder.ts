import { moveImage, storedImages, imageUpload, type OrderedImage } from './imageOrder.ts'
import type { ImageSelection } from './propertyForm.ts'

// The listing's photos: an ordered picture list (imageOrder.ts) whose first photo is the cover.

export type Photo = OrderedImage

/** A stored listing's photos in their order: the main image, then the others by position. */
export const storedPhotos = (mainImage: string | null, images: readonly string[]): Photo[] => storedImages([mainImage, ...images].filter((p): p is string => Boolean(p)))

/** The item at `index` becomes the first (the cover); the others keep their order. */
export const makeCover = <T>(photos: readonly T[], index: number): T[] => moveImage(photos, index, 0)

/** What a save sends: the new files (`images`) and `imageOrder` naming every photo, cover first. */
export function photoUpload(photos: readonly Photo[]): { images: File[]; imageOrder: string[] } {
  const { files, order } = imageUpload(photos)
  return { images: files, imageOrder: order }
}

/** What the form's checks need to know: a cover, and how many photos follow it. */
export function photoSelection(photos: readonly unknown[]): ImageSelection {
  return { hasMainImage: photos.length > 0, additionalCount: Math.max(0, photos.length - 1) }
}

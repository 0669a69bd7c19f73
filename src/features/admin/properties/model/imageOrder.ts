import { newImageRef } from '../../../../shared/schemas/property.ts'

// One of the listing's ordered picture lists (its photos, its floor plans) the way the advertiser
// arranges it: pictures already stored and files just chosen, side by side. Pure functions; the grid
// only calls them.

/** A picture of the form: stored (its path) or newly chosen (its file). `id` is stable across moves. */
export type OrderedImage = { id: string; path: string; file?: undefined } | { id: string; file: File; path?: undefined }

/** Stored paths in their order, each once. */
export const storedImages = (paths: readonly string[]): OrderedImage[] => [...new Set(paths)].map((path) => ({ id: path, path }))

/** The list with the item at `from` moved to `to`; out-of-range positions leave it as it was. */
export function moveImage<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}

export const removeImage = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index)

/** New pictures go after the others, as many as fit under `max`; `refused` counts the ones that did not fit. */
export function appendImages<T>(items: readonly T[], added: readonly T[], max: number): { images: T[]; refused: number } {
  const room = Math.max(0, max - items.length)
  return { images: [...items, ...added.slice(0, room)], refused: Math.max(0, added.length - room) }
}

/**
 * What a save sends for one list: its new files in the order they appear, and the order naming every
 * picture, a stored one by its path and the N-th new file as `new:N`.
 */
export function imageUpload(items: readonly OrderedImage[]): { files: File[]; order: string[] } {
  const files: File[] = []
  const order = items.map((item) => {
    if (item.file === undefined) return item.path
    files.push(item.file)
    return newImageRef(files.length - 1)
  })
  return { files, order }
}

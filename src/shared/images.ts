import { IMAGE_WIDTHS } from './constants.ts'

/**
 * Every upload is stored as WebP renditions named `<name>.webp` (largest, the stored path) and
 * `<name>-<width>.webp` for the smaller widths; this derives the other names from the stored path.
 */
export function renditionPath(storedPath: string, width: number): string {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
  if (width === largest) return storedPath
  return storedPath.replace(/\.webp$/, `-${width}.webp`)
}

export function allRenditionPaths(storedPath: string): string[] {
  return IMAGE_WIDTHS.map((w) => renditionPath(storedPath, w))
}

/** A `srcset` for uploaded images; other paths (absolute URLs, placeholders) get none. */
export function srcsetFor(storedPath: string, base = ''): string | undefined {
  if (!storedPath.startsWith('/uploads/') || !storedPath.endsWith('.webp')) return undefined
  return IMAGE_WIDTHS.map((w) => `${base}${renditionPath(storedPath, w)} ${w}w`).join(', ')
}

import { arrayOverlaps, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { properties, propertyImages, unsettledPhotos } from '../db/schema.ts'
import { deleteImages } from './images.ts'
import type { FileStorage } from './storage.ts'

/** Records photo paths whose files may outlive a request that does not finish (see `unsettledPhotos`). */
export async function markUnsettled(db: Database, paths: string[]): Promise<void> {
  if (paths.length > 0)
    await db
      .insert(unsettledPhotos)
      .values(paths.map((path) => ({ path })))
      .onConflictDoNothing()
}

/** The request finished: these paths are referenced or deleted, as it meant. */
export async function settle(db: Database, paths: (string | null | undefined)[]): Promise<void> {
  const known = paths.filter((p): p is string => Boolean(p))
  if (known.length > 0) await db.delete(unsettledPhotos).where(inArray(unsettledPhotos.path, known))
}

/**
 * Deletes the files of unsettled photos older than `olderThanMs` that no listing references, and
 * forgets the referenced ones. Younger rows may belong to a request still running in another
 * process. Returns how many photos were deleted.
 */
export async function sweepUnsettledPhotos(db: Database, storage: FileStorage, olderThanMs: number): Promise<number> {
  const rows = await db
    .select({ path: unsettledPhotos.path })
    .from(unsettledPhotos)
    // 0 means every one: a time test would miss a mark made this very millisecond (the column keeps
    // milliseconds, rounded, so a mark can read a fraction later than `now()`).
    .where(olderThanMs > 0 ? lt(unsettledPhotos.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`) : undefined)
  if (rows.length === 0) return 0
  const paths = rows.map((r) => r.path)
  const [mains, others, plans] = await Promise.all([
    db.select({ path: properties.mainImage }).from(properties).where(inArray(properties.mainImage, paths)),
    db.select({ path: propertyImages.path }).from(propertyImages).where(inArray(propertyImages.path, paths)),
    db.select({ paths: properties.floorPlans }).from(properties).where(arrayOverlaps(properties.floorPlans, paths)),
  ])
  const referenced = new Set([...mains, ...others].map((r) => r.path).concat(plans.flatMap((r) => r.paths)))
  const orphans = paths.filter((p) => !referenced.has(p))
  await deleteImages(storage, orphans)
  await settle(db, paths)
  return orphans.length
}

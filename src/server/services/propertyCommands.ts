import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { MAX_IMAGES_PER_PROPERTY } from '../../shared/constants.ts'
import type { CheckedFields } from '../../shared/fieldErrors.ts'
import type { ListingData } from '../../shared/listing.ts'
import { checkListing, type PropertyPatch } from '../../shared/schemas/property.ts'
import { listingSlug } from '../../shared/slug.ts'
import type { Property } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { cities, properties, propertyImages } from '../db/schema.ts'
import { AppError, forbidden, notFound, type FieldIssue } from '../errors.ts'
import { assertImageSizes, deleteImages, storeImages, type UploadedFile } from '../storage/images.ts'
import type { FileStorage } from '../storage/storage.ts'
import { requireFields } from '../validation.ts'
import { isSuperadmin, type Actor } from './actor.ts'
import { columnValuesOf, listingDataOf } from './listingValues.ts'
import { getProperty, idOrSlugCondition } from './propertyQueries.ts'
import { imagesOf } from './propertyRows.ts'
import { referenceIssues } from './references.ts'
import { searchTextSql } from './searchText.ts'

/** A create or update as the route checked it: the listing's fields and the uploaded photos. */
export interface ListingUpload {
  listing: CheckedFields<ListingData>
  mainImage?: UploadedFile
  images: UploadedFile[]
  /** Update only: the additional photos to keep; absent keeps them all. */
  currentImages?: string[]
}

interface Deps {
  db: Database
  storage: FileStorage
}

async function searchTextOf(db: Database, data: Pick<ListingData, 'title' | 'description' | 'neighborhood' | 'cityId'>) {
  const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, data.cityId)).limit(1)
  return searchTextSql([data.title, data.description, data.neighborhood, city?.name])
}

function columnsOf(data: ListingData, actor: Actor, previousFeatured = false) {
  return {
    ...columnValuesOf(data),
    // Featuring is the portal's promotion: only a superadmin decides it.
    isFeatured: isSuperadmin(actor) && data.isFeatured !== undefined ? data.isFeatured : previousFeatured,
  }
}

function assertImageCount(count: number) {
  if (count > MAX_IMAGES_PER_PROPERTY) throw new AppError('TOO_LARGE', 'errors.image.tooMany')
}

export async function createProperty({ db, storage }: Deps, actor: Actor, upload: ListingUpload): Promise<Property> {
  const fileIssues: FieldIssue[] = []
  if (!upload.mainImage) fileIssues.push({ path: 'mainImage', message: 'validation.property.mainImage' })
  if (upload.images.length === 0) fileIssues.push({ path: 'images', message: 'validation.property.images' })
  const refIssues = await referenceIssues(db, upload.listing.values)
  const data = requireFields(upload.listing, [...fileIssues, ...refIssues])

  const files = [upload.mainImage!, ...upload.images]
  assertImageCount(files.length)
  assertImageSizes(files)
  const [mainImage, ...images] = await storeImages(storage, files)
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({ ...columnsOf(data, actor), slug: `tmp-${randomUUID()}`, ownerId: actor.id, mainImage, searchText: await searchTextOf(tx as Database, data) })
        .returning({ id: properties.id })
      await tx.update(properties).set({ slug: listingSlug(data.title, row.id) }).where(eq(properties.id, row.id))
      await tx.insert(propertyImages).values(images.map((path, position) => ({ propertyId: row.id, path, position })))
      return row.id
    })
    return getProperty(db, String(id), actor)
  } catch (error) {
    await deleteImages(storage, [mainImage, ...images])
    throw error
  }
}

/** Loads a listing the actor may change: its owner or a superadmin; others get 403, unknown 404. */
async function loadOwned(db: Database, actor: Actor, idOrSlug: string) {
  const [row] = await db.select().from(properties).where(idOrSlugCondition(idOrSlug)).limit(1)
  if (!row) throw notFound('errors.propertyNotFound')
  if (row.ownerId !== actor.id && !isSuperadmin(actor)) throw forbidden()
  return row
}

/** The additional photos an update keeps: only photos the listing has, each once. */
function keptImages(currentImages: string[] | undefined, existing: string[]): { kept: string[]; issues: FieldIssue[] } {
  if (currentImages === undefined) return { kept: existing, issues: [] }
  if (currentImages.some((p) => !existing.includes(p))) return { kept: [], issues: [{ path: 'currentImages', message: 'validation.property.currentImages' }] }
  return { kept: [...new Set(currentImages)], issues: [] }
}

export async function updateProperty({ db, storage }: Deps, actor: Actor, idOrSlug: string, upload: ListingUpload): Promise<Property> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const existingImages = (await imagesOf(db, [existing.id])).get(existing.id) ?? []
  const { kept, issues: fileIssues } = keptImages(upload.currentImages, existingImages)
  if (!upload.mainImage && !existing.mainImage) fileIssues.push({ path: 'mainImage', message: 'validation.property.mainImage' })
  if (fileIssues.length === 0 && kept.length + upload.images.length === 0) fileIssues.push({ path: 'images', message: 'validation.property.images' })
  const refIssues = await referenceIssues(db, upload.listing.values, { allowInactiveTypeId: existing.propertyTypeId })
  const data = requireFields(upload.listing, [...fileIssues, ...refIssues])

  const newFiles = [...(upload.mainImage ? [upload.mainImage] : []), ...upload.images]
  assertImageCount(1 + kept.length + upload.images.length)
  assertImageSizes(newFiles)
  const stored = await storeImages(storage, newFiles)
  const newMain = upload.mainImage ? stored[0] : undefined
  const newImages = upload.mainImage ? stored.slice(1) : stored
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(properties)
        .set({
          ...columnsOf(data, actor, existing.isFeatured),
          slug: listingSlug(data.title, existing.id),
          mainImage: newMain ?? existing.mainImage,
          searchText: await searchTextOf(tx as Database, data),
          updatedAt: new Date(),
        })
        .where(eq(properties.id, existing.id))
      await tx.delete(propertyImages).where(eq(propertyImages.propertyId, existing.id))
      await tx.insert(propertyImages).values([...kept, ...newImages].map((path, position) => ({ propertyId: existing.id, path, position })))
    })
  } catch (error) {
    await deleteImages(storage, stored)
    throw error
  }
  // Only after the commit: a failed update must not lose the photos it still points to.
  await deleteImages(storage, [...(newMain ? [existing.mainImage] : []), ...existingImages.filter((p) => !kept.includes(p))])
  return getProperty(db, String(existing.id), actor)
}

/** PATCH /properties/{id}: a checked subset merged with the stored listing and checked as a whole. */
export async function patchProperty(db: Database, actor: Actor, idOrSlug: string, patch: PropertyPatch): Promise<Property> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const changed = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
  const merged = checkListing({ ...listingDataOf(existing), ...changed })
  const refIssues = await referenceIssues(db, merged.values, { allowInactiveTypeId: existing.propertyTypeId })
  const data = requireFields(merged, refIssues)
  await db
    .update(properties)
    .set({
      ...columnsOf(data, actor, existing.isFeatured),
      slug: listingSlug(data.title, existing.id),
      searchText: await searchTextOf(db, data),
      updatedAt: new Date(),
    })
    .where(eq(properties.id, existing.id))
  return getProperty(db, String(existing.id), actor)
}

export async function setPropertyActive(db: Database, actor: Actor, idOrSlug: string, isActive: boolean): Promise<Property> {
  const existing = await loadOwned(db, actor, idOrSlug)
  await db.update(properties).set({ isActive, updatedAt: new Date() }).where(eq(properties.id, existing.id))
  return getProperty(db, String(existing.id), actor)
}

export async function deleteProperty({ db, storage }: Deps, actor: Actor, idOrSlug: string): Promise<void> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const images = (await imagesOf(db, [existing.id])).get(existing.id) ?? []
  await db.delete(properties).where(eq(properties.id, existing.id))
  await deleteImages(storage, [existing.mainImage, ...images])
}

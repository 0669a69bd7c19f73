import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { OWNER_LISTING_LIMIT } from '../../shared/advertisers.ts'
import { MAX_IMAGES_PER_PROPERTY } from '../../shared/constants.ts'
import type { CheckedFields } from '../../shared/fieldErrors.ts'
import type { ListingData } from '../../shared/listing.ts'
import { checkListing, type PropertyPatch } from '../../shared/schemas/property.ts'
import { listingSlug } from '../../shared/slug.ts'
import type { Property } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { cities, properties, propertyImages } from '../db/schema.ts'
import { AppError, forbidden, notFound } from '../errors.ts'
import { assertImageSizes, deleteImages, storeImages } from '../storage/images.ts'
import { markUnsettled, settle } from '../storage/photoSweep.ts'
import type { FileStorage } from '../storage/storage.ts'
import { requireFields } from '../validation.ts'
import { isSuperadmin, type Actor } from './actor.ts'
import { managesOwnerId } from './ownership.ts'
import { publicationOf } from './publication.ts'
import type { AuditTrail } from './audit.ts'
import { listingChangeRecords, listingTarget } from './listingAudit.ts'
import { planFloorPlans, type FloorPlanUpload } from './listingFloorPlans.ts'
import { droppedPhotos, orderedPaths, planPhotos, type PhotoUpload } from './listingPhotos.ts'
import { columnValuesOf, listingDataOf } from './listingValues.ts'
import { completeNewListing } from './listings/newListing.ts'
import { getProperty, idOrSlugCondition } from './listings/singleReads.ts'
import { imagesOf } from './propertyRows.ts'
import { referenceIssues } from './references.ts'
import { searchTextSql } from './searchText.ts'

/** A create or update as the route checked it: the listing's fields, the uploaded photos and floor plans. */
export interface ListingUpload extends PhotoUpload, FloorPlanUpload {
  listing: CheckedFields<ListingData>
}

interface Deps {
  db: Database
  storage: FileStorage
  /** A private owner's most open listings (OWNER_LISTING_LIMIT); 3 when not given. */
  ownerListingLimit?: number
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

const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((value, i) => value === b[i])

function assertImageCount(count: number) {
  if (count > MAX_IMAGES_PER_PROPERTY) throw new AppError('TOO_LARGE', 'errors.image.tooMany')
}

/**
 * Writes the new photos, their names recorded as unsettled before any file is; when a write fails
 * (the bucket is down) what was written is deleted and the names settled, so nothing is left.
 */
async function storeNewPhotos(db: Database, storage: Deps['storage'], files: Parameters<typeof storeImages>[1]): Promise<string[]> {
  let announced: string[] = []
  try {
    return await storeImages(storage, files, async (paths) => {
      announced = paths
      await markUnsettled(db, paths)
    })
  } catch (error) {
    await settle(db, announced)
    throw error
  }
}

export async function createProperty({ db, storage, ownerListingLimit = OWNER_LISTING_LIMIT }: Deps, actor: Actor, upload: ListingUpload, trail: AuditTrail): Promise<Property> {
  const { plan, issues: photoIssues } = planPhotos(upload, null)
  const { plan: plans, issues: planIssues } = planFloorPlans(upload, [])
  const refIssues = await referenceIssues(db, upload.listing.values)
  const data = requireFields(upload.listing, [...photoIssues, ...planIssues, ...refIssues])

  assertImageCount(plan.order.length)
  assertImageSizes([...plan.files, ...plans.files])
  const publication = await publicationOf(db, ownerListingLimit, actor.id, data.isActive, data.statusId)
  const stored = await storeNewPhotos(db, storage, [...plan.files, ...plans.files])
  const [mainImage, ...images] = orderedPaths(plan, stored)
  const floorPlans = orderedPaths(plans, stored.slice(plan.files.length))
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({ ...columnsOf(data, actor), ...publication, slug: `tmp-${randomUUID()}`, ownerId: actor.id, mainImage, floorPlans, searchText: await searchTextOf(tx as Database, data) })
        .returning({ id: properties.id })
      await completeNewListing(tx as Database, row.id, data.title, images)
      await trail(tx as Database, {
        action: 'listing.create',
        ...listingTarget({ id: row.id, title: data.title }),
        details: { photos: images.length + (mainImage ? 1 : 0), floorPlans: floorPlans.length },
      })
      return row.id
    })
    await settle(db, stored)
    return getProperty(db, String(id), actor)
  } catch (error) {
    await deleteImages(storage, stored)
    await settle(db, stored)
    throw error
  }
}

/** A stored row as its advertiser sees it: a listing awaiting review is one they made active. */
const wished = <Row extends { isActive: boolean; awaitingReview: boolean }>(row: Row): Row => ({ ...row, isActive: row.isActive || row.awaitingReview })

/** Loads a listing the actor may change: its owner, its agency's manager or a superadmin; others get 403, unknown 404. */
async function loadOwned(db: Database, actor: Actor, idOrSlug: string) {
  const [row] = await db.select().from(properties).where(idOrSlugCondition(idOrSlug)).limit(1)
  if (!row) throw notFound('errors.propertyNotFound')
  if (!(await managesOwnerId(db, actor, row.ownerId))) throw forbidden()
  return row
}

export async function updateProperty({ db, storage, ownerListingLimit = OWNER_LISTING_LIMIT }: Deps, actor: Actor, idOrSlug: string, upload: ListingUpload, trail: AuditTrail): Promise<Property> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const before = { mainImage: existing.mainImage, images: (await imagesOf(db, [existing.id])).get(existing.id) ?? [] }
  const { plan, issues: photoIssues } = planPhotos(upload, before)
  const { plan: plans, issues: planIssues } = planFloorPlans(upload, existing.floorPlans)
  const refIssues = await referenceIssues(db, upload.listing.values, { allowInactiveTypeId: existing.propertyTypeId })
  const data = requireFields(upload.listing, [...photoIssues, ...planIssues, ...refIssues])

  assertImageCount(plan.order.length)
  assertImageSizes([...plan.files, ...plans.files])
  const publication = await publicationOf(db, ownerListingLimit, existing.ownerId, data.isActive, data.statusId, existing.id)
  const stored = await storeNewPhotos(db, storage, [...plan.files, ...plans.files])
  const [mainImage, ...images] = orderedPaths(plan, stored)
  const floorPlans = orderedPaths(plans, stored.slice(plan.files.length))
  const dropped = [...droppedPhotos(before, [mainImage, ...images]), ...existing.floorPlans.filter((path) => !floorPlans.includes(path))]
  try {
    await db.transaction(async (tx) => {
      // Dropped photos' files go after the commit: recorded first, so a crash in between leaves a trace.
      await markUnsettled(tx as Database, dropped)
      await tx
        .update(properties)
        .set({
          ...columnsOf(data, actor, existing.isFeatured),
          ...publication,
          slug: listingSlug(data.title, existing.id),
          mainImage,
          floorPlans,
          searchText: await searchTextOf(tx as Database, data),
          updatedAt: new Date(),
        })
        .where(eq(properties.id, existing.id))
      await tx.delete(propertyImages).where(eq(propertyImages.propertyId, existing.id))
      await tx.insert(propertyImages).values(images.map((path, position) => ({ propertyId: existing.id, path, position })))
      const photosChanged = !same([before.mainImage, ...before.images], [mainImage, ...images]) || !same(existing.floorPlans, floorPlans)
      const after = { ...data, isFeatured: columnsOf(data, actor, existing.isFeatured).isFeatured }
      for (const record of listingChangeRecords({ id: existing.id, title: data.title }, listingDataOf(wished(existing)), after, photosChanged)) await trail(tx as Database, record)
    })
  } catch (error) {
    await deleteImages(storage, stored)
    await settle(db, stored)
    throw error
  }
  // Only after the commit: a failed update must not lose the photos it still points to.
  await deleteImages(storage, dropped)
  await settle(db, [...stored, ...dropped])
  return getProperty(db, String(existing.id), actor)
}

/** PATCH /properties/{id}: a checked subset merged with the stored listing and checked as a whole. */
export async function patchProperty(db: Database, actor: Actor, idOrSlug: string, patch: PropertyPatch, trail: AuditTrail, ownerListingLimit = OWNER_LISTING_LIMIT): Promise<Property> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const changed = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
  const merged = checkListing({ ...listingDataOf(wished(existing)), ...changed })
  const refIssues = await referenceIssues(db, merged.values, { allowInactiveTypeId: existing.propertyTypeId })
  const data = requireFields(merged, refIssues)
  const publication = await publicationOf(db, ownerListingLimit, existing.ownerId, data.isActive, data.statusId, existing.id)
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({
        ...columnsOf(data, actor, existing.isFeatured),
        ...publication,
        slug: listingSlug(data.title, existing.id),
        searchText: await searchTextOf(tx as Database, data),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, existing.id))
    const after = { ...data, isFeatured: columnsOf(data, actor, existing.isFeatured).isFeatured }
    for (const record of listingChangeRecords({ id: existing.id, title: data.title }, listingDataOf(wished(existing)), after)) await trail(tx as Database, record)
  })
  return getProperty(db, String(existing.id), actor)
}

export async function setPropertyActive(db: Database, actor: Actor, idOrSlug: string, isActive: boolean, trail: AuditTrail, ownerListingLimit = OWNER_LISTING_LIMIT): Promise<Property> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const publication = await publicationOf(db, ownerListingLimit, existing.ownerId, isActive, existing.statusId, existing.id)
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({ ...publication, updatedAt: new Date() })
      .where(eq(properties.id, existing.id))
    await trail(tx as Database, { action: 'listing.status', ...listingTarget(existing), details: { isActive: { from: wished(existing).isActive, to: isActive } } })
  })
  return getProperty(db, String(existing.id), actor)
}

export async function deleteProperty({ db, storage }: Deps, actor: Actor, idOrSlug: string, trail: AuditTrail): Promise<void> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const images = (await imagesOf(db, [existing.id])).get(existing.id) ?? []
  const photos = [existing.mainImage, ...images, ...existing.floorPlans].filter((p): p is string => Boolean(p))
  await db.transaction(async (tx) => {
    await markUnsettled(tx as Database, photos)
    await tx.delete(properties).where(eq(properties.id, existing.id))
    await trail(tx as Database, { action: 'listing.delete', ...listingTarget(existing), details: { ownerId: existing.ownerId } })
  })
  await deleteImages(storage, photos)
  await settle(db, photos)
}

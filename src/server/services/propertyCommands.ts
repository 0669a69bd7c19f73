import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { MAX_IMAGES_PER_PROPERTY } from '../../shared/constants.ts'
import { PropertyPatchSchema, PropertySchema, type PropertyData } from '../../shared/schemas/property.ts'
import { listingSlug } from '../../shared/slug.ts'
import type { Property } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { cities, properties, propertyImages } from '../db/schema.ts'
import { AppError, forbidden, notFound, type FieldIssue } from '../errors.ts'
import { assertImageSizes, deleteImages, storeImages, type UploadedFile } from '../storage/images.ts'
import type { FileStorage } from '../storage/storage.ts'
import { parseInput } from '../validation.ts'
import { isSuperadmin, type Actor } from './actor.ts'
import { getProperty, idOrSlugCondition } from './propertyQueries.ts'
import { imagesOf } from './propertyRows.ts'
import { referenceIssues } from './references.ts'
import { searchTextSql } from './searchText.ts'

export interface PropertyUpload {
  fields: Record<string, unknown>
  mainImage?: UploadedFile
  images: UploadedFile[]
  /** Raw `currentImages` (JSON list of kept additional photos), update only. */
  currentImages?: unknown
}

interface Deps {
  db: Database
  storage: FileStorage
}

async function searchTextOf(db: Database, data: Pick<PropertyData, 'title' | 'description' | 'neighborhood' | 'cityId'>) {
  const [city] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, data.cityId)).limit(1)
  return searchTextSql([data.title, data.description, data.neighborhood, city?.name])
}

function columnsOf(data: PropertyData, actor: Actor, previousFeatured = false) {
  return {
    title: data.title,
    description: data.description ?? null,
    price: data.price,
    currency: data.currency,
    priceType: data.priceType,
    address: data.address,
    neighborhood: data.neighborhood ?? null,
    countryId: data.countryId,
    cityId: data.cityId,
    propertyTypeId: data.propertyTypeId,
    statusId: data.statusId,
    area: data.area ?? null,
    bedrooms: data.bedrooms ?? null,
    bathrooms: data.bathrooms ?? null,
    garage: data.garage ?? null,
    isOpportunity: data.isOpportunity,
    // An opportunity price only means something on an opportunity.
    opportunityPrice: data.isOpportunity ? (data.opportunityPrice ?? null) : null,
    legalCosts: data.legalCosts ?? null,
    isActive: data.isActive,
    // Featuring is the portal's promotion: only a superadmin decides it.
    isFeatured: isSuperadmin(actor) && data.isFeatured !== undefined ? data.isFeatured : previousFeatured,
  }
}

function assertImageCount(count: number) {
  if (count > MAX_IMAGES_PER_PROPERTY) throw new AppError('TOO_LARGE', 'errors.image.tooMany')
}

export async function createProperty({ db, storage }: Deps, actor: Actor, upload: PropertyUpload): Promise<Property> {
  const fileIssues: FieldIssue[] = []
  if (!upload.mainImage) fileIssues.push({ path: 'mainImage', message: 'validation.property.mainImage' })
  if (upload.images.length === 0) fileIssues.push({ path: 'images', message: 'validation.property.images' })
  const refIssues = await referenceIssues(db, upload.fields)
  const data = parseInput(PropertySchema, upload.fields, [...fileIssues, ...refIssues])

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

function parseCurrentImages(raw: unknown, existing: string[]): string[] {
  if (raw === undefined) return existing
  let list: unknown = raw
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw)
    } catch {
      list = null
    }
  }
  const ok = v.safeParse(v.array(v.string()), list)
  if (!ok.success || ok.output.some((p) => !existing.includes(p))) {
    throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'currentImages', message: 'validation.property.currentImages' }] })
  }
  return [...new Set(ok.output)]
}

export async function updateProperty({ db, storage }: Deps, actor: Actor, idOrSlug: string, upload: PropertyUpload): Promise<Property> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const existingImages = (await imagesOf(db, [existing.id])).get(existing.id) ?? []
  const kept = parseCurrentImages(upload.currentImages, existingImages)
  const fileIssues: FieldIssue[] = []
  if (!upload.mainImage && !existing.mainImage) fileIssues.push({ path: 'mainImage', message: 'validation.property.mainImage' })
  if (kept.length + upload.images.length === 0) fileIssues.push({ path: 'images', message: 'validation.property.images' })
  const refIssues = await referenceIssues(db, upload.fields, { allowInactiveTypeId: existing.propertyTypeId })
  const data = parseInput(PropertySchema, upload.fields, [...fileIssues, ...refIssues])

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

/** PATCH /properties/{id}: a JSON subset merged with the stored listing and checked as a whole. */
export async function patchProperty(db: Database, actor: Actor, idOrSlug: string, body: unknown): Promise<Property> {
  const existing = await loadOwned(db, actor, idOrSlug)
  const patch = parseInput(PropertyPatchSchema, body)
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
  const merged: PropertyData = {
    title: existing.title,
    description: existing.description ?? undefined,
    price: existing.price,
    priceType: existing.priceType as PropertyData['priceType'],
    currency: existing.currency as PropertyData['currency'],
    address: existing.address,
    neighborhood: existing.neighborhood ?? undefined,
    propertyTypeId: existing.propertyTypeId,
    countryId: existing.countryId,
    cityId: existing.cityId,
    statusId: existing.statusId as PropertyData['statusId'],
    isActive: existing.isActive,
    isOpportunity: existing.isOpportunity,
    isFeatured: undefined,
    opportunityPrice: existing.opportunityPrice ?? undefined,
    legalCosts: existing.legalCosts ?? undefined,
    bedrooms: existing.bedrooms ?? undefined,
    bathrooms: existing.bathrooms ?? undefined,
    garage: existing.garage ?? undefined,
    area: existing.area ?? undefined,
    ...defined,
  }
  const issues: FieldIssue[] = []
  if (merged.isOpportunity && !(merged.opportunityPrice && merged.opportunityPrice > 0)) {
    issues.push({ path: 'opportunityPrice', message: 'validation.property.opportunityPrice' })
  }
  if ('countryId' in defined || 'cityId' in defined || 'propertyTypeId' in defined) {
    issues.push(...(await referenceIssues(db, merged, { allowInactiveTypeId: existing.propertyTypeId })))
  }
  if (issues.length) throw new AppError('INVALID', 'errors.invalid', { issues })
  await db
    .update(properties)
    .set({
      ...columnsOf(merged, actor, existing.isFeatured),
      slug: listingSlug(merged.title, existing.id),
      searchText: await searchTextOf(db, merged),
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

import { and, eq, ne } from 'drizzle-orm'
import type { AdvertiserKind, AdvertiserStatus, AgencyRole } from '../../shared/advertisers.ts'
import type { Language } from '../../shared/constants.ts'
import type { ProfileData } from '../../shared/schemas/profile.ts'
import type { Database } from '../db/client.ts'
import { advertisers, users } from '../db/schema.ts'
import { AppError, notFound } from '../errors.ts'
import { deleteImages, storeImages, type UploadedFile } from '../storage/images.ts'
import type { FileStorage } from '../storage/storage.ts'
import type { Actor } from './actor.ts'

// Issue 27, "Mi perfil": what every signed-in user sees and edits about themself. The address
// changes elsewhere (services/emailChange.ts), through a link to the new one.

export interface Profile {
  id: number
  name: string
  email: string
  phoneNumber: string | null
  whatsapp: string | null
  photo: string | null
  language: Language
  advertiser: { id: number; kind: AdvertiserKind; name: string; slug: string; status: AdvertiserStatus } | null
  agencyRole: AgencyRole | null
}

/** Kinds whose public name is the person's own: the advertiser's name follows the user's. */
const PERSONAL_KINDS: readonly AdvertiserKind[] = ['owner', 'independent']

export async function getProfile(db: Database, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      whatsapp: users.whatsapp,
      photo: users.photo,
      language: users.language,
      agencyRole: users.agencyRole,
      advertiserId: advertisers.id,
      advertiserKind: advertisers.kind,
      advertiserName: advertisers.name,
      advertiserSlug: advertisers.slug,
      advertiserStatus: advertisers.status,
    })
    .from(users)
    .leftJoin(advertisers, eq(advertisers.id, users.advertiserId))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) throw notFound('errors.userNotFound')
  const { advertiserId, advertiserKind, advertiserName, advertiserSlug, advertiserStatus, ...user } = row
  const advertiser =
    advertiserId !== null && advertiserKind && advertiserName && advertiserSlug && advertiserStatus
      ? { id: advertiserId, kind: advertiserKind, name: advertiserName, slug: advertiserSlug, status: advertiserStatus }
      : null
  return { ...user, advertiser }
}

/** PUT /api/auth/profile. An owner's or independent advertiser's public name follows their own (the slug stays). */
export async function updateProfile(db: Database, actor: Actor, data: ProfileData): Promise<Profile> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: data.name,
        language: data.language,
        ...(data.phoneNumber !== undefined && { phoneNumber: data.phoneNumber }),
        ...(data.whatsapp !== undefined && { whatsapp: data.whatsapp }),
      })
      .where(eq(users.id, actor.id))
    if (actor.advertiserId !== null && actor.advertiserKind && PERSONAL_KINDS.includes(actor.advertiserKind)) {
      await tx
        .update(advertisers)
        .set({ name: data.name })
        .where(and(eq(advertisers.id, actor.advertiserId), ne(advertisers.name, data.name)))
    }
  })
  return getProfile(db, actor.id)
}

const missingPhoto = () => new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'photo', message: 'validation.profile.photo' }] })

/** Puts `photo` (or none) on the user; answers the picture it replaces. */
async function swapPhoto(db: Database, userId: number, photo: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ photo: users.photo }).from(users).where(eq(users.id, userId)).for('update')
    await tx.update(users).set({ photo }).where(eq(users.id, userId))
    return before?.photo ?? null
  })
}

/**
 * POST /api/auth/profile/photo: the picture through the photos' pipeline (checked by content,
 * re-encoded without metadata); the earlier picture's files go once the new one is saved.
 */
export async function setProfilePhoto(db: Database, storage: FileStorage, actor: Actor, files: UploadedFile[] | undefined): Promise<Profile> {
  if (files?.length !== 1) throw missingPhoto()
  const [photo] = await storeImages(storage, files)
  const previous = await swapPhoto(db, actor.id, photo).catch(async (error: unknown) => {
    await deleteImages(storage, [photo])
    throw error
  })
  await deleteImages(storage, [previous])
  return getProfile(db, actor.id)
}

/** DELETE /api/auth/profile/photo: no picture, and its files gone. */
export async function deleteProfilePhoto(db: Database, storage: FileStorage, actor: Actor): Promise<Profile> {
  await deleteImages(storage, [await swapPhoto(db, actor.id, null)])
  return getProfile(db, actor.id)
}

import { eq, sql } from 'drizzle-orm'
import type { AdvertiserKind, AdvertiserStatus } from '../../shared/advertisers.ts'
import { slugify } from '../../shared/slug.ts'
import type { Database } from '../db/client.ts'
import { advertisers, properties, users } from '../db/schema.ts'

export interface NewAdvertiser {
  kind: AdvertiserKind
  name: string
  status?: AdvertiserStatus
  phone?: string | null
  whatsapp?: string | null
  email?: string | null
  address?: string | null
  countryId?: string | null
  licence?: string | null
}

/**
 * A new advertiser row with a public slug of its own: the name's slug, then `-2`, `-3`… when taken
 * (inside the caller's transaction, so a race ends in the unique index rather than a duplicate).
 */
export async function createAdvertiser(db: Database, data: NewAdvertiser): Promise<number> {
  const base = slugify(data.name, 120)
  const taken = await db
    .select({ slug: advertisers.slug })
    .from(advertisers)
    .where(sql`${advertisers.slug} = ${base} or ${advertisers.slug} like ${`${base}-%`}`)
  const used = new Set(taken.map((r) => r.slug))
  let slug = base
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`
  const [row] = await db
    .insert(advertisers)
    .values({
      kind: data.kind,
      name: data.name,
      slug,
      status: data.status ?? 'approved',
      phone: data.phone ?? null,
      whatsapp: data.whatsapp ?? null,
      email: data.email ?? null,
      address: data.address ?? null,
      countryId: data.countryId ?? null,
      licence: data.licence ?? null,
      reviewedAt: (data.status ?? 'approved') === 'approved' ? new Date() : null,
    })
    .returning({ id: advertisers.id })
  return row.id
}

/** A staff-made advertiser account publishes as itself: an independent advertiser, approved. */
export async function giveIndependentAdvertiser(db: Database, userId: number): Promise<number> {
  const [user] = await db.select({ name: users.name, phone: users.phoneNumber }).from(users).where(eq(users.id, userId))
  const advertiserId = await createAdvertiser(db, { kind: 'independent', name: user.name, phone: user.phone })
  await db.update(users).set({ advertiserId }).where(eq(users.id, userId))
  return advertiserId
}

/** Whether listings of this owner may be public now, or must wait for the advertiser's approval. */
export async function ownerApproved(db: Database, ownerId: number): Promise<boolean> {
  const [row] = await db.select({ status: advertisers.status }).from(users).leftJoin(advertisers, eq(advertisers.id, users.advertiserId)).where(eq(users.id, ownerId)).limit(1)
  return !row?.status || row.status === 'approved'
}

/**
 * On approval: every listing the advertiser's members wanted public becomes public, as new from now
 * on (alerts announce listings by their creation, and the public first sees it now).
 */
export async function publishAwaiting(db: Database, advertiserId: number): Promise<void> {
  await db
    .update(properties)
    .set({ isActive: true, awaitingReview: false, createdAt: sql`now()` })
    .where(sql`${properties.awaitingReview} and ${properties.ownerId} in (select u.id from users u where u.advertiser_id = ${advertiserId})`)
}

import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { AdvertiserStatus, VerificationFact } from '../../shared/advertisers.ts'
import { DEFAULT_LANGUAGE } from '../../shared/constants.ts'
import type { AdminAdvertiser, AdvertiserListQuery } from '../../shared/schemas/advertiserReview.ts'
import type { Paged } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { advertisers, advertiserVerifications, properties, users } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import type { Recipient } from '../mail/accountMails.ts'
import { advertiserApprovedMail, advertiserRejectedMail } from '../mail/agencyMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { publishAwaiting } from './advertisers.ts'
import type { AuditTrail } from './audit.ts'
import { readPage } from './pageRead.ts'
import { verifiedFacts } from './propertyRows.ts'

// A superadmin's review of advertisers (issue 27, docs/advertisers.md "Review").

/** The person the portal writes to about an advertiser: the agency's manager, else its first member. */
const contactOf = (advertiserId: typeof advertisers.id) => sql`(select u.id from users u where u.advertiser_id = ${advertiserId} order by (u.agency_role = 'manager') desc nulls last, u.id limit 1)`

const columns = {
  id: advertisers.id,
  kind: advertisers.kind,
  name: advertisers.name,
  slug: advertisers.slug,
  status: advertisers.status,
  rejectReason: advertisers.rejectReason,
  licence: advertisers.licence,
  phone: advertisers.phone,
  email: advertisers.email,
  countryId: advertisers.countryId,
  createdAt: advertisers.createdAt,
  reviewedAt: advertisers.reviewedAt,
  contactName: users.name,
  contactEmail: users.email,
  contactPhone: users.phoneNumber,
  contactLanguage: users.language,
  emailVerified: sql<boolean>`(${users.emailVerifiedAt} is not null)`,
  listings: sql<number>`(select count(*)::int from properties p join users m on m.id = p.owner_id where m.advertiser_id = advertisers.id)`,
  verified: sql<AdminAdvertiser['verified']>`${verifiedFacts(sql`advertisers.id`)}`,
}

const selectAdvertisers = (db: Database) =>
  db
    .select(columns)
    .from(advertisers)
    .leftJoin(users, eq(users.id, contactOf(advertisers.id)))
type Row = Awaited<ReturnType<ReturnType<typeof selectAdvertisers>['execute']>>[number]

const toAdminAdvertiser = (row: Row): AdminAdvertiser => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  slug: row.slug,
  status: row.status,
  rejectReason: row.rejectReason,
  licence: row.licence,
  phone: row.phone,
  email: row.email,
  countryId: row.countryId,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  emailVerified: row.emailVerified === true,
  contact: row.contactEmail === null || row.contactName === null ? null : { name: row.contactName, email: row.contactEmail, phoneNumber: row.contactPhone },
  listings: Number(row.listings),
  verified: row.verified,
})

/** GET /api/admin/advertisers: one status, the pending oldest first (the queue), the others newest reviewed first. */
export async function listAdvertisers(db: Database, query: AdvertiserListQuery): Promise<Paged<AdminAdvertiser>> {
  const where = eq(advertisers.status, query.status)
  const order = query.status === 'pending' ? [asc(advertisers.createdAt), asc(advertisers.id)] : [sql`${advertisers.reviewedAt} desc nulls last`, desc(advertisers.id)]
  const ordered = selectAdvertisers(db)
    .where(where)
    .orderBy(...order)
    .$dynamic()
  const { rows, pagination } = await readPage(ordered, db.select({ total: count() }).from(advertisers).where(where), query)
  return { data: rows.map(toAdminAdvertiser), pagination }
}

async function loadRow(db: Database, id: number): Promise<Row> {
  const [row] = await selectAdvertisers(db).where(eq(advertisers.id, id)).limit(1)
  if (!row) throw notFound('errors.advertiserNotFound')
  return row
}

export const getAdminAdvertiser = async (db: Database, id: number) => toAdminAdvertiser(await loadRow(db, id))

const recipientOf = (row: Row): Recipient | null => (row.contactEmail && row.contactName ? { email: row.contactEmail, name: row.contactName, lang: row.contactLanguage ?? DEFAULT_LANGUAGE } : null)
const target = (row: Pick<Row, 'id' | 'name'>) => ({ targetType: 'advertiser' as const, targetId: row.id, targetLabel: row.name })

/** Withdraws the members' public listings back to "awaiting review", for an advertiser no longer approved. */
async function holdBack(db: Database, advertiserId: number): Promise<void> {
  await db
    .update(properties)
    .set({ isActive: false, awaitingReview: true })
    .where(and(eq(properties.isActive, true), sql`${properties.ownerId} in (select u.id from users u where u.advertiser_id = ${advertiserId})`))
}

async function review(db: Database, id: number, status: AdvertiserStatus, reason: string | null, trail: AuditTrail, siteUrl: string): Promise<AdminAdvertiser> {
  await db.transaction(async (tx) => {
    const before = await loadRow(tx as Database, id)
    await tx.update(advertisers).set({ status, rejectReason: reason, reviewedAt: new Date() }).where(eq(advertisers.id, id))
    // Approval makes every listing its members wanted public; a rejection of an advertiser approved before takes them down again.
    if (status === 'approved') await publishAwaiting(tx as Database, id)
    else await holdBack(tx as Database, id)
    const to = recipientOf(before)
    if (to) await queueMail(tx as Database, [status === 'approved' ? advertiserApprovedMail(to, before.name, `${siteUrl}/admin`) : advertiserRejectedMail(to, before.name, reason ?? '')])
    await trail(tx as Database, { action: status === 'approved' ? 'advertiser.approve' : 'advertiser.reject', ...target(before), details: { from: before.status, ...(reason ? { reason } : {}) } })
  })
  return getAdminAdvertiser(db, id)
}

/** POST /api/admin/advertisers/{id}/approve. */
export const approveAdvertiser = (db: Database, id: number, trail: AuditTrail, siteUrl: string) => review(db, id, 'approved', null, trail, siteUrl)

/** POST /api/admin/advertisers/{id}/reject: the reason is kept and mailed. */
export const rejectAdvertiser = (db: Database, id: number, reason: string, trail: AuditTrail, siteUrl: string) => review(db, id, 'rejected', reason, trail, siteUrl)

/** PUT /api/admin/advertisers/{id}/verifications/{fact}: the day a superadmin checked the fact (again). */
export async function setVerification(db: Database, id: number, fact: VerificationFact, at: string, recordedBy: number, trail: AuditTrail): Promise<AdminAdvertiser> {
  await db.transaction(async (tx) => {
    const row = await loadRow(tx as Database, id)
    await tx
      .insert(advertiserVerifications)
      .values({ advertiserId: id, fact, checkedOn: at, recordedBy })
      .onConflictDoUpdate({ target: [advertiserVerifications.advertiserId, advertiserVerifications.fact], set: { checkedOn: at, recordedBy } })
    await trail(tx as Database, { action: 'advertiser.verify', ...target(row), details: { fact, at } })
  })
  return getAdminAdvertiser(db, id)
}

/** DELETE /api/admin/advertisers/{id}/verifications/{fact}: the badge goes; removing an absent fact changes nothing. */
export async function removeVerification(db: Database, id: number, fact: VerificationFact, trail: AuditTrail): Promise<AdminAdvertiser> {
  await db.transaction(async (tx) => {
    const row = await loadRow(tx as Database, id)
    const removed = await tx
      .delete(advertiserVerifications)
      .where(and(eq(advertiserVerifications.advertiserId, id), eq(advertiserVerifications.fact, fact)))
      .returning({ fact: advertiserVerifications.fact })
    if (removed.length > 0) await trail(tx as Database, { action: 'advertiser.unverify', ...target(row), details: { fact } })
  })
  return getAdminAdvertiser(db, id)
}

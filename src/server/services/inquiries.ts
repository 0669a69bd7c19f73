import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { HONEYPOT_FIELD, type Language } from '../../shared/constants.ts'
import type { ContactData } from '../../shared/schemas/contact.ts'
import type { InquiryExportQuery } from '../../shared/schemas/queries.ts'
import { CSV_EXPORT_BATCH } from '../../shared/constants.ts'
import type { Inquiry, Paged } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { inquiries, properties, users } from '../db/schema.ts'
import { inquiryMails, type ListingForMail } from '../mail/inquiryMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { countInWindow } from './rateCounters.ts'
import { activeSuperadmins } from './users.ts'
import { AppError, notFound } from '../errors.ts'
import { isSuperadmin, managesOwner, type Actor } from './actor.ts'
import { managedBy } from './ownership.ts'
import { matchesWords } from './searchText.ts'
import { readPage } from './pageRead.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Confirmation mails one address gets a day from the contact form. */
const VISITOR_CONFIRMATIONS_PER_DAY = 3

/** What a new inquiry needs besides its data: where links point and the visitor's language. */
interface InquiryContext {
  siteUrl: string
  visitorLang: Language
}

/**
 * POST /api/contact: an inquiry about an active listing, or a general one from /contactanos. The
 * mails it causes are queued in the same transaction (src/server/mail/outbox.ts): stored and queued
 * together, or neither. Answers false when it kept nothing new (a repeat within ten minutes).
 */
export async function submitInquiry(db: Database, data: ContactData, context: InquiryContext): Promise<boolean> {
  let listing: (ListingForMail & { ownerEmail: string; ownerLanguage: Language }) | null = null
  if (data.propertyId !== undefined) {
    const [target] = await db
      .select({ title: properties.title, slug: properties.slug, mainImage: properties.mainImage, countryId: properties.countryId, ownerEmail: users.email, ownerLanguage: users.language })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(and(eq(properties.id, data.propertyId), eq(properties.isActive, true)))
      .limit(1)
    if (!target) throw new AppError('INVALID', 'errors.contact.propertyUnavailable', { issues: [{ path: 'propertyId', message: 'errors.contact.propertyUnavailable' }] })
    listing = target
  }
  const staff = listing ? [{ email: listing.ownerEmail, lang: listing.ownerLanguage }] : await activeSuperadmins(db)
  const inquiry = { name: data.name, email: data.email, phone: data.phone ?? null, message: data.message }
  if (data.propertyId !== undefined && (await askedLately(db, data.email, data.propertyId))) return false
  await db.transaction(async (tx) => {
    await tx.insert(inquiries).values({ ...inquiry, propertyId: data.propertyId ?? null })
    // A few confirmations per address a day: past them the inquiry still reaches the advertiser,
    // only the visitor's copy is left out (it would be mail to someone who may never have asked).
    const { hits } = await countInWindow(tx as Database, `inquiry:visitor:${data.email.toLowerCase()}`, DAY_MS)
    const visitorCopy = hits <= VISITOR_CONFIRMATIONS_PER_DAY
    await queueMail(tx as Database, inquiryMails(inquiry, listing, { staff, visitorLang: context.visitorLang }, context.siteUrl, visitorCopy))
  })
  return true
}

export function honeypotFilled(body: unknown): boolean {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

const REPEAT_WINDOW = sql`interval '10 minutes'`

/** The same email asking about the same listing within ten minutes: one inquiry, not two (nor two mails). */
async function askedLately(db: Database, email: string, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.propertyId, propertyId), sql`lower(${inquiries.email}) = lower(${email})`, sql`${inquiries.createdAt} > now() - ${REPEAT_WINDOW}`))
    .limit(1)
  return row !== undefined
}

/** Inquiries the actor may read: about its own listings; a superadmin also reads general ones. */
function visibleTo(actor: Actor): SQL | undefined {
  return managedBy(actor)
}

const inquiryColumns = {
  id: inquiries.id,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  message: inquiries.message,
  propertyId: inquiries.propertyId,
  propertyTitle: properties.title,
  propertySlug: properties.slug,
  propertyCountryId: properties.countryId,
  isRead: inquiries.isRead,
  createdAt: inquiries.createdAt,
}

type InquiryRow = Omit<Inquiry, 'createdAt'> & { createdAt: Date }
const toInquiry = (row: InquiryRow): Inquiry => ({ ...row, createdAt: row.createdAt.toISOString() })

type InquiryFilter = Partial<InquiryExportQuery>

/** The inbox's filter: what the actor may read, narrowed by read state and free text. */
function inquiryFilter(actor: Actor, query: InquiryFilter): SQL | undefined {
  return and(
    visibleTo(actor),
    query.isRead !== undefined ? eq(inquiries.isRead, query.isRead) : undefined,
    matchesWords([sql`${inquiries.name}`, sql`${inquiries.email}`, sql`${inquiries.message}`, sql`${properties.title}`], query.search),
  )
}

const inquiryOrder = (sortOrder: 'asc' | 'desc' = 'desc') => (sortOrder === 'asc' ? [asc(inquiries.createdAt), asc(inquiries.id)] : [desc(inquiries.createdAt), desc(inquiries.id)])

export async function listInquiries(db: Database, actor: Actor, query: InquiryFilter & { page: number; limit: number }): Promise<Paged<Inquiry>> {
  const where = inquiryFilter(actor, query)
  const ordered = db
    .select(inquiryColumns)
    .from(inquiries)
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .where(where)
    .orderBy(...inquiryOrder(query.sortOrder))
    .$dynamic()
  const total = db.select({ total: count() }).from(inquiries).leftJoin(properties, eq(properties.id, inquiries.propertyId)).where(where)
  const { rows, pagination } = await readPage(ordered, total, query)
  return { data: rows.map(toInquiry), pagination }
}

/**
 * Every inquiry the inbox would list, in its order, as batches read one after another: each batch
 * starts after the last row of the one before (keyset), so no query skips rows and no batch waits
 * in memory for the next.
 */
export async function* inquiryExportBatches(db: Database, actor: Actor, query: InquiryExportQuery, batchSize = CSV_EXPORT_BATCH): AsyncGenerator<Inquiry[]> {
  const where = inquiryFilter(actor, query)
  const before = query.sortOrder === 'desc'
  let last: { createdAt: Date; id: number } | undefined
  for (;;) {
    const after =
      last &&
      (before
        ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id})`
        : sql`(${inquiries.createdAt}, ${inquiries.id}) > (${last.createdAt.toISOString()}::timestamptz, ${last.id})`)
    const rows = await db
      .select(inquiryColumns)
      .from(inquiries)
      .leftJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(and(where, after))
      .orderBy(...inquiryOrder(query.sortOrder))
      .limit(batchSize)
    if (rows.length > 0) yield rows.map(toInquiry)
    if (rows.length < batchSize) return
    last = rows[rows.length - 1]
  }
}

export async function setInquiryRead(db: Database, actor: Actor, id: number, isRead: boolean): Promise<Inquiry> {
  const [row] = await db
    .select({ id: inquiries.id, ownerId: properties.ownerId, ownerAdvertiserId: users.advertiserId })
    .from(inquiries)
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .leftJoin(users, eq(users.id, properties.ownerId))
    .where(eq(inquiries.id, id))
    .limit(1)
  // Someone else's inquiry answers as unknown: its existence is not the caller's business.
  const manages = row && (isSuperadmin(actor) || (row.ownerId !== null && managesOwner(actor, { id: row.ownerId, advertiserId: row.ownerAdvertiserId })))
  if (!manages) throw notFound('errors.inquiryNotFound')
  await db.update(inquiries).set({ isRead }).where(eq(inquiries.id, id))
  const [updated] = await db.select(inquiryColumns).from(inquiries).leftJoin(properties, eq(properties.id, inquiries.propertyId)).where(eq(inquiries.id, id))
  return toInquiry(updated)
}

export async function recentInquiries(db: Database, actor: Actor, limit = 10): Promise<Inquiry[]> {
  return (await listInquiries(db, actor, { page: 1, limit })).data
}

export async function dashboardStats(db: Database, actor: Actor) {
  const own = managedBy(actor)
  const [[listing], [inbox]] = await Promise.all([
    db
      .select({
        properties: sql<number>`count(*)::int`,
        activeProperties: sql<number>`count(*) filter (where ${properties.isActive})::int`,
        totalViews: sql<number>`coalesce(sum(${properties.views}), 0)::int`,
      })
      .from(properties)
      .where(own),
    db
      .select({
        inquiries: sql<number>`count(*)::int`,
        unreadInquiries: sql<number>`count(*) filter (where not ${inquiries.isRead})::int`,
      })
      .from(inquiries)
      .leftJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(visibleTo(actor)),
  ])
  return {
    properties: listing.properties,
    activeProperties: listing.activeProperties,
    inactiveProperties: listing.properties - listing.activeProperties,
    inquiries: inbox.inquiries,
    unreadInquiries: inbox.unreadInquiries,
    totalViews: listing.totalViews,
  }
}

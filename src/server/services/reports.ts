import { count, desc, eq, sql } from 'drizzle-orm'
import type { ReportStatus } from '../../shared/constants.ts'
import type { ReportData } from '../../shared/schemas/report.ts'
import type { ListingReport, Paged } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { listingReports, properties } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import type { AuditTrail } from './audit.ts'
import { queueMail } from '../mail/outbox.ts'
import { activeSuperadmins } from './users.ts'
import { reportMails } from '../mail/reportMails.ts'
import { openListing } from './listings/singleReads.ts'
import { ref } from './propertyRows.ts'
import { readPage } from './pageRead.ts'

/**
 * POST /api/properties/{id}/reports: stored, and the superadmins' mail queued, in one transaction.
 * The listing stays as it is: a report asks for a review, it decides nothing.
 */
export async function submitReport(db: Database, idOrSlug: string, report: ReportData, siteUrl: string): Promise<void> {
  const listing = await openListing(db, idOrSlug)
  const superadmins = await activeSuperadmins(db)
  await db.transaction(async (tx) => {
    await tx.insert(listingReports).values({ propertyId: listing.id, reason: report.reason, details: report.details ?? null, email: report.email ?? null })
    await queueMail(tx as Database, reportMails(report, listing, superadmins, siteUrl))
  })
}

const reportCount = sql<number>`(select count(*)::int from ${listingReports} r where r.property_id = ${ref(listingReports.propertyId)})`

/** GET /api/admin/reports (superadmin): newest first, each with its listing and how often it was reported. */
export async function listReports(db: Database, query: { page: number; limit: number; status?: ReportStatus }): Promise<Paged<ListingReport>> {
  const where = query.status ? eq(listingReports.status, query.status) : undefined
  const ordered = db
    .select({
      id: listingReports.id,
      propertyId: listingReports.propertyId,
      propertyTitle: properties.title,
      propertySlug: properties.slug,
      propertyActive: properties.isActive,
      reason: listingReports.reason,
      details: listingReports.details,
      email: listingReports.email,
      status: listingReports.status,
      createdAt: listingReports.createdAt,
      reviewedAt: listingReports.reviewedAt,
      reportCount,
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .where(where)
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .$dynamic()
  const { rows, pagination } = await readPage(ordered, db.select({ total: count() }).from(listingReports).where(where), query)
  return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), reviewedAt: row.reviewedAt?.toISOString() ?? null })), pagination }
}

/** PATCH /api/admin/reports/{id}: resolved, dismissed, or open again. */
export async function reviewReport(db: Database, id: number, status: ReportStatus, trail: AuditTrail): Promise<{ id: number; status: ReportStatus; reviewedAt: string | null }> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: listingReports.status, propertyId: listingReports.propertyId, title: properties.title })
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .where(eq(listingReports.id, id))
      .for('update', { of: listingReports })
    if (!before) throw notFound('errors.reportNotFound')
    const [updated] = await tx
      .update(listingReports)
      .set({ status, reviewedAt: status === 'open' ? null : new Date() })
      .where(eq(listingReports.id, id))
      .returning({ id: listingReports.id, status: listingReports.status, reviewedAt: listingReports.reviewedAt })
    await trail(tx as Database, { action: 'report.resolve', targetType: 'report', targetId: id, targetLabel: before.title, details: { from: before.status, to: status, listingId: before.propertyId } })
    return updated
  })
  return { ...row, reviewedAt: row.reviewedAt?.toISOString() ?? null }
}

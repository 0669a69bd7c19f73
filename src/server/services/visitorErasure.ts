import { inArray, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { VisitorErasure } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { inquiries, listingReports, outbox, rateCounters, savedSearches } from '../db/schema.ts'
import { revokeManageLinks } from './alertLinks.ts'
import type { AuditTrail } from './audit.ts'

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`

/**
 * POST /api/admin/visitors/erase (superadmin): everything the portal keeps about one visitor's
 * address, in one transaction: their inquiries, alerts and follows, the mail to them or about them
 * (an advertiser's copy answers to them), the address on their reports (the report itself stays:
 * it is about a listing), the counters kept under the address, and their alert links stop working.
 * The answer counts what went. The audit log records it as `visitor.erase` (wired at merge).
 */
export async function eraseVisitor(db: Database, rawEmail: string, trail: AuditTrail): Promise<VisitorErasure> {
  const email = rawEmail.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const gone = {
      inquiries: (await tx.delete(inquiries).where(sameAddress(inquiries.email, email)).returning({ id: inquiries.id })).length,
      alerts: (await tx.delete(savedSearches).where(sameAddress(savedSearches.email, email)).returning({ id: savedSearches.id })).length,
      mails: (
        await tx
          .delete(outbox)
          .where(or(sameAddress(outbox.recipient, email), sameAddress(outbox.replyTo, email)))
          .returning({ id: outbox.id })
      ).length,
      reports: (await tx.update(listingReports).set({ email: null }).where(sameAddress(listingReports.email, email)).returning({ id: listingReports.id })).length,
    }
    await tx.delete(rateCounters).where(inArray(rateCounters.key, [`alert:confirm:${email}`, `alert:link:${email}`, `inquiry:visitor:${email}`]))
    await revokeManageLinks(tx as Database, email)
    // The trail keeps that it happened, not whom: the address itself is what was to be forgotten.
    await trail(tx as Database, { action: 'visitor.erase', targetType: 'visitor', targetLabel: maskedEmail(email), details: gone })
    return gone
  })
}

/** "maria.perez@example.com" → "m•••@example.com". */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••'
}

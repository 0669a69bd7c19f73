import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm'
import type { OutboxStatus } from '../../shared/constants.ts'
import type { OutboxMessage, Paged } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema.ts'
import { conflict, notFound } from '../errors.ts'
import type { AuditTrail } from './audit.ts'
import { readPage } from './pageRead.ts'

/**
 * A mail's links with their secrets hidden: every long query value (a confirmation, manage, stop
 * or reset token) shows as `••••`. Whoever reads the queue sees what was sent, and cannot use the
 * visitor's links (manage their alerts, confirm in their name).
 */
export function maskLinkTokens(text: string): string {
  return text.replace(/([?&][\w-]+=)[\w\-.~%]{16,}/g, '$1••••')
}

const toMessage = (row: typeof outbox.$inferSelect, showLinks = false): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  replyTo: row.replyTo,
  subject: row.subject,
  text: showLinks ? row.textBody : maskLinkTokens(row.textBody),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  sentAt: row.sentAt?.toISOString() ?? null,
})

/** GET /api/admin/outbox (superadmin): the mail queue, newest first; readable with or without SMTP. */
export async function listOutbox(db: Database, query: { page: number; limit: number; status?: OutboxStatus }, showLinks = false): Promise<Paged<OutboxMessage>> {
  const where = query.status ? eq(outbox.status, query.status) : undefined
  const ordered = db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).$dynamic()
  const { rows, pagination } = await readPage(ordered, db.select({ total: count() }).from(outbox).where(where), query)
  return { data: rows.map((row) => toMessage(row, showLinks)), pagination }
}

/** POST /api/admin/outbox/{id}/retry: a mail given up on goes back in the queue, due now. */
export async function retryMail(db: Database, id: number, trail: AuditTrail): Promise<OutboxMessage> {
  const [failed] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1)
  if (!failed) throw notFound('errors.mailNotFound')
  if (failed.status !== 'failed') throw conflict('errors.mailNotFailed')
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
      .returning()
    // Another superadmin retried it in between: nothing was done here, so nothing is recorded.
    if (!row) throw conflict('errors.mailNotFailed')
    await trail(tx as Database, { action: 'outbox.retry', targetType: 'outbox', targetId: id, targetLabel: row.recipient, details: { kind: row.kind, attempts: failed.attempts } })
    return row
  })
  return toMessage(updated)
}

/**
 * Sent mail keeps its envelope (who, what kind, when) but not its words once it is older than
 * `days` (RETENTION_DAYS): an inquiry's text and a visitor's details are not kept for ever in the
 * queue. Returns how many bodies were emptied.
 */
export async function purgeSentBodies(db: Database, days: number): Promise<number> {
  const purged = await db
    .update(outbox)
    .set({ textBody: '', htmlBody: '', replyTo: null })
    .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, sql`now() - ${`${days} days`}::interval`), ne(outbox.textBody, '')))
    .returning({ id: outbox.id })
  return purged.length
}

import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditTargetType } from '../../shared/audit.ts'
import type { AuditQuery } from '../../shared/schemas/queries.ts'
import type { Paged } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { auditLog, users } from '../db/schema.ts'
import { readPage } from './pageRead.ts'

/** Who did it and from where: the request's actor (null for a visitor or a failed login) and client address. */
export interface AuditSource {
  actorId: number | null
  /** The actor's email now; left out, it is read from `users` by `actorId` in the same insert. */
  actorEmail?: string | null
  clientAddress: string | null
}

/** What happened to what. `details` is for facts worth keeping (changed fields, old and new role), never secrets. */
export interface AuditRecord {
  action: AuditAction
  targetType?: AuditTargetType | null
  targetId?: string | number | null
  targetLabel?: string | null
  details?: Record<string, unknown> | null
}

type AuditEvent = AuditSource & AuditRecord

/**
 * Records an event in the audit log (`recordAudit(tx, …)` inside the action's transaction, so
 * an action rolled back leaves no row, and an audit row that cannot be written rolls back its action).
 */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  const actorEmail = event.actorEmail !== undefined ? event.actorEmail : event.actorId === null ? null : sql`(select ${users.email} from ${users} where ${users.id} = ${event.actorId})`
  await db.insert(auditLog).values({
    actorId: event.actorId,
    actorEmail,
    action: event.action,
    clientAddress: event.clientAddress?.slice(0, 64) ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined || event.targetId === null ? null : String(event.targetId).slice(0, 64),
    targetLabel: event.targetLabel?.slice(0, 300) ?? null,
    details: event.details ?? null,
  })
}

/**
 * How a service records the events of one request: the route binds who and where
 * (`auditTrail(c)` in src/server/audit.ts), the service says what, on its transaction.
 */
export type AuditTrail = (db: Database, record: AuditRecord & Partial<AuditSource>) => Promise<void>

/** A trail bound to a source: for jobs, scripts and tests that act outside a request. */
export const trailOf =
  (source: AuditSource): AuditTrail =>
  (db, record) =>
    recordAudit(db, { ...source, ...record })

/** Whether this client address was recorded doing `action` within the last `withinMs` (the action index serves it). */
export async function recordedLately(db: Database, action: AuditAction, clientAddress: string, withinMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gte(auditLog.at, sql`now() - ${`${withinMs} milliseconds`}::interval`), eq(auditLog.clientAddress, clientAddress.slice(0, 64))))
    .limit(1)
  return row !== undefined
}

/** The actions a filter names: one action, or every action of a group (`auth.`). */
function actionsOf(filter: string): AuditAction[] {
  return filter.endsWith('.') ? AUDIT_ACTIONS.filter((action) => action.startsWith(filter)) : AUDIT_ACTIONS.filter((action) => action === filter)
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function whereOf(query: AuditQuery) {
  const actor = query.actor
  return and(
    actor === undefined ? undefined : /^\d+$/.test(actor) ? eq(auditLog.actorId, Number(actor)) : sql`lower(${auditLog.actorEmail}) like ${likePattern(actor)}`,
    // Actions are a closed list, so a group is an `in` over its names (the action index serves both).
    query.action === undefined ? undefined : inArray(auditLog.action, actionsOf(query.action)),
    query.from === undefined ? undefined : gte(auditLog.at, query.from),
    query.to === undefined ? undefined : lt(auditLog.at, query.to),
  )
}

/** GET /api/admin/audit (superadmin): newest first, filtered by actor, action and time, paged. */
export async function listAudit(db: Database, query: AuditQuery): Promise<Paged<AuditEntry>> {
  const where = whereOf(query)
  const ordered = db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic()
  const { rows, pagination } = await readPage(ordered, db.select({ total: count() }).from(auditLog).where(where), query)
  return { data: rows.map((row) => ({ ...row, at: row.at.toISOString() })), pagination }
}

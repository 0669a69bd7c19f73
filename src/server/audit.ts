import type { Context } from 'hono'
import type { AuditAction, AuditTargetType } from '../shared/audit.ts'
import type { AppEnv } from './context.ts'
import type { Database } from './db/client.ts'
import { clientKey } from './http.ts'
import { recordAudit, type AuditSource, type AuditTrail } from './services/audit.ts'

/** Who is asking (the signed-in user, if any) and from which client address. */
function auditSource(c: Context<AppEnv>): AuditSource {
  const actor = c.get('actor')
  return { actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, clientAddress: clientKey(c) }
}

/** The request's trail, for a service to record its events on its own transaction. */
export function auditTrail(c: Context<AppEnv>): AuditTrail {
  const source = auditSource(c)
  return (db, record) => recordAudit(db, { ...source, ...record })
}

interface AuditTarget {
  type: AuditTargetType
  id?: string | number | null
  label?: string | null
}

/**
 * Records one event of this request, by its actor from its address: `audit(c, 'auth.logout')`,
 * `audit(c, 'export.csv', { type: 'export', label: 'inquiries' }, { filters })`. Pass the
 * transaction as `db` when the action has one.
 */
export function audit(c: Context<AppEnv>, action: AuditAction, target?: AuditTarget | null, details?: Record<string, unknown> | null, db: Database = c.get('services').db): Promise<void> {
  return recordAudit(db, { ...auditSource(c), action, targetType: target?.type, targetId: target?.id, targetLabel: target?.label, details })
}

import { api } from '../../../lib/api.ts'
import type { AuditEntry } from '../../../shared/audit.ts'
import type { Paged } from '../../../shared/types.ts'

// The "Actividad" screen's call (superadmin only).

export const auditPage = (searchParams: Record<string, string | number>) => api.get('admin/audit', { searchParams }).json<Paged<AuditEntry>>()

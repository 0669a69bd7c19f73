import type { User } from '../../shared/types.ts'
import type { AuditRecord } from './audit.ts'

export const userTarget = (user: { id: number; email: string }) => ({ targetType: 'user' as const, targetId: user.id, targetLabel: user.email })

interface UserChanges {
  name?: string
  email?: string
  roleId?: string
  phoneNumber?: string | null
  isActive?: boolean
  passwordHash?: string
}

/**
 * What an edit of a user records: a role change and a deactivation each as their own event (the
 * ones a reviewer looks for), everything else as one `user.update` naming the fields changed. A
 * new password is named, never written (not even its hash).
 */
export function userChangeRecords(before: User, changes: UserChanges): AuditRecord[] {
  const target = userTarget({ id: before.id, email: changes.email ?? before.email })
  const records: AuditRecord[] = []
  if (changes.roleId !== undefined && changes.roleId !== before.roleId) {
    records.push({ action: 'user.role_change', ...target, details: { from: before.roleId, to: changes.roleId } })
  }
  const wasActive = before.isActive === 1
  if (changes.isActive === false && wasActive) records.push({ action: 'user.deactivate', ...target })
  const fields = [
    changes.name !== undefined && changes.name !== before.name && 'name',
    changes.email !== undefined && changes.email !== before.email && 'email',
    changes.phoneNumber !== undefined && changes.phoneNumber !== before.phoneNumber && 'phoneNumber',
    changes.isActive === true && !wasActive && 'isActive',
    changes.passwordHash !== undefined && 'password',
  ].filter((field): field is string => typeof field === 'string')
  if (fields.length > 0) {
    records.push({ action: 'user.update', ...target, details: { fields, ...(fields.includes('email') && { previousEmail: before.email }) } })
  }
  return records
}

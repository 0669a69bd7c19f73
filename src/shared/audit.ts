// The audit log's vocabulary, shared by the server (what it records) and the admin's "Actividad"
// screen (which translates each name: `audit.actions.<name with dots as _>` in i18n/admin/*.json).

/** Every event the portal records. Add a name here (and its three translations) before recording it. */
export const AUDIT_ACTIONS = [
  'auth.login.success',
  'auth.login.failure',
  'auth.login.throttled',
  'auth.logout',
  'auth.logout_all',
  'auth.password.change',
  'auth.password.reset_request',
  'auth.password.reset',
  'auth.2fa.enable',
  'auth.2fa.disable',
  'auth.2fa.recovery_used',
  'auth.2fa.reset',
  'auth.signup',
  'auth.email_verified',
  'auth.invitation_accepted',
  'security.settings',
  'user.create',
  'user.update',
  'user.role_change',
  'user.deactivate',
  'user.delete',
  'listing.create',
  'listing.update',
  'listing.status',
  'listing.delete',
  'listing.reassign',
  'export.csv',
  'outbox.retry',
  'report.resolve',
  'currency.update',
  'property_type.create',
  'property_type.update',
  'property_type.delete',
  'visitor.erase',
  'site.publish',
  'site.restore',
  'advertiser.approve',
  'advertiser.reject',
  'advertiser.verify',
  'advertiser.unverify',
  'agency.update',
  'agency.invite',
  'agency.member_remove',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The groups a filter can ask for at once (`action=auth.` takes every login, password and 2FA event). */
export const AUDIT_ACTION_GROUPS = ['auth.', 'user.', 'listing.', 'export.', 'outbox.', 'report.', 'currency.', 'property_type.', 'visitor.', 'security.', 'site.', 'advertiser.', 'agency.'] as const
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number]

/** What an event was done to. `email` is an address that names no user (a failed login's typed email). */
export type AuditTargetType = 'user' | 'email' | 'listing' | 'export' | 'outbox' | 'report' | 'currency' | 'property_type' | 'visitor' | 'site' | 'advertiser'

/** The dictionary key's last part for an action: i18n keys cannot hold dots, so `auth.login.success` → `auth_login_success`. */
export const auditActionKey = (action: AuditAction) => action.replaceAll('.', '_') as AuditActionKey
type AuditActionKey = ReplaceDots<AuditAction>
type ReplaceDots<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${ReplaceDots<B>}` : S

export const isAuditAction = (value: unknown): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction)

/** One line of `GET /api/admin/audit`. */
export interface AuditEntry {
  id: number
  at: string
  actorId: number | null
  /** The actor's email when the event happened (kept after the user is deleted or changes it). */
  actorEmail: string | null
  action: AuditAction
  clientAddress: string | null
  targetType: AuditTargetType | null
  targetId: string | null
  targetLabel: string | null
  details: Record<string, unknown> | null
}

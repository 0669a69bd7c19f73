import { useT } from '../../shared/model/i18n.ts'
import { Badge } from '../../shared/ui/Badge.tsx'

/** Role badge (docs/specs/admin-area.md §2): superadmin blue, admin red, any other grey. */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useT()
  if (role === 'superadmin' || role === 'admin') {
    return (
      <Badge tone={role === 'superadmin' ? 'blue' : 'red'} data-role={role}>
        {t(`users.roles.${role}`)}
      </Badge>
    )
  }
  return (
    <Badge tone="slate" data-role={role}>
      {role}
    </Badge>
  )
}

import { useT } from '../../shared/model/i18n.ts'

/** Role badge (admin-area.md §2): superadmin blue, admin red, any other grey. */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useT()
  const style =
    role === 'superadmin'
      ? 'bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100'
      : role === 'admin'
        ? 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100'
        : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
  const label = role === 'superadmin' || role === 'admin' ? t(`users.roles.${role}`) : role
  return (
    <span data-role={role} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>
      {label}
    </span>
  )
}

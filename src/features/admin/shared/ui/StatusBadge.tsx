import { useT } from '../model/i18n.ts'

/** A listing's isActive: 1 Activa, 0 Inactiva, anything else 'Sin definir' (admin-area.md §3). */
export function StatusBadge({ isActive }: { isActive: number | boolean | null | undefined }) {
  const { t } = useT()
  const value = isActive === true || isActive === 1 ? 'active' : isActive === false || isActive === 0 ? 'inactive' : 'unknown'
  const style =
    value === 'active'
      ? 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-200'
      : value === 'inactive'
        ? 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
        : 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>{t(`status.${value}`)}</span>
}

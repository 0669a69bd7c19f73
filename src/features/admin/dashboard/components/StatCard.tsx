import { Icon, type IconName } from '../../shared/ui/Icons.tsx'

/** One figure of the dashboard; a pulse while it loads. */
export function StatCard({ label, value, note, icon }: { label: string; value: string | null; note?: string; icon: IconName }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <span className="text-brand-700 dark:text-orange-400">
          <Icon name={icon} />
        </span>
      </div>
      {value === null ? (
        <span aria-hidden="true" className="mt-2 block h-8 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
      ) : (
        <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">{value}</p>
      )}
      {note && <p className="mt-1 text-sm font-semibold text-brand-700 dark:text-orange-400">{note}</p>}
    </li>
  )
}

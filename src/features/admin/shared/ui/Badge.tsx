import type { HTMLAttributes } from 'react'

const TONES = {
  green: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-200',
  slate: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100',
} as const

export type BadgeTone = keyof typeof TONES

/** The admin's one status pill; each kind of status picks its tones (active, role, mail, report…). */
export function Badge({ tone, className, ...rest }: { tone: BadgeTone } & HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}${className ? ` ${className}` : ''}`} />
}

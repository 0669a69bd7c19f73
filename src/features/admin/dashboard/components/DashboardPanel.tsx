import type { ReactNode } from 'react'

interface Props {
  /** The heading's id, which names the panel. */
  id: string
  title: string
  /** Beside the heading: a link, the sort buttons. */
  aside: ReactNode
  /** Lets the aside go under the heading on a narrow screen. */
  wrap?: boolean
  children: ReactNode
}

/** A dashboard card: a headed panel with something beside its heading. */
export function DashboardPanel({ id, title, aside, wrap = false, children }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className={`flex ${wrap ? 'flex-wrap ' : ''}items-center justify-between gap-3 border-b border-slate-200 p-4 dark:border-slate-800`}>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

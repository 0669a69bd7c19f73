import { useId, type ReactNode } from 'react'

/** One titled card of a settings screen (Mi cuenta, Mi perfil, Mi agencia). */
export function SectionCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {children}
    </section>
  )
}

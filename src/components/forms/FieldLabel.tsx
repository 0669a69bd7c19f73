import type { ReactNode } from 'react'

/** A field's label above it, as the visitors' forms and the admin's draw it; `className` adds to it. */
export function FieldLabel({ htmlFor, className = '', children }: { htmlFor: string; className?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={`mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200 ${className}`.trim()}>
      {children}
    </label>
  )
}

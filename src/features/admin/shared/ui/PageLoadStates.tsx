import type { ReactNode } from 'react'
import { LoadError } from './LoadError.tsx'
import { PageHeader } from './PageHeader.tsx'
import { Spinner } from './Spinner.tsx'

/** A page whose record is still loading: its title and a "loading…" line, announced politely. */
export function PageLoading({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <p role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
        <Spinner />
        {text}
      </p>
    </section>
  )
}

/** A page whose record could not be loaded: its title, the message, a retry, and any way out. */
export function PageLoadError({ title, message, onRetry, children }: { title: string; message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} />
      <LoadError message={message} onRetry={onRetry} />
      {children}
    </section>
  )
}

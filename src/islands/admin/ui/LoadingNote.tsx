import { Spinner } from './Spinner.tsx'

/** A page's "loading…" line with a spinner, announced politely. */
export function LoadingNote({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
      <Spinner />
      {text}
    </p>
  )
}

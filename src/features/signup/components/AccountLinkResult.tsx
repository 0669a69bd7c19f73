import { useEffect, useRef, type ReactNode } from 'react'

/** The outcome of a mail link: a success or a failure, announced and focused for a screen reader. */
export function AccountLinkResult({ ok, children }: { ok: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  const colours = ok
    ? 'border-green-700/30 bg-green-50 text-green-950 dark:border-green-300/30 dark:bg-green-950 dark:text-green-100'
    : 'border-red-700/30 bg-red-50 text-red-950 dark:border-red-300/30 dark:bg-red-950 dark:text-red-100'
  return (
    <div ref={box} tabIndex={-1} role={ok ? 'status' : 'alert'} className={`flex flex-col items-start gap-4 rounded-lg border p-6 outline-none ${colours}`} data-link-result={ok ? 'ok' : 'failed'}>
      {children}
    </div>
  )
}

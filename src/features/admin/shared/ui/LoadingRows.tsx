/** A list on its way: grey rows where its items will be, and what is happening for a screen reader. */
export function LoadingRows({ label, tall = false }: { label?: string; tall?: boolean }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {label && (
        <span className="sr-only" role="status">
          {label}
        </span>
      )}
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={`${tall ? 'h-20' : 'h-16'} animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800`} />
      ))}
    </div>
  )
}

/** Placeholder of a card while listings load; the same box sizes as the card, so nothing jumps. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" data-skeleton className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <div className="aspect-[3/2] w-full bg-slate-200 dark:bg-slate-800" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-8 w-full rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-9 w-full rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  )
}

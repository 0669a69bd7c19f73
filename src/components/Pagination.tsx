import { pageWindow } from '../shared/pagination.ts'
import type { Translate } from '../lib/messages.ts'

interface Props {
  page: number
  totalPages: number
  onPage: (page: number) => void
  t: Translate
  /** 'numbered': up to 5 page buttons (search); 'status': previous/next and 'Page X of Y' (opportunities). */
  variant?: 'numbered' | 'status'
}

/** Hidden when there is one page; previous disabled on the first page, next on the last (public-site.md §4). */
export function Pagination({ page, totalPages, onPage, t, variant = 'numbered' }: Props) {
  if (totalPages <= 1) return null
  const arrow = 'btn-outline disabled:cursor-not-allowed disabled:opacity-50'
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={arrow} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> {t('pagination.previous')}
      </button>
      {variant === 'numbered' ? (
        <ul className="flex items-center gap-1">
          {pageWindow(page, totalPages).map((n) => (
            <li key={n}>
              <button
                type="button"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
                onClick={() => n !== page && onPage(n)}
                className="btn h-10 min-w-10 border border-slate-300 bg-white px-3 text-slate-800 hover:bg-slate-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                {n}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-3 text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
          {t('pagination.status', { page, total: totalPages })}
        </p>
      )}
      <button type="button" className={arrow} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  )
}

/** A page change scrolls smoothly to the top, or jumps there for visitors who asked for less motion. */
export function scrollToTop() {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })
}

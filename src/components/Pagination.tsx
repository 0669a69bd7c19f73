import { pageWindow } from '../shared/pagination.ts'
import type { KeysOf, Translate } from '../lib/messages.ts'
import { followedInPlace } from '../lib/plainClick.ts'
import { renderedByReact } from '../lib/renderedByReact.ts'

interface Props {
  page: number
  totalPages: number
  onPage: (page: number) => void
  t: Translate<KeysOf<'pagination'>>
  /** 'numbered': up to 5 page buttons (search); 'status': previous/next and 'Page X of Y' (opportunities). */
  variant?: 'numbered' | 'status'
  /**
   * The address of a page: pages become real links (a crawler or a visitor without JavaScript can
   * follow them, a new tab opens them) that the island still handles in place.
   */
  hrefOf?: (page: number) => string
}

const arrow = 'btn-outline disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

/** Hidden when there is one page; previous disabled on the first page, next on the last (docs/specs/public-site.md §4). */
export function Pagination({ page, totalPages, onPage, t, variant = 'numbered', hrefOf }: Props) {
  if (totalPages <= 1) return null
  const target = (n: number, enabled: boolean, className: string, children: React.ReactNode, extra: { label?: string; current?: boolean } = {}) => {
    const common = { className, 'aria-label': extra.label, 'aria-current': extra.current ? ('page' as const) : undefined }
    if (!hrefOf) {
      return (
        <button type="button" {...common} disabled={!enabled} onClick={() => enabled && !extra.current && onPage(n)}>
          {children}
        </button>
      )
    }
    if (!enabled) {
      return (
        <span {...common} aria-disabled="true">
          {children}
        </span>
      )
    }
    return (
      <a
        {...common}
        href={hrefOf(n)}
        onClick={followedInPlace(() => {
          if (!extra.current) onPage(n)
        })}
      >
        {children}
      </a>
    )
  }
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {target(
        page - 1,
        page > 1,
        arrow,
        <>
          <span aria-hidden="true">←</span> {t('pagination.previous')}
        </>,
      )}
      {variant === 'numbered' ? (
        <ul className="flex items-center gap-1">
          {pageWindow(page, totalPages).map((n) => (
            <li key={n}>{target(n, true, 'page-number', n, { label: t('pagination.page', { page: n }), current: n === page })}</li>
          ))}
        </ul>
      ) : (
        <p className="px-3 text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
          {t('pagination.status', { page, total: totalPages })}
        </p>
      )}
      {target(
        page + 1,
        page < totalPages,
        arrow,
        <>
          {t('pagination.next')} <span aria-hidden="true">→</span>
        </>,
      )}
    </nav>
  )
}

renderedByReact(Pagination)

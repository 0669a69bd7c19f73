import { useId } from 'react'
import { ADMIN_PAGE_SIZES } from '../../../../shared/constants.ts'
import { formatNumber } from '../../../../shared/format.ts'
import { pageWindow } from '../../../../shared/pagination.ts'
import { useT } from '../model/i18n.ts'
import { lastPageOf, shownRange, type ListState, type PageSize } from '../model/listState.ts'
import type { Load } from '../model/useLoad.ts'

/** What the pager needs of a paged list. */
interface PagedList<S extends string, F extends string> {
  list: Load<{ pagination: { total: number } }>
  state: ListState<S, F>
  change: (changes: Partial<ListState<S, F>>) => void
}

interface Props {
  page: number
  size: PageSize
  total: number
  /** The navigation's name ("Páginas de propiedades"). */
  label: string
  onPage: (page: number) => void
  onSize: (size: PageSize) => void
}

/** Under an admin list: "Mostrando 26–50 de 5.000", the page size, and the pages (first and last always reachable). */
export function ListPager({ page, size, total, label, onPage, onSize }: Props) {
  const { t, lang } = useT()
  const sizeId = useId()
  const last = lastPageOf(size, total)
  const range = shownRange(page, size, total)
  const around = pageWindow(Math.min(page, last), last)
  const pages = [...(around.length && around[0] > 1 ? [1] : []), ...around, ...(around.length && around[around.length - 1] < last ? [last] : [])]
  const pageButton = (n: number) => (
    <button
      key={n}
      type="button"
      className={n === page ? 'btn-primary min-w-10 px-3 py-1.5' : 'btn-outline min-w-10 px-3 py-1.5'}
      aria-current={n === page ? 'page' : undefined}
      aria-label={t('list.pageNumber', { page: formatNumber(n, lang) })}
      onClick={() => onPage(n)}
    >
      {formatNumber(n, lang)}
    </button>
  )
  return (
    <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-4">
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('list.showing', { from: formatNumber(range.from, lang), to: formatNumber(range.to, lang), total: formatNumber(range.total, lang) })}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-sm text-slate-700 dark:text-slate-300">
            {t('list.pageSize')}
          </label>
          <select id={sizeId} className="field w-auto py-1.5" value={size} onChange={(e) => onSize(Number(e.target.value) as PageSize)}>
            {ADMIN_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {last > 1 && (
        <nav aria-label={label} className="flex flex-wrap items-center gap-1.5">
          <button type="button" className="btn-outline px-3 py-1.5" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </button>
          {pages.map((n, i) => (
            <span key={n} className="contents">
              {i > 0 && n - pages[i - 1] > 1 && (
                <span aria-hidden="true" className="px-1 text-slate-600 dark:text-slate-400">
                  …
                </span>
              )}
              {pageButton(n)}
            </span>
          ))}
          <button type="button" className="btn-outline px-3 py-1.5" disabled={page >= last} onClick={() => onPage(page + 1)}>
            {t('list.next')}
          </button>
        </nav>
      )}
    </div>
  )
}

/** The pager of a `usePagedList` list, once it has loaded something to page through. */
export function PagedListPager<S extends string, F extends string>({ paged, label }: { paged: PagedList<S, F>; label: string }) {
  const { list, state, change } = paged
  if (list.status !== 'ready' || list.data.pagination.total === 0) return null
  return <ListPager page={state.page} size={state.size} total={list.data.pagination.total} label={label} onPage={(page) => change({ page })} onSize={(size) => change({ size })} />
}

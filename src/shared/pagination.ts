import { MAX_PAGE_BUTTONS } from './constants.ts'
import type { Pagination } from './types.ts'

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) }
}

/** Page buttons (docs/specs/public-site.md §4): window starts at 1 for pages up to 3, otherwise at current-2. */
export function pageWindow(current: number, totalPages: number, size = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 1) return []
  const start = current <= 3 ? 1 : current - 2
  const end = Math.min(totalPages, start + size - 1)
  return Array.from({ length: end - start + 1 }, (_, i) => start + i)
}

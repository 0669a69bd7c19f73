import type { PgSelect } from 'drizzle-orm/pg-core'
import { paginationOf } from '../../shared/pagination.ts'
import type { Pagination } from '../../shared/types.ts'

/**
 * One page of an admin list and the total behind it, read at once. `rows` is the list's ordered
 * select (`.$dynamic()`); ordering must end on a unique column so pages never overlap.
 */
export async function readPage<Q extends PgSelect>(rows: Q, total: Promise<{ total: number }[]>, page: { page: number; limit: number }): Promise<{ rows: Awaited<Q>; pagination: Pagination }> {
  const [list, [{ total: count }]] = await Promise.all([rows.limit(page.limit).offset((page.page - 1) * page.limit), total])
  return { rows: list as Awaited<Q>, pagination: paginationOf(page.page, page.limit, count) }
}

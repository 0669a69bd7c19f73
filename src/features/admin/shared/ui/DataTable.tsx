import type { ReactNode } from 'react'
import { Card } from './DataTableCard.tsx'

/**
 * Where a phone card shows a column: `lead` before the heading block (a photo, an icon), `title`,
 * `detail` and `meta` (one wrapping line of small facts) inside it, `aside` after it (a badge),
 * `field` in a list of name and value below, `footer` last (switches, actions).
 */
export type CardSlot = 'lead' | 'title' | 'detail' | 'meta' | 'aside' | 'field' | 'footer'

export interface Column<T> {
  /** Unique in the list (React's key). */
  key: string
  header: ReactNode
  cell: (item: T) => ReactNode
  /** The cell's classes besides its padding. */
  className?: string
  /** Figures: header and cells on the right. */
  align?: 'right'
  /** On a column the list is ordered by. */
  ariaSort?: 'ascending' | 'descending' | 'none'
  /** Data attributes of each cell (what tests and scripts look for). */
  cellProps?: Record<`data-${string}`, string | boolean>
  /** Where the phone card shows it; without one only the table does. */
  card?: CardSlot
  /** The card's version when it is not the cell's; nothing (null, false) leaves it off that card. */
  cardCell?: (item: T) => ReactNode
}

const BREAKPOINT = {
  md: { table: 'md:block', cards: 'md:hidden' },
  lg: { table: 'lg:block', cards: 'lg:hidden' },
} as const

interface Props<T extends { id: number }> {
  /** Names the rows and cards for tests: `<name>-row`, `<name>-card`. */
  name: string
  items: readonly T[]
  /** `false` (or nothing) drops a column that does not apply (a role's extra column). */
  columns: readonly (Column<T> | false | null | undefined)[]
  /** The width from which the table replaces the cards. */
  from?: keyof typeof BREAKPOINT
  /** Inside a panel that already frames it: no border of its own, cards as a divided list. */
  framed?: boolean
  /** Rows of several lines read from the top. */
  alignTop?: boolean
}

/** A list screen's rows: one column list draws both the desktop table and the phone cards. */
export function DataTable<T extends { id: number }>({ name, items, columns: given, from = 'md', framed = true, alignTop = false }: Props<T>) {
  const columns = given.filter((column): column is Column<T> => Boolean(column))
  const shown = BREAKPOINT[from]
  const frame = framed ? 'rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900' : ''
  return (
    <>
      <div className={`hidden overflow-x-auto ${shown.table} ${frame}`}>
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" aria-sort={column.ariaSort} className={column.align === 'right' ? 'px-4 py-3 text-right' : 'px-4 py-3'}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={`divide-y divide-slate-200 dark:divide-slate-800 ${alignTop ? 'align-top' : ''}`}>
            {items.map((item) => (
              <tr key={item.id} data-testid={`${name}-row`}>
                {columns.map((column) => (
                  <td key={column.key} className={`px-4 py-3 ${column.align === 'right' ? 'text-right' : ''} ${column.className ?? ''}`} {...column.cellProps}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={`${shown.cards} ${framed ? 'flex flex-col gap-3' : 'divide-y divide-slate-200 dark:divide-slate-800'}`}>
        {items.map((item) => (
          <li key={item.id} data-testid={`${name}-card`} className={`p-4 ${frame}`}>
            <Card item={item} columns={columns} />
          </li>
        ))}
      </ul>
    </>
  )
}

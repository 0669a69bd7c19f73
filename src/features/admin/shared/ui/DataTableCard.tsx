import { Fragment, type ReactNode } from 'react'
import type { CardSlot, Column } from './DataTable.tsx'

const present = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== ''

/** One item as a phone card: each column in the slot it names (see `CardSlot`), empty ones left out. */
export function Card<T>({ item, columns }: { item: T; columns: Column<T>[] }) {
  const placed = (slot: CardSlot) =>
    columns.flatMap((column) => {
      if (column.card !== slot) return []
      const content = (column.cardCell ?? column.cell)(item)
      return present(content) ? [{ column, content }] : []
    })
  const [lead, title, detail, meta, aside, fields, footer] = (['lead', 'title', 'detail', 'meta', 'aside', 'field', 'footer'] as const).map(placed)
  const heading = title.length + detail.length + meta.length > 0
  return (
    <>
      {(lead.length > 0 || heading || aside.length > 0) && (
        <div className="flex items-start gap-3">
          {each(lead)}
          {heading && (
            <div className="min-w-0 flex-1">
              {each(title, 'font-medium text-slate-900 dark:text-white')}
              {each(detail)}
              {meta.length > 0 && <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">{each(meta)}</div>}
            </div>
          )}
          {each(aside, 'shrink-0')}
        </div>
      )}
      {fields.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm wrap-anywhere">
          {fields.map(({ column, content }) => (
            <Fragment key={column.key}>
              <dt className="text-slate-600 dark:text-slate-400">{column.header}</dt>
              <dd className="min-w-0">{content}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {each(footer, 'mt-3')}
    </>
  )
}

/** A slot's parts as they are, or each in a box of its own. */
function each<T>(parts: { column: Column<T>; content: ReactNode }[], className?: string) {
  return parts.map(({ column, content }) =>
    className ? (
      <div key={column.key} className={className}>
        {content}
      </div>
    ) : (
      <Fragment key={column.key}>{content}</Fragment>
    ),
  )
}

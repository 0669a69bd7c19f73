import type { ReactNode } from 'react'

interface Props {
  /** The search page's address, in the page's language. */
  action: string
  /** The search the choice keeps (a query string): the other filters, the text and the order. */
  keep: string
  children: ReactNode
}

/**
 * A group of toggle buttons that works before the island runs (still loading on a slow phone, or
 * without JavaScript): each button submits this GET form with its own `name=value`, so a tap lands
 * on the filtered page the server renders. Once the island runs, the buttons' handlers prevent the
 * submission and change the search in place.
 */
export function ChoiceForm({ action, keep, children }: Props) {
  return (
    <form method="get" action={action}>
      {[...new URLSearchParams(keep)].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}

/** What a toggle button submits: its value, or nothing when choosing it clears the filter. */
export function submitted(name: string, value: string | number | null, clears: boolean): { name?: string; value?: string } {
  return clears || value === null ? {} : { name, value: String(value) }
}

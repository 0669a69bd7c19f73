import type { ReactNode } from 'react'
import { Icon, type IconName } from './Icons.tsx'

const DANGER = 'btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50 dark:text-red-300 dark:ring-red-800 dark:hover:bg-red-950'

interface Props {
  icon: IconName
  label: string
  /** The accessible name, which says which row it acts on ("Editar Casa"). */
  name: string
  /** A link when it leads to a screen; a button with `onClick` otherwise. */
  href?: string
  onClick?: () => void
  danger?: boolean
}

/** One action of a list row (edit, activate, delete…), alike on the desktop table and the phone card. */
export function RowAction({ icon, label, name, href, onClick, danger = false }: Props) {
  const className = danger ? DANGER : 'btn-outline px-3 py-1.5'
  const content = (
    <>
      <Icon name={icon} className="h-4 w-4" />
      {label}
    </>
  )
  if (href) {
    return (
      <a href={href} className={className} aria-label={name}>
        {content}
      </a>
    )
  }
  return (
    <button type="button" className={className} onClick={onClick} aria-label={name}>
      {content}
    </button>
  )
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>
}

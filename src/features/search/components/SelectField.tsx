import type { ReactNode } from 'react'
import { useTypedIntoState } from '../../../lib/useTypedIntoState.ts'
import { fieldLabel } from './fieldClasses.ts'

interface Props {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The options; the empty value stands for "any". */
  children: ReactNode
}

/** A labelled dropdown of the filters. */
export function SelectField({ id, label, value, onChange, children }: Props) {
  // A choice made before the island came to life (a slow phone) is applied, not only shown.
  useTypedIntoState([[id, (chosen) => chosen !== value && onChange(chosen)]])
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} className="field h-11" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  )
}

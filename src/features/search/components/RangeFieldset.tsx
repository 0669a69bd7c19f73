import type { ReactNode } from 'react'
import { fieldLabel } from './fieldClasses.ts'

interface Props {
  legend: string
  /** More classes for the fieldset (its place in the grid). */
  className?: string
  /** The row's fields, side by side. */
  children: ReactNode
  /** Under the row: the messages of its numbers that cannot be read. */
  errors: ReactNode
}

/** A range of the filters (price, area…): its fields in one row under its legend. */
export function RangeFieldset({ legend, className, children, errors }: Props) {
  return (
    <fieldset className={`flex min-w-0 flex-col gap-1.5${className ? ` ${className}` : ''}`}>
      <legend className={`${fieldLabel} mb-1.5`}>{legend}</legend>
      <div className="flex items-center gap-2">{children}</div>
      {errors}
    </fieldset>
  )
}

import { useId } from 'react'
import type { Choice } from '../../shared/ui/choiceFields.tsx'

interface Props {
  legend: string
  choices: readonly Choice[]
  /** The values ticked. */
  selected: readonly string[]
  onChange: (selected: string[]) => void
  error?: string
  hint?: string
  disabled?: boolean
  className?: string
}

/** A set of fixed choices as labelled checkboxes in a grid, named by its legend (amenities, what a rent includes). */
export function CheckboxGroup({ legend, choices, selected, onChange, error, hint, disabled, className = '' }: Props) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  // Ticked values keep the choices' order, whatever order they were ticked in.
  const toggle = (value: string, on: boolean) => onChange(choices.map((c) => c.value).filter((v) => (v === value ? on : selected.includes(v))))
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 min-[360px]:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => (
          <label key={choice.value} className="inline-flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 shrink-0 accent-brand-700"
              checked={selected.includes(choice.value)}
              disabled={disabled}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

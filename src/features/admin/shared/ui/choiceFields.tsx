import { useId } from 'react'
import { FieldShell } from './fields.tsx'

// The fields that pick rather than type: a select among choices, a checkbox.

export interface Choice {
  value: string
  label: string
}

interface SelectFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  choices: readonly Choice[]
  error?: string
  hint?: string
  required?: boolean
  disabled?: boolean
  className?: string
}

export function SelectField({ label, value, onChange, choices, error, hint, required, disabled, className }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => (
        <select {...aria} className="field disabled:opacity-60" value={value} required={required} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

interface CheckboxFieldProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  /** Said under the box and read out with it. */
  hint?: string
  hintClassName?: string
  className?: string
}

export function CheckboxField({ label, checked, onChange, disabled, hint, hintClassName = 'text-xs text-slate-600 dark:text-slate-400', className }: CheckboxFieldProps) {
  const hintId = useId()
  return (
    <div className={className}>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
    </div>
  )
}

import { useId, type ReactNode } from 'react'

interface FieldShellProps {
  label: string
  error?: string
  hint?: string
  required?: boolean
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
  className?: string
}

/** Label, control and error message wired together for screen readers. */
export function FieldShell({ label, error, hint, required, children, className = '' }: FieldShellProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <div className="mb-1 flex gap-1 text-sm font-medium">
        <label htmlFor={id} className="text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  type?: string
  autoComplete?: string
  required?: boolean
  step?: string
  min?: string
  disabled?: boolean
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel'
  className?: string
  maxLength?: number
  autoFocus?: boolean
}

export function TextField({ label, value, onChange, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => <input {...aria} {...input} required={required} className="field disabled:opacity-60" value={value} onChange={(event) => onChange(event.target.value)} />}
    </FieldShell>
  )
}

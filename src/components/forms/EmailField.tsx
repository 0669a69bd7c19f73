import { FieldError } from './FieldError.tsx'
import { FieldLabel } from './FieldLabel.tsx'

interface Props {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
}

/** The e-mail address box of the alert forms, with its label and its error. */
export function EmailField({ id, label, value, onChange, error }: Props) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        className="field"
        type="email"
        autoComplete="email"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

import { useState } from 'react'
import { useT } from '../../shared/model/i18n.ts'
import { FieldShell } from '../../shared/ui/fields.tsx'
import { Icon } from '../../shared/ui/Icons.tsx'

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint: string
  required: boolean
  disabled: boolean
}

/** A new password another person will use: typed by staff, so it can be shown to be checked. */
export function PasswordRevealField({ label, value, onChange, error, hint, required, disabled }: Props) {
  const { t } = useT()
  const [shown, setShown] = useState(false)
  return (
    <FieldShell label={label} error={error} required={required} hint={hint}>
      {(aria) => (
        <div className="flex gap-2">
          <input {...aria} type={shown ? 'text' : 'password'} autoComplete="new-password" className="field" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
          <button type="button" className="btn-outline px-3" aria-pressed={shown} aria-label={t(shown ? 'users.hidePassword' : 'users.showPassword')} onClick={() => setShown((s) => !s)}>
            <Icon name={shown ? 'eyeOff' : 'eye'} />
          </button>
        </div>
      )}
    </FieldShell>
  )
}

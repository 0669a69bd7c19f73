import { useId } from 'react'
import { FieldLabel } from '../../../../components/forms/FieldLabel.tsx'
import { personalWords } from '../../../../shared/passwordPolicy.ts'
import { useT } from '../model/i18n.ts'
import { usePasswordVerdict } from '../../../../components/forms/usePasswordVerdict.ts'

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** The person's name and email: a password leaning on them is weaker. */
  personal?: (string | null | undefined)[]
}

const BAR_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-green-600', 'bg-green-700']

/** A new password with the policy's hint and a strength meter (zxcvbn, loaded on first use). */
export function NewPasswordField({ label, value, onChange, error, personal = [] }: Props) {
  const { t } = useT()
  const id = useId()
  const verdict = usePasswordVerdict(value, personalWords(...personal))
  const score = verdict?.score ?? 0
  const strength = value ? (verdict ? t(`password.strength.${score}`) : t('password.strength.checking')) : ''
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        className="field"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-strength${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('password.hint')}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={`h-1.5 flex-1 rounded-full ${value && verdict && i < Math.max(1, score) ? BAR_COLOURS[score] : 'bg-slate-200 dark:bg-slate-700'}`} />
          ))}
        </div>
        <p id={`${id}-strength`} className="min-w-24 text-xs text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="password-strength">
          {strength && `${t('password.strength.label')}: ${strength}`}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { fieldLabel } from './fieldClasses.ts'

interface Props {
  id: string
  label: string
  choices: readonly number[]
  value: number | null
  onChange: (value: number | null) => void
  t: Translate<KeysOf<'filters'>>
}

const choicePill = 'pill min-w-12 px-3 py-1.5'

/** A fact picked from a few "at least n" pills (rooms, baths…); the chosen pill again means any. */
export function ChoiceFilter({ id, label, choices, value, onChange, t }: Props) {
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className={fieldLabel}>
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={choicePill} aria-pressed={value === null} onClick={() => value !== null && onChange(null)}>
          {t('filters.any')}
        </button>
        {choices.map((n) => (
          <button key={n} type="button" className={choicePill} aria-pressed={value === n} onClick={() => onChange(value === n ? null : n)}>
            {t('filters.atLeast', { count: n })}
          </button>
        ))}
      </div>
    </div>
  )
}

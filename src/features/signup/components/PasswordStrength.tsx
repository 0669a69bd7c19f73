import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { personalWords } from '../../../shared/passwordPolicy.ts'
import { usePasswordVerdict } from '../../../components/forms/usePasswordVerdict.ts'

const BAR_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-green-600', 'bg-green-700']

interface Props {
  id: string
  password: string
  /** The person's name and email: a password leaning on them is weaker. */
  personal: string[]
  t: Translate<KeysOf<'signup.strength'>>
}

/** The strength meter under a new password (zxcvbn, loaded on first use), read out as it changes. */
export function PasswordStrength({ id, password, personal, t }: Props) {
  const verdict = usePasswordVerdict(password, personalWords(...personal))
  const score = verdict?.score ?? 0
  const strength = password ? (verdict ? t(`signup.strength.${score}`) : t('signup.strength.checking')) : ''
  return (
    <div className="mt-2 flex items-center gap-3">
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={`h-1.5 flex-1 rounded-full ${password && verdict && i < Math.max(1, score) ? BAR_COLOURS[score] : 'bg-slate-200 dark:bg-slate-700'}`} />
        ))}
      </div>
      <p id={id} className="min-w-24 text-xs text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="password-strength">
        {strength && `${t('signup.strength.label')}: ${strength}`}
      </p>
    </div>
  )
}

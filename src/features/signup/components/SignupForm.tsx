import { useEffect, useRef, useState } from 'react'
import { FieldError } from '../../../components/forms/FieldError.tsx'
import { FieldLabel } from '../../../components/forms/FieldLabel.tsx'
import { ProofOfWork } from '../../../components/forms/ProofOfWork.tsx'
import { translator, type MessagesFor, type Translate } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { useTypedIntoState } from '../../../lib/useTypedIntoState.ts'
import { OWNER_LISTING_LIMIT, SIGNUP_KINDS, type SignupKind } from '../../../shared/advertisers.ts'
import { COUNTRY_IDS, HONEYPOT_FIELD } from '../../../shared/constants.ts'
import { PasswordStrength } from './PasswordStrength.tsx'
import { useSignupForm, type SignupErrors, type SignupField } from '../model/useSignupForm.ts'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

export const SIGNUP_FORM_MESSAGES = [
  'signup',
  'contact.altcha',
  'countries',
  'advertiser.licenceName',
  'validation.signup',
  'validation.newPassword',
  'validation.phone',
  'validation.tooLong',
] as const

interface Props {
  messages: MessagesFor<typeof SIGNUP_FORM_MESSAGES>
  /** Where the success message sends a person who already has an account. */
  loginHref: string
}

/** The props that tie a field to its label, hint and error. */
function described(name: SignupField, errors: SignupErrors, hint = false) {
  const ids = [hint && `signup-${name}-hint`, errors[name] && `signup-${name}-error`].filter(Boolean).join(' ')
  return { id: `signup-${name}`, name, className: 'field', 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids || undefined }
}

/** `/registro`: a private owner or an agency asks for an account (docs/advertisers.md). */
export default function SignupForm({ messages, loginHref }: Props) {
  const t = translator(messages)
  const anyT = t as Translate
  const { errors, sending, submit, sentTo } = useSignupForm(anyT)
  const [kind, setKind] = useState<SignupKind>('owner')
  const [countryId, setCountryId] = useState('')
  const [password, setPassword] = useState('')
  const [personal, setPersonal] = useState<string[]>([])
  // Until hydrated a submit would be a plain GET putting the password in the address.
  const hydrated = useHydrated()
  useTypedIntoState([
    ...SIGNUP_KINDS.map((value) => [`signup-kind-${value}`, (chosen: string) => setKind(chosen as SignupKind)] as const),
    ['signup-countryId', setCountryId],
    ['signup-password', setPassword],
    ['signup-name', (name) => setPersonal(([, email = '']) => [name, email])],
    ['signup-email', (email) => setPersonal(([name = '']) => [name, email])],
  ])
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (sentTo) heading.current?.focus()
  }, [sentTo])

  if (sentTo) {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-green-700/30 bg-green-50 p-6 text-slate-800 dark:border-green-300/30 dark:bg-green-950 dark:text-slate-100" data-signup-sent>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-green-900 outline-none dark:text-green-200">
          {t('signup.sent.title')}
        </h2>
        <p>{t('signup.sent.text', { email: sentTo })}</p>
        <p>{t('signup.sent.review')}</p>
      </div>
    )
  }

  const field = (name: SignupField, label: string, input: React.ReactNode, hint?: string) => (
    <div>
      <FieldLabel htmlFor={`signup-${name}`}>{label}</FieldLabel>
      {input}
      {hint && (
        <p id={`signup-${name}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={`signup-${name}-error`} error={errors[name]} />
    </div>
  )
  const readPersonal = (form: HTMLFormElement | null) => {
    if (!form) return
    const data = new FormData(form)
    setPersonal([String(data.get('name') ?? ''), String(data.get('email') ?? '')])
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={sending} data-signup-form>
      <fieldset aria-describedby={errors.kind ? 'signup-kind-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('signup.kind.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SIGNUP_KINDS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
            >
              <input type="radio" id={`signup-kind-${value}`} name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} className="mt-1" />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{t(`signup.kind.${value}`)}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{value === 'owner' ? t('signup.kind.ownerHint', { limit: OWNER_LISTING_LIMIT }) : t('signup.kind.agencyHint')}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="signup-kind-error" error={errors.kind} />
      </fieldset>

      {kind === 'agency' && (
        <div className="grid gap-5 sm:grid-cols-2">
          {field('agencyName', t('signup.agencyName'), <input {...described('agencyName', errors)} type="text" autoComplete="organization" maxLength={120} />)}
          {field(
            'licence',
            t('signup.licence'),
            <input {...described('licence', errors, true)} type="text" maxLength={60} />,
            t('signup.licenceHint', { name: t(`advertiser.licenceName.${(COUNTRY_IDS as readonly string[]).includes(countryId) ? (countryId as (typeof COUNTRY_IDS)[number]) : 'other'}`) }),
          )}
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', t('signup.name'), <input {...described('name', errors)} type="text" autoComplete="name" maxLength={100} onBlur={(e) => readPersonal(e.currentTarget.form)} />)}
        {field('email', t('signup.email'), <input {...described('email', errors)} type="email" autoComplete="email" maxLength={254} onBlur={(e) => readPersonal(e.currentTarget.form)} />)}
        {field('phone', t('signup.phone'), <input {...described('phone', errors)} type="tel" autoComplete="tel" maxLength={20} />)}
        {field(
          'countryId',
          t('signup.country'),
          <select {...described('countryId', errors)} value={countryId} onChange={(e) => setCountryId(e.target.value)}>
            <option value="">{t('signup.chooseCountry')}</option>
            {COUNTRY_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`countries.${id}`)}
              </option>
            ))}
          </select>,
        )}
      </div>

      <div>
        <FieldLabel htmlFor="signup-password">{t('signup.password')}</FieldLabel>
        <input
          {...described('password', errors, true)}
          aria-describedby={['signup-password-hint', 'signup-password-strength', errors.password && 'signup-password-error'].filter(Boolean).join(' ')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id="signup-password-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('signup.passwordHint')}
        </p>
        <PasswordStrength id="signup-password-strength" password={password} personal={personal} t={t} />
        <FieldError id="signup-password-error" error={errors.password} />
      </div>

      {/* A field no person sees (not shown, not read out): form-filling bots fill it in. */}
      <div style={{ display: 'none' }}>
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <ProofOfWork t={t} />

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={sending || !hydrated}>
          {sending ? t('signup.sending') : t('signup.submit')}
        </button>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('signup.haveAccount')}{' '}
          <a className="font-semibold text-brand-700 hover:underline dark:text-brand-400" href={loginHref}>
            {t('signup.login')}
          </a>
        </p>
      </div>
    </form>
  )
}

renderedByReact(SignupForm)

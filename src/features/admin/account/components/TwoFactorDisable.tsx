import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { TwoFactorDisableSchema } from '../../../../shared/schemas/twoFactor.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { disableTwoFactor } from '../api.ts'

type Field = 'password' | 'code'

/** Turning it off asks again for the password and a code, so a session left open is not enough. */
export function TwoFactorDisable({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useT()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(TwoFactorDisableSchema, { password, code })
    if (!parsed.success) {
      setErrors(errorsByField<Field>(parsed.errors, (message) => t(messageKey(message))))
      return
    }
    setErrors({})
    setSending(true)
    try {
      await disableTwoFactor(parsed.output)
      toast.success(t('twoFactor.disabled'))
      onDisabled()
    } catch (failure) {
      const { errors: fieldErrors, message } = await failureOf(failure)
      const found: Partial<Record<Field, string>> = {}
      for (const e of fieldErrors ?? []) found[e.path as Field] = e.message
      setErrors(found)
      if (!fieldErrors?.length && message) toast.error(message)
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="two-factor-disable-title" className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 id="two-factor-disable-title" className="font-semibold text-slate-900 dark:text-white">
        {t('twoFactor.disableTitle')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.disableIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('twoFactor.passwordLabel')} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} disabled={sending} />
        <TextField label={t('twoFactor.disableCodeLabel')} autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} disabled={sending} maxLength={32} />
      </div>
      <div>
        <button type="submit" className="btn-outline" disabled={sending} aria-busy={sending}>
          {sending && <Spinner />}
          {sending ? t('twoFactor.disabling') : t('twoFactor.disable')}
        </button>
      </div>
    </form>
  )
}

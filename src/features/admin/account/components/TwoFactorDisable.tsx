import { useState } from 'react'
import toast from 'react-hot-toast'
import { errorsByField } from '../../../../shared/fieldErrors.ts'
import { TwoFactorDisableSchema } from '../../../../shared/schemas/twoFactor.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { useCheckedSubmit } from '../../shared/model/useCheckedSubmit.ts'
import { disableTwoFactor } from '../api.ts'

type Field = 'password' | 'code'

/** Turning it off asks again for the password and a code, so a session left open is not enough. */
export function TwoFactorDisable({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useT()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const { sending, errors, setErrors, submit } = useCheckedSubmit<Field>()

  const send = submit(TwoFactorDisableSchema, { password, code }, async (checked) => {
    try {
      await disableTwoFactor(checked)
      toast.success(t('twoFactor.disabled'))
      onDisabled()
    } catch (failure) {
      const { errors: fieldErrors, message } = await failureOf(failure)
      setErrors(errorsByField<Field>(fieldErrors ?? []))
      if (!fieldErrors?.length && message) toast.error(message)
    }
  })

  return (
    <form noValidate onSubmit={send} aria-labelledby="two-factor-disable-title" className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 id="two-factor-disable-title" className="font-semibold text-slate-900 dark:text-white">
        {t('twoFactor.disableTitle')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.disableIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('twoFactor.passwordLabel')} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} disabled={sending} />
        <TextField label={t('twoFactor.disableCodeLabel')} autoComplete="one-time-code" value={code} onChange={setCode} error={errors.code} disabled={sending} maxLength={32} />
      </div>
      <div>
        <SubmitButton className="btn-outline" busy={sending} label={t('twoFactor.disable')} busyLabel={t('twoFactor.disabling')} />
      </div>
    </form>
  )
}

import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { TwoFactorEnableSchema } from '../../../../shared/schemas/twoFactor.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { useCheckedSubmit } from '../../shared/model/useCheckedSubmit.ts'
import { enableTwoFactor, startTwoFactorSetup, type TwoFactorSetup as Setup } from '../api.ts'

/** Step one and two: a new secret as a QR code (drawn here, nothing leaves the page) and its first code. */
export function TwoFactorSetup({ onEnabled, onCancel }: { onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void }) {
  const { t } = useT()
  const [setup, setSetup] = useState<(Setup & { qr: string }) | null>(null)
  const [code, setCode] = useState('')
  const { sending, errors, setErrors, submit } = useCheckedSubmit<'code'>()

  useEffect(() => {
    let live = true
    startTwoFactorSetup()
      .then(async (answer) => ({ ...answer, qr: await QRCode.toDataURL(answer.otpauthUrl, { margin: 1, width: 208 }) }))
      .then((ready) => live && setSetup(ready))
      .catch(async (failure: unknown) => {
        if (!live) return
        toast.error((await failureOf(failure)).message || t('twoFactor.loadError'))
        onCancel()
      })
    return () => {
      live = false
    }
    // One secret per set-up: started once when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const send = submit(TwoFactorEnableSchema, { code }, async (checked) => {
    try {
      const { recoveryCodes } = await enableTwoFactor(checked.code)
      toast.success(t('twoFactor.enabled'))
      onEnabled(recoveryCodes)
    } catch (failure) {
      const { errors, message } = await failureOf(failure)
      setErrors({ code: errors?.find((e) => e.path === 'code')?.message ?? message })
    }
  })

  if (!setup) return <Spinner />
  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-4">
      <p className="text-sm">{t('twoFactor.scan')}</p>
      <img src={setup.qr} alt={t('twoFactor.qrAlt')} width={208} height={208} className="rounded-lg border border-slate-200 bg-white dark:border-slate-700" />
      <div className="text-sm">
        <p>{t('twoFactor.manual')}</p>
        <p className="mt-1">
          <span className="sr-only">{t('twoFactor.secretLabel')}: </span>
          <code data-two-factor-secret className="rounded bg-slate-100 px-2 py-1 font-mono text-sm tracking-wider break-all text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100">
            {setup.secret}
          </code>
        </p>
      </div>
      <TextField
        label={t('twoFactor.codeLabel')}
        value={code}
        onChange={setCode}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="max-w-xs"
        disabled={sending}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={sending} label={t('twoFactor.confirm')} busyLabel={t('twoFactor.confirming')} />
        <button type="button" className="btn-outline" onClick={onCancel} disabled={sending}>
          {t('twoFactor.cancel')}
        </button>
      </div>
    </form>
  )
}

import QRCode from 'qrcode'
import { useEffect, useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { TwoFactorEnableSchema } from '../../../../shared/schemas/twoFactor.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { enableTwoFactor, startTwoFactorSetup, type TwoFactorSetup as Setup } from '../api.ts'

/** Step one and two: a new secret as a QR code (drawn here, nothing leaves the page) and its first code. */
export function TwoFactorSetup({ onEnabled, onCancel }: { onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void }) {
  const { t } = useT()
  const [setup, setSetup] = useState<(Setup & { qr: string }) | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

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

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(TwoFactorEnableSchema, { code })
    if (!parsed.success) {
      setError(errorsByField<'code'>(parsed.errors, (message) => t(messageKey(message))).code)
      return
    }
    setError(undefined)
    setSending(true)
    try {
      const { recoveryCodes } = await enableTwoFactor(parsed.output.code)
      toast.success(t('twoFactor.enabled'))
      onEnabled(recoveryCodes)
    } catch (failure) {
      const { errors, message } = await failureOf(failure)
      setError(errors?.find((e) => e.path === 'code')?.message ?? message)
      setSending(false)
    }
  }

  if (!setup) return <Spinner />
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="max-w-xs"
        disabled={sending}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending}>
          {sending && <Spinner />}
          {sending ? t('twoFactor.confirming') : t('twoFactor.confirm')}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel} disabled={sending}>
          {t('twoFactor.cancel')}
        </button>
      </div>
    </form>
  )
}

import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { $isSuperadmin } from '../../../../lib/session.ts'
import { $twoFactorSetupPending } from '../../shared/model/twoFactorGate.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { useT } from '../../shared/model/i18n.ts'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { twoFactorStatus } from '../api.ts'
import { RecoveryCodes } from './RecoveryCodes.tsx'
import { RequireTwoFactorToggle } from './RequireTwoFactorToggle.tsx'
import { TwoFactorDisable } from './TwoFactorDisable.tsx'
import { TwoFactorSetup } from './TwoFactorSetup.tsx'
import { Badge } from '../../shared/ui/Badge.tsx'

/**
 * Two-step verification on the account screen: its state, the set-up (QR code, first code,
 * recovery codes shown once), turning it off, and for a superadmin whether all staff must have it.
 */
export function TwoFactorSection() {
  const { t } = useT()
  const isSuperadmin = useStore($isSuperadmin)
  const [status, reload, update] = useLoad(twoFactorStatus, 'two-factor')
  const [settingUp, setSettingUp] = useState(false)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  // On, or no longer required: the rest of the admin answers again.
  const unblocked = status.status === 'ready' && (status.data.enabled || !status.data.required)
  useEffect(() => {
    if (unblocked) $twoFactorSetupPending.set(false)
  }, [unblocked])

  let body
  if (status.status === 'loading') body = <Spinner />
  else if (status.status === 'error') body = <LoadError message={t('twoFactor.loadError')} onRetry={reload} />
  else {
    const { enabled, recoveryCodesLeft, required } = status.data
    body = (
      <>
        <p className="text-sm">
          <Badge tone={enabled ? 'green' : 'slate'}>{enabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}</Badge>
          {enabled && !recoveryCodes && <span className="ml-2 text-slate-600 dark:text-slate-400">{t('twoFactor.codesLeft', { count: recoveryCodesLeft })}</span>}
        </p>
        {required && !enabled && (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
            {t('twoFactor.requiredNotice')}
          </p>
        )}
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : enabled ? (
          <TwoFactorDisable onDisabled={() => update((s) => ({ ...s, enabled: false, recoveryCodesLeft: 0 }))} />
        ) : settingUp ? (
          <TwoFactorSetup
            onCancel={() => setSettingUp(false)}
            onEnabled={(codes) => {
              setSettingUp(false)
              setRecoveryCodes(codes)
              update((s) => ({ ...s, enabled: true, recoveryCodesLeft: codes.length }))
            }}
          />
        ) : (
          <div>
            <button type="button" className="btn-primary" onClick={() => setSettingUp(true)}>
              {t('twoFactor.start')}
            </button>
          </div>
        )}
        {isSuperadmin && <RequireTwoFactorToggle required={required} ownEnabled={enabled} onChange={(value) => update((s) => ({ ...s, required: value }))} />}
      </>
    )
  }

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('twoFactor.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.intro')}</p>
      </div>
      {body}
    </section>
  )
}

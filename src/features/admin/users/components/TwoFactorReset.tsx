import { useState } from 'react'
import toast from 'react-hot-toast'
import type { User } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { resetTwoFactor } from '../api.ts'

/**
 * For a staff member who lost both the phone and the recovery codes: the superadmin removes their
 * second factor, and they set it up again after their next login (docs/security.md).
 */
export function TwoFactorReset({ user }: { user: User }) {
  const { t } = useT()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await resetTwoFactor(user.id)
      toast.success(t('users.twoFactorReset.done', { name: user.name }))
      setAsking(false)
    } catch (error) {
      toast.error((await failureOf(error)).message || t('users.twoFactorReset.error'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="two-factor-reset" className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="two-factor-reset" className="text-base font-semibold">
        {t('users.twoFactorReset.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('users.twoFactorReset.body')}</p>
      <button type="button" className="btn-outline mt-4" onClick={() => setAsking(true)}>
        {t('users.twoFactorReset.open')}
      </button>
      <ConfirmDialog open={asking} busy={busy} danger title={t('users.twoFactorReset.confirmTitle', { name: user.name })} confirmLabel={t('users.twoFactorReset.confirm')} onConfirm={() => void confirm()} onCancel={() => setAsking(false)}>
        {t('users.twoFactorReset.confirmBody')}
      </ConfirmDialog>
    </section>
  )
}

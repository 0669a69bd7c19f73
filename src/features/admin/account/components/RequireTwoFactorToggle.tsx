import { useState } from 'react'
import toast from 'react-hot-toast'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { saveRequireTwoFactor } from '../api.ts'

/** Superadmin only: every staff account must have two-step verification (PUT /api/admin/security). */
export function RequireTwoFactorToggle({ required, ownEnabled, onChange }: { required: boolean; ownEnabled: boolean; onChange: (required: boolean) => void }) {
  const { t } = useT()
  const [saving, setSaving] = useState(false)

  async function change(value: boolean) {
    setSaving(true)
    try {
      const saved = await saveRequireTwoFactor(value)
      onChange(saved.requireTwoFactor)
      toast.success(t(saved.requireTwoFactor ? 'twoFactor.policyOn' : 'twoFactor.policyOff'))
    } catch (failure) {
      toast.error((await failureOf(failure)).message || t('common.tryLater'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('twoFactor.policyTitle')}</h3>
      <label className="inline-flex items-start gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          checked={required}
          // Requiring it without having it would lock the superadmin out of this very switch.
          disabled={saving || (!required && !ownEnabled)}
          aria-describedby="require-two-factor-hint"
          onChange={(event) => void change(event.target.checked)}
        />
        {t('twoFactor.policyLabel')}
      </label>
      <p id="require-two-factor-hint" className="text-xs text-slate-600 dark:text-slate-400">
        {t('twoFactor.policyHint')}
      </p>
    </div>
  )
}

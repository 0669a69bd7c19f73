import type { User } from '../../../../shared/types.ts'
import { useConfirmedDelete } from '../../shared/model/useConfirmedDelete.ts'
import { useT } from '../../shared/model/i18n.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { resetTwoFactor } from '../api.ts'

/**
 * For a staff member who lost both the phone and the recovery codes: the superadmin removes their
 * second factor, and they set it up again after their next login (docs/security.md).
 */
export function TwoFactorReset({ user }: { user: User }) {
  const { t } = useT()
  const reset = useConfirmedDelete({
    remove: (staff: User) => resetTwoFactor(staff.id),
    done: (staff) => t('users.twoFactorReset.done', { name: staff.name }),
    failed: (failure) => failure.message || t('users.twoFactorReset.error'),
    keepOpenOnError: true,
  })

  return (
    <section aria-labelledby="two-factor-reset" className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="two-factor-reset" className="text-base font-semibold">
        {t('users.twoFactorReset.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('users.twoFactorReset.body')}</p>
      <button type="button" className="btn-outline mt-4" onClick={() => reset.ask(user)}>
        {t('users.twoFactorReset.open')}
      </button>
      <ConfirmDialog {...reset.dialog} danger title={t('users.twoFactorReset.confirmTitle', { name: user.name })} confirmLabel={t('users.twoFactorReset.confirm')}>
        {t('users.twoFactorReset.confirmBody')}
      </ConfirmDialog>
    </section>
  )
}

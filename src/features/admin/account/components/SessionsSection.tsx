import { useState } from 'react'
import toast from 'react-hot-toast'
import { endSession } from '../../../../lib/session.ts'
import { LOGOUT_REDIRECT_DELAY } from '../../shared/constants.ts'
import { $leaving } from '../../shared/model/leaving.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { logoutEverywhere } from '../api.ts'
import { SectionCard } from '../../shared/ui/SectionCard.tsx'

/** Sign out every session, on every device (a lost phone, a shared computer). */
export function SessionsSection() {
  const { t } = useT()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await logoutEverywhere()
      // This session ended too: on to the login screen, said plainly (not as an expired session).
      $leaving.set(true)
      endSession()
      toast.success(t('account.sessions.done'))
      setTimeout(() => location.assign('/login'), LOGOUT_REDIRECT_DELAY)
    } catch (caught) {
      toast.error((await failureOf(caught)).message || t('login.error'))
      setBusy(false)
      setAsking(false)
    }
  }

  return (
    <SectionCard title={t('account.sessions.title')} intro={t('account.sessions.intro')}>
      <button type="button" className="btn-outline" onClick={() => setAsking(true)}>
        {t('account.sessions.logoutAll')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('account.sessions.confirmTitle')}
        confirmLabel={t('account.sessions.logoutAll')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        busy={busy}
        danger
      >
        {t('account.sessions.confirmBody')}
      </ConfirmDialog>
    </SectionCard>
  )
}

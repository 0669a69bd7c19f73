import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { api } from '../../../../lib/api.ts'
import { $session, startSession } from '../../../../lib/session.ts'
import type { SessionUser } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'

/** Tells an advertiser the portal has not approved yet (or turned down) why their listings are not public. */
export function ReviewNotice() {
  const { t } = useT()
  const status = useStore($session).user?.advertiserStatus
  const waiting = status === 'pending' || status === 'rejected'
  // The session was stored at login; a superadmin may have decided since, so ask again.
  useEffect(() => {
    if (!waiting) return
    api
      .get('auth/me', { cache: 'no-cache' })
      .json<SessionUser>()
      .then((user) => {
        if (user.advertiserStatus !== status) startSession(user)
      })
      .catch(() => {})
  }, [waiting, status])
  if (!waiting) return null
  return (
    <p
      role="status"
      data-testid="review-notice"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {t(`dashboard.review.${status}`)}
    </p>
  )
}

import { useStore } from '@nanostores/react'
import { useEffect, useRef, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { useT } from '../shared/model/i18n.ts'
import { $leaving } from '../session/model/logout.ts'
import { $twoFactorSetupPending } from '../shared/model/twoFactorGate.ts'
import { ACCOUNT_PATH, DASHBOARD_PATH, loginPathFor, navigate, safeNext } from '../shared/model/router.ts'
import { $session } from '../../../lib/session.ts'
import { AdminLayout } from './layout/AdminLayout.tsx'
import { NoAccess, UnknownScreen } from './layout/NoAccess.tsx'
import { LoginScreen } from '../session/components/LoginScreen.tsx'
import { $adminRouter, mayOpen, screenNamed } from './router.ts'

/** Session guard and screen switch: /admin/... needs a session, superadmin screens the role. */
export function AdminRoutes() {
  const { t } = useT()
  const page = useStore($adminRouter)
  const session = useStore($session)
  const leaving = useStore($leaving)
  const setupPending = useStore($twoFactorSetupPending)
  const wasAuthenticated = useRef(session.isAuthenticated)

  useEffect(() => {
    if (!page || leaving) return
    if (page.route === 'login') {
      if (session.isAuthenticated) navigate(safeNext(page.search.next), true)
    } else if (!session.isAuthenticated) {
      // A 401 (or a logout in another tab) ended the session: back to /login, then back here.
      if (wasAuthenticated.current) toast.error(t('session.expired'), { id: 'session-expired' })
      navigate(loginPathFor(location.pathname + location.search), true)
    } else if (setupPending && page.route !== 'account') {
      // The API answers nothing else until the required two-step verification is on.
      navigate(ACCOUNT_PATH, true)
    } else if (page.route === 'adminRoot') {
      navigate(DASHBOARD_PATH, true)
    }
    wasAuthenticated.current = session.isAuthenticated
  }, [page, session.isAuthenticated, leaving, t, setupPending])

  if (!page || leaving) return null
  if (page.route === 'login') return session.isAuthenticated ? null : <LoginScreen next={safeNext(page.search.next)} />
  if (!session.isAuthenticated || page.route === 'adminRoot') return null

  const screen = screenNamed(page.route)
  let content: ReactNode
  if (!screen) content = <UnknownScreen />
  else if (!mayOpen(screen, session.user)) content = <NoAccess />
  else content = screen.render(page.params)
  return <AdminLayout route={page.route}>{content}</AdminLayout>
}

import { useStore } from '@nanostores/react'
import { useEffect, useRef, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { useT } from '../shared/model/i18n.ts'
import { $leaving } from '../session/model/logout.ts'
import { $twoFactorSetupPending } from '../shared/model/twoFactorGate.ts'
import { $router, ACCOUNT_PATH, DASHBOARD_PATH, loginPathFor, navigate, safeNext, SUPERADMIN_ROUTES } from '../shared/model/router.ts'
import { $session } from '../../../lib/session.ts'
import { AccountPage } from '../account/components/AccountPage.tsx'
import { CurrencyRates } from '../currencies/components/CurrencyRates.tsx'
import { MailQueue } from '../mail/components/MailQueue.tsx'
import { ReportsQueue } from '../reports/components/ReportsQueue.tsx'
import { ActivityLog } from '../audit/components/ActivityLog.tsx'
import { Dashboard } from '../dashboard/components/Dashboard.tsx'
import { InquiriesInbox } from '../inquiries/components/InquiriesInbox.tsx'
import { AdminLayout } from './layout/AdminLayout.tsx'
import { NoAccess, UnknownScreen } from './layout/NoAccess.tsx'
import { PropertyForm } from '../properties/components/PropertyForm.tsx'
import { PropertyList } from '../properties/components/PropertyList.tsx'
import { LoginScreen } from '../session/components/LoginScreen.tsx'
import { PropertyTypeList } from '../types/components/PropertyTypeList.tsx'
import { PropertyTypePage } from '../types/components/PropertyTypePage.tsx'
import { UserForm } from '../users/components/UserForm.tsx'
import { UserList } from '../users/components/UserList.tsx'

/** Session guard and screen switch: /admin/... needs a session, superadmin screens the role. */
export function AdminRoutes() {
  const { t } = useT()
  const page = useStore($router)
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

  const isSuperadmin = session.user?.role === 'superadmin'
  let screen: ReactNode
  if (SUPERADMIN_ROUTES.has(page.route) && !isSuperadmin) screen = <NoAccess />
  else {
    switch (page.route) {
      case 'dashboard':
        screen = <Dashboard />
        break
      case 'properties':
        screen = <PropertyList />
        break
      case 'propertyCreate':
        screen = <PropertyForm key="create" />
        break
      case 'propertyEdit':
        screen = <PropertyForm key={page.params.id} id={page.params.id} />
        break
      case 'inquiries':
        screen = <InquiriesInbox />
        break
      case 'types':
        screen = <PropertyTypeList />
        break
      case 'typeCreate':
        screen = <PropertyTypePage key="create" />
        break
      case 'typeEdit':
        screen = <PropertyTypePage key={page.params.id} id={page.params.id} />
        break
      case 'users':
        screen = <UserList />
        break
      case 'userCreate':
        screen = <UserForm key="create" />
        break
      case 'userEdit':
        screen = <UserForm key={page.params.id} id={page.params.id} />
        break
      case 'currencies':
        screen = <CurrencyRates />
        break
      case 'mail':
        screen = <MailQueue />
        break
      case 'reports':
        screen = <ReportsQueue />
        break
      case 'activity':
        screen = <ActivityLog />
        break
      case 'account':
        screen = <AccountPage />
        break
      default:
        screen = <UnknownScreen />
    }
  }
  return <AdminLayout route={page.route}>{screen}</AdminLayout>
}

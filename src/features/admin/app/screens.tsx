import type { ReactNode } from 'react'
import type { SessionUser } from '../../../shared/types.ts'
import type { AdminMessageKey } from '../../../shared/translator.ts'
import { ACCOUNT_PATH, DASHBOARD_PATH, PROFILE_PATH } from '../shared/model/router.ts'
import type { IconName } from '../shared/ui/Icons.tsx'
import { AccountPage } from '../account/components/AccountPage.tsx'
import { AdvertiserQueue } from '../advertisers/components/AdvertiserQueue.tsx'
import { PendingBadge } from '../advertisers/components/PendingBadge.tsx'
import { AgencyPage } from '../agency/components/AgencyPage.tsx'
import { ProfilePage } from '../profile/components/ProfilePage.tsx'
import { ActivityLog } from '../audit/components/ActivityLog.tsx'
import { CurrencyRates } from '../currencies/components/CurrencyRates.tsx'
import { Dashboard } from '../dashboard/components/Dashboard.tsx'
import { InquiriesInbox } from '../inquiries/components/InquiriesInbox.tsx'
import { MailQueue } from '../mail/components/MailQueue.tsx'
import { PropertyForm } from '../properties/components/PropertyForm.tsx'
import { PropertyList } from '../properties/components/PropertyList.tsx'
import { ReportsQueue } from '../reports/components/ReportsQueue.tsx'
import { SiteScreen } from '../site/components/SiteScreen.tsx'
import { PropertyTypeList } from '../types/components/PropertyTypeList.tsx'
import { PropertyTypePage } from '../types/components/PropertyTypePage.tsx'
import { UserForm } from '../users/components/UserForm.tsx'
import { UserList } from '../users/components/UserList.tsx'

export interface Screen {
  /** The router's name for it. */
  name: string
  /** Its address; `:id` and the like arrive in `render`'s params. */
  path: string
  render: (params: Record<string, string>) => ReactNode
  /** A sidebar link of its own; the sidebar lists them in this file's order. */
  nav?: { label: AdminMessageKey; icon: IconName }
  /** The screen whose sidebar link stands for this one (a create or edit page lights up its list). */
  section?: string
  /** Only a superadmin may open it (or its section): the sidebar hides it, the island denies it. */
  superadminOnly?: boolean
  /** Only these users may open it (an agency's screen for its members): the sidebar hides it, the island denies it. */
  audience?: (user: SessionUser) => boolean
  /** Drawn after the sidebar link's label (a count of what waits). */
  navBadge?: () => ReactNode
}

const inAgency = (user: SessionUser) => user.advertiserKind === 'agency' && user.agencyRole !== null

/**
 * Every screen of the admin area (docs/specs/admin-area.md §2, plus the inbox, the superadmin's queues and the
 * account page). The router, the sidebar, the role guard and the screen switch all derive from it:
 * a new screen is one entry here, its component and its dictionary keys.
 */
export const SCREENS = [
  { name: 'dashboard', path: DASHBOARD_PATH, render: () => <Dashboard />, nav: { label: 'layout.nav.dashboard', icon: 'chart' } },
  { name: 'properties', path: '/admin/propiedades', render: () => <PropertyList />, nav: { label: 'layout.nav.properties', icon: 'Home' } },
  { name: 'propertyCreate', path: '/admin/propiedades/crear', render: () => <PropertyForm key="create" />, section: 'properties' },
  { name: 'propertyEdit', path: '/admin/propiedades/editar/:id', render: ({ id }) => <PropertyForm key={id} id={id} />, section: 'properties' },
  { name: 'inquiries', path: '/admin/consultas', render: () => <InquiriesInbox />, nav: { label: 'layout.nav.inquiries', icon: 'inbox' } },
  {
    name: 'advertisers',
    path: '/admin/anunciantes',
    render: () => <AdvertiserQueue />,
    nav: { label: 'advertisers.nav', icon: 'shield' },
    navBadge: () => <PendingBadge />,
    superadminOnly: true,
  },
  { name: 'agency', path: '/admin/agencia', render: () => <AgencyPage />, nav: { label: 'agency.nav', icon: 'Building' }, audience: inAgency },
  { name: 'users', path: '/admin/usuarios', render: () => <UserList />, nav: { label: 'layout.nav.users', icon: 'users' }, superadminOnly: true },
  { name: 'userCreate', path: '/admin/usuarios/crear', render: () => <UserForm key="create" />, section: 'users' },
  { name: 'userEdit', path: '/admin/usuarios/editar/:id', render: ({ id }) => <UserForm key={id} id={id} />, section: 'users' },
  { name: 'types', path: '/admin/property-types', render: () => <PropertyTypeList />, nav: { label: 'layout.nav.types', icon: 'tag' }, superadminOnly: true },
  { name: 'typeCreate', path: '/admin/property-types/crear', render: () => <PropertyTypePage key="create" />, section: 'types' },
  { name: 'typeEdit', path: '/admin/property-types/editar/:id', render: ({ id }) => <PropertyTypePage key={id} id={id} />, section: 'types' },
  { name: 'currencies', path: '/admin/monedas', render: () => <CurrencyRates />, nav: { label: 'layout.nav.currencies', icon: 'currency' }, superadminOnly: true },
  { name: 'site', path: '/admin/sitio', render: () => <SiteScreen />, nav: { label: 'layout.nav.site', icon: 'globe' }, superadminOnly: true },
  { name: 'mail', path: '/admin/correo', render: () => <MailQueue />, nav: { label: 'layout.nav.mail', icon: 'mail' }, superadminOnly: true },
  { name: 'reports', path: '/admin/reportes', render: () => <ReportsQueue />, nav: { label: 'layout.nav.reports', icon: 'eye' }, superadminOnly: true },
  { name: 'activity', path: '/admin/actividad', render: () => <ActivityLog />, nav: { label: 'layout.nav.activity', icon: 'clock' }, superadminOnly: true },
  // Linked from the sidebar's foot with the user's own controls, not from the screen list.
  { name: 'profile', path: PROFILE_PATH, render: () => <ProfilePage /> },
  { name: 'account', path: ACCOUNT_PATH, render: () => <AccountPage /> },
] as const satisfies readonly Screen[]

export type ScreenName = (typeof SCREENS)[number]['name']

import { createRouter } from '@nanostores/router'
import { connectRouter, LOGIN_PATH } from '../shared/model/router.ts'
import type { SessionUser } from '../../../shared/types.ts'
import { SCREENS, type Screen, type ScreenName } from './screens.tsx'

type ScreenRoutes = { [S in (typeof SCREENS)[number] as S['name']]: S['path'] }
const screenRoutes = Object.fromEntries(SCREENS.map((screen) => [screen.name, screen.path])) as ScreenRoutes

/** The admin's router: /login, the bare /admin (sent on to the dashboard) and every screen. */
export const $adminRouter = createRouter({
  login: LOGIN_PATH,
  adminRoot: '/admin',
  ...screenRoutes,
  // Any other /admin path: a "not found" screen inside the layout, not a broken page.
  unknown: /^\/admin\/.+$/i,
})
connectRouter($adminRouter)

export type AdminRouteName = NonNullable<ReturnType<typeof $adminRouter.get>>['route']

const byName = new Map<string, Screen>(SCREENS.map((screen) => [screen.name, screen]))

/** The screen a route shows; none for /login, /admin and unknown paths. */
export function screenNamed(route: AdminRouteName): Screen | undefined {
  return byName.get(route)
}

/** The screen whose sidebar link is current on `route`: itself, or the list it belongs to. */
export function sectionOf(route: AdminRouteName): ScreenName | undefined {
  const screen = byName.get(route)
  return screen && ((screen.section ?? screen.name) as ScreenName)
}

/** Whether `user` may open it: a superadmin screen (or section) needs the role, a screen with an audience its test. */
export function mayOpen(screen: Screen, user: SessionUser | null): boolean {
  if (!user) return false
  if (isSuperadminOnly(screen) && user.role !== 'superadmin') return false
  const section = screen.section ? byName.get(screen.section) : undefined
  const audience = screen.audience ?? section?.audience
  return !audience || audience(user)
}

/** Only a superadmin may open it: said of the screen or of its section. */
export function isSuperadminOnly(screen: Screen): boolean {
  const section = screen.section ? byName.get(screen.section) : undefined
  return screen.superadminOnly === true || section?.superadminOnly === true
}

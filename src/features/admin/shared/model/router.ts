import { createRouter } from '@nanostores/router'

/** Every screen of the admin area (admin-area.md §2, plus the inquiries inbox) under one router. */
export const $router = createRouter({
  login: '/login',
  adminRoot: '/admin',
  dashboard: '/admin/dashboard',
  properties: '/admin/propiedades',
  propertyCreate: '/admin/propiedades/crear',
  propertyEdit: '/admin/propiedades/editar/:id',
  types: '/admin/property-types',
  typeCreate: '/admin/property-types/crear',
  typeEdit: '/admin/property-types/editar/:id',
  users: '/admin/usuarios',
  userCreate: '/admin/usuarios/crear',
  userEdit: '/admin/usuarios/editar/:id',
  inquiries: '/admin/consultas',
  currencies: '/admin/monedas',
  mail: '/admin/correo',
  reports: '/admin/reportes',
  activity: '/admin/actividad',
  account: '/admin/cuenta',
  // Any other /admin path: a "not found" screen inside the layout, not a broken page.
  unknown: /^\/admin\/.+$/i,
})

export type AdminRouteName = NonNullable<ReturnType<typeof $router.get>>['route']

/** Screens only a superadmin may open (the sidebar hides them, the island denies them). */
export const SUPERADMIN_ROUTES: ReadonlySet<AdminRouteName> = new Set(['types', 'typeCreate', 'typeEdit', 'users', 'userCreate', 'userEdit', 'currencies', 'mail', 'reports', 'activity'])

export const DASHBOARD_PATH = '/admin/dashboard'
export const ACCOUNT_PATH = '/admin/cuenta'
export const LOGIN_PATH = '/login'

export function navigate(path: string, replace = false) {
  $router.open(path, replace)
}

/**
 * Where to go after logging in: an admin path given as `?next=`, nothing else (no other origin,
 * no protocol-relative `//host`, no public page), the dashboard otherwise.
 */
export function safeNext(raw: string | null | undefined): string {
  if (!raw || !/^\/admin(\/|$|\?)/.test(raw) || raw.startsWith('//') || raw.includes('\\')) return DASHBOARD_PATH
  return raw === '/admin' ? DASHBOARD_PATH : raw
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const next = safeNext(path)
  return next === DASHBOARD_PATH ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`
}

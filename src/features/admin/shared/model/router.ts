import { atom, onMount, type ReadableAtom } from 'nanostores'

/** What shared code and features read of the address: the query (a list's page, order, filters). */
export interface AdminPage {
  search: Record<string, string>
}

/** The router as this module needs it; the admin shell's typed router (app/router.ts) is one. */
export interface AdminRouter extends ReadableAtom<AdminPage | undefined> {
  open(path: string, redirect?: boolean): unknown
}

// The router is made by the admin shell from its screen list (app/screens.tsx). Shared code may not
// import the shell, so the shell hands its router over once, before anything renders.
let router: AdminRouter | undefined

export function connectRouter(made: AdminRouter) {
  router = made
}

function connected(): AdminRouter {
  if (!router) throw new Error('the admin router is used before the shell connected it')
  return router
}

/** The current address, for shared code and features (a copy that follows the shell's router). */
const $page = atom<AdminPage | undefined>()
onMount($page, () => connected().subscribe((page) => $page.set(page)))
export const $router: ReadableAtom<AdminPage | undefined> = $page

export const DASHBOARD_PATH = '/admin/dashboard'
export const ACCOUNT_PATH = '/admin/cuenta'
export const PROFILE_PATH = '/admin/perfil'
export const LOGIN_PATH = '/login'

export function navigate(path: string, replace = false) {
  connected().open(path, replace)
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

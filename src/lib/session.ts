import { persistentAtom } from '@nanostores/persistent'
import { computed } from 'nanostores'
import type { SessionUser } from '../shared/types.ts'

// The credential is an HttpOnly cookie no script can read (docs/decisions/012-staff-sessions.md);
// what the browser keeps is only who is signed in (name, email, role), so that every island and
// tab can show it. It is no proof of anything: the server checks the cookie on every call, and a
// 401 ends this record too.

interface Session {
  isAuthenticated: boolean
  user: SessionUser | null
}

const SIGNED_OUT: Session = { isAuthenticated: false, user: null }

function decode(raw: string): Session {
  try {
    const value = JSON.parse(raw) as Partial<Session>
    return value && value.user && typeof value.user.id === 'number' ? { isAuthenticated: true, user: value.user } : SIGNED_OUT
  } catch {
    return SIGNED_OUT
  }
}

// Earlier versions kept the bearer token under 'auth': removed wherever it is still stored.
if (typeof localStorage !== 'undefined') localStorage.removeItem('auth')

/** The one session store, under one localStorage key, shared by every island and every tab. */
export const $session = persistentAtom<Session>('session-user', SIGNED_OUT, { encode: (s) => JSON.stringify({ user: s.user }), decode })

export const $isSuperadmin = computed($session, (s) => s.user?.role === 'superadmin')

export function startSession(user: SessionUser) {
  $session.set({ isAuthenticated: true, user })
}

export function endSession() {
  $session.set(SIGNED_OUT)
}

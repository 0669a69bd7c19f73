import { persistentAtom } from '@nanostores/persistent'
import { computed } from 'nanostores'
import type { SessionUser } from '../shared/types.ts'

export interface Session {
  isAuthenticated: boolean
  user: SessionUser | null
  token: string | null
}

const SIGNED_OUT: Session = { isAuthenticated: false, user: null, token: null }

function decode(raw: string): Session {
  try {
    const value = JSON.parse(raw) as Partial<Session>
    return value && typeof value.token === 'string' && value.user ? { isAuthenticated: true, user: value.user, token: value.token } : SIGNED_OUT
  } catch {
    return SIGNED_OUT
  }
}

/** The one session store, under one localStorage key, shared by every island and every tab. */
export const $session = persistentAtom<Session>('auth', SIGNED_OUT, { encode: JSON.stringify, decode })

export const $isSuperadmin = computed($session, (s) => s.user?.role === 'superadmin')

export function startSession(user: SessionUser, token: string) {
  $session.set({ isAuthenticated: true, user, token })
}

export function replaceToken(token: string) {
  const current = $session.get()
  if (current.isAuthenticated) $session.set({ ...current, token })
}

export function endSession() {
  $session.set(SIGNED_OUT)
}

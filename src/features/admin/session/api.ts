import type { Language } from '../../../shared/constants.ts'
import { api } from '../../../lib/api.ts'
import type { LoginInput } from '../../../shared/schemas/login.ts'
import type { SessionUser } from '../../../shared/types.ts'

// The login call (docs/specs/admin-area.md §1).

export interface LoginAnswer {
  user: SessionUser
  /** For API clients; the admin keeps none (its session is the HttpOnly cookie the answer sets). */
  token: string
  message: string
  /** A superadmin requires two-step verification and this account has none yet: it must set it up. */
  twoFactorSetupRequired?: boolean
}
export const login = (input: LoginInput) => api.post('auth/login', { json: input }).json<LoginAnswer>()

/** The language the signed-in user works in: the portal's mail to them is written in it. */
export const saveLanguage = (language: Language) => api.put('auth/language', { json: { language } })

/** Ends this session on the server (its cookie too). */
export const logoutOnServer = () => api.post('auth/logout')

export const requestPasswordReset = (email: string) => api.post('auth/password-reset', { json: { email } }).json<{ message: string }>()

export const confirmPasswordReset = (token: string, password: string) => api.post('auth/password-reset/confirm', { json: { token, password } }).json<{ message: string }>()

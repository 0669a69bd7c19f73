import { api } from '../../../lib/api.ts'
import type { PasswordChangeInput } from '../../../shared/schemas/password.ts'
import type { TwoFactorDisableInput } from '../../../shared/schemas/twoFactor.ts'
import type { SessionUser } from '../../../shared/types.ts'

// The signed-in user's own account: password, sessions (docs/decisions/012-staff-sessions.md) and
// two-step verification (docs/decisions/013-two-factor-and-csp.md).

/** Changes the password; the answer's cookie is this device's new session (every other one ended). */
export const changePassword = (input: PasswordChangeInput) => api.post('auth/password', { json: input }).json<{ user: SessionUser; message: string }>()

/** Ends every session of the user, this one included. */
export const logoutEverywhere = () => api.post('auth/logout-all')

export interface TwoFactorStatus {
  enabled: boolean
  recoveryCodesLeft: number
  /** A superadmin requires it of every staff account. */
  required: boolean
}

export interface TwoFactorSetup {
  secret: string
  otpauthUrl: string
}

export const twoFactorStatus = () => api.get('auth/2fa').json<TwoFactorStatus>()
export const startTwoFactorSetup = () => api.post('auth/2fa/setup').json<TwoFactorSetup>()
export const enableTwoFactor = (code: string) => api.post('auth/2fa/enable', { json: { code } }).json<{ recoveryCodes: string[] }>()
export const disableTwoFactor = (input: TwoFactorDisableInput) => api.post('auth/2fa/disable', { json: input })

/** Superadmin: whether every staff account must have two-step verification. */
export const saveRequireTwoFactor = (requireTwoFactor: boolean) => api.put('admin/security', { json: { requireTwoFactor } }).json<{ requireTwoFactor: boolean }>()

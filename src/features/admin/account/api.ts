import { api } from '../../../lib/api.ts'
import type { PasswordChangeInput } from '../../../shared/schemas/password.ts'
import type { SessionUser } from '../../../shared/types.ts'

// The signed-in user's own account: password and sessions (issue 23).

/** Changes the password; the answer's cookie is this device's new session (every other one ended). */
export const changePassword = (input: PasswordChangeInput) => api.post('auth/password', { json: input }).json<{ user: SessionUser; message: string }>()

/** Ends every session of the user, this one included. */
export const logoutEverywhere = () => api.post('auth/logout-all')

import { api } from '../../../lib/api.ts'
import type { LoginInput } from '../../../shared/schemas/login.ts'
import type { SessionUser } from '../../../shared/types.ts'

// The login call (admin-area.md §1).

export interface LoginAnswer {
  user: SessionUser
  token: string
  message: string
}
export const login = (input: LoginInput) => api.post('auth/login', { json: input }).json<LoginAnswer>()

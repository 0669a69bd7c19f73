import type { RoleName } from '../../shared/domain.ts'

/** Who is calling, as the auth middleware established it from the database (never from the body). */
export interface Actor {
  id: number
  role: RoleName | string
  name: string
  email: string
  phoneNumber: string | null
  /** A second factor is required and this user has none yet: only the account's own auth routes answer. */
  mustSetUpTwoFactor?: boolean
}

export const isSuperadmin = (actor: Actor | null | undefined) => actor?.role === 'superadmin'

import type { RoleName } from '../../shared/domain.ts'

/** Who is calling, as the auth middleware established it from the database (never from the body). */
export interface Actor {
  id: number
  role: RoleName | string
  name: string
  email: string
  phoneNumber: string | null
}

export const isSuperadmin = (actor: Actor | null | undefined) => actor?.role === 'superadmin'
export const isStaff = (actor: Actor | null | undefined) => actor?.role === 'admin' || actor?.role === 'superadmin'

import type { AdvertiserKind, AdvertiserStatus, AgencyRole } from '../../shared/advertisers.ts'
import type { RoleName } from '../../shared/domain.ts'

/** Who is calling, as the auth middleware established it from the database (never from the body). */
export interface Actor {
  id: number
  role: RoleName | string
  name: string
  email: string
  phoneNumber: string | null
  advertiserId: number | null
  advertiserKind: AdvertiserKind | null
  advertiserStatus: AdvertiserStatus | null
  agencyRole: AgencyRole | null
  /** A second factor is required and this user has none yet: only the account's own auth routes answer. */
  mustSetUpTwoFactor?: boolean
}

export const isSuperadmin = (actor: Actor | null | undefined) => actor?.role === 'superadmin'

/** An agency's manager: sees and edits every listing, inquiry and lead of the agency's agents. */
export const isAgencyManager = (actor: Actor) => actor.agencyRole === 'manager' && actor.advertiserId !== null

/**
 * Whether the actor may manage what a user owns: their own, everything for a superadmin, and for an
 * agency's manager everything of the agency's members. `owner` is the owning user's advertiser.
 */
export function managesOwner(actor: Actor, owner: { id: number; advertiserId: number | null }): boolean {
  if (isSuperadmin(actor) || owner.id === actor.id) return true
  return isAgencyManager(actor) && owner.advertiserId === actor.advertiserId
}

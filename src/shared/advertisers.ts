// Who publishes on the portal (issue 27): private owners, agencies with their agents, and the
// independent advertisers that staff created before sign-up existed.

export const ADVERTISER_KINDS = ['agency', 'owner', 'independent'] as const
export type AdvertiserKind = (typeof ADVERTISER_KINDS)[number]

/** The kinds a visitor may sign up as. */
export const SIGNUP_KINDS = ['owner', 'agency'] as const
export type SignupKind = (typeof SIGNUP_KINDS)[number]

export const ADVERTISER_STATUSES = ['pending', 'approved', 'rejected'] as const
export type AdvertiserStatus = (typeof ADVERTISER_STATUSES)[number]

/** A member's place in an agency: its manager sees and edits everything of the agency's. */
export const AGENCY_ROLES = ['manager', 'agent'] as const
export type AgencyRole = (typeof AGENCY_ROLES)[number]

/** What a superadmin checked about an advertiser; the badge names each with its date, never a vague "verified". */
export const VERIFICATION_FACTS = ['email', 'phone', 'licence', 'identity'] as const
export type VerificationFact = (typeof VERIFICATION_FACTS)[number]

/** Open listings a private owner may have at once, unless the server's `OWNER_LISTING_LIMIT` says otherwise. */
export const OWNER_LISTING_LIMIT = 3

/** A sign-up's verification link works this long, once. */
export const VERIFY_EMAIL_HOURS = 24
/** An agency's invitation link works this long, once. */
export const INVITATION_DAYS = 7

/** The public face of whoever stands behind a listing (`Property.advertiser`, the advertiser page). */
export interface PublicAdvertiser {
  kind: AdvertiserKind
  name: string
  slug: string
  logo: string | null
  licence: string | null
  /** Each fact checked, with the day it was checked (YYYY-MM-DD). */
  verified: { fact: VerificationFact; at: string }[]
}

import * as v from 'valibot'
import type { AdvertiserStatus, AgencyRole } from '../advertisers.ts'
import { PHONE_PATTERN, USER_NAME_MIN } from '../constants.ts'
import { fieldsObject, idField, optionalField, optionalText, textField } from './fields.ts'

// An agency's own screen (issue 27): its details, its members and invitations, and handing a
// listing to another member.

const phone = v.pipe(v.string('validation.phone'), v.trim(), v.regex(PHONE_PATTERN, 'validation.phone'))
const email = (message: string) => v.pipe(v.string(message), v.trim(), v.email(message), v.maxLength(254, message))

/** PUT /api/agency: what its manager may change; blank optional fields clear them. */
export const AgencyUpdateSchema = fieldsObject({
  name: textField('validation.agency.name', 2, 120, 'validation.agency.name'),
  phone: optionalField(phone),
  whatsapp: optionalField(phone),
  email: optionalField(email('validation.agency.email')),
  address: optionalText(300),
  countryId: v.pipe(v.string('validation.agency.country'), v.trim(), v.nonEmpty('validation.agency.country'), v.maxLength(20, 'validation.agency.country')),
  licence: optionalText(60),
})
export type AgencyUpdate = v.InferOutput<typeof AgencyUpdateSchema>

/** POST /api/agency/invitations: whom the manager invites as an agent. */
export const InvitationSchema = fieldsObject({
  email: email('validation.user.email'),
  name: textField('validation.user.name', USER_NAME_MIN, 100),
})
export type Invitation = v.InferOutput<typeof InvitationSchema>

/** PUT /api/properties/{id}/owner: the member who takes the listing over. */
export const ListingOwnerSchema = fieldsObject({ userId: idField('validation.agency.member') })

export interface AgencyDetails {
  id: number
  name: string
  slug: string
  logo: string | null
  phone: string | null
  whatsapp: string | null
  email: string | null
  address: string | null
  countryId: string | null
  licence: string | null
  status: AdvertiserStatus
}

export interface AgencyMember {
  id: number
  name: string
  email: string
  phoneNumber: string | null
  agencyRole: AgencyRole
  isActive: boolean
  /** Invited and not joined yet: the invitation can be sent again. */
  invited: boolean
  listings: number
}

/** GET /api/agency. */
export interface AgencyView {
  agency: AgencyDetails
  members: AgencyMember[]
}

/** One member's figures on a manager's dashboard (`perAgent` of GET /api/admin/dashboard-stats). */
export interface AgentStats {
  userId: number
  name: string
  properties: number
  activeProperties: number
  inquiries: number
  unreadInquiries: number
  views: number
}

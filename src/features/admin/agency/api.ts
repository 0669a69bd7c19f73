import { api } from '../../../lib/api.ts'
import type { AdvertiserStatus, AgencyRole } from '../../../shared/advertisers.ts'
import { sendMultipart } from '../shared/api/upload.ts'

// "Mi agencia": the agency's details, logo and members (its manager edits; its agents read).

export interface Agency {
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
  isActive: 0 | 1 | boolean
  /** Invited and not yet signed up through the invitation's link. */
  invited: boolean
  listings: number
}

export interface AgencyAnswer {
  agency: Agency
  members: AgencyMember[]
}

export interface AgencyInput {
  name: string
  phone?: string | null
  whatsapp?: string | null
  email?: string | null
  address?: string | null
  countryId: string
  licence?: string | null
}

export const agency = () => api.get('agency', { cache: 'no-cache' }).json<AgencyAnswer>()
export const saveAgency = (input: AgencyInput) => api.put('agency', { json: input }).json<Agency>()
export function uploadAgencyLogo(file: File) {
  const form = new FormData()
  form.append('logo', file)
  return sendMultipart<Agency>('POST', 'agency/logo', form, () => {})
}
export const removeAgencyLogo = () => api.delete('agency/logo').json<Agency>()
export const inviteMember = (input: { name: string; email: string }) => api.post('agency/invitations', { json: input }).json<AgencyMember>()
export const removeMember = (id: number) => api.delete(`agency/members/${id}`)

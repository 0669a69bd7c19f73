import { api } from '../../../lib/api.ts'
import type { InferInput } from 'valibot'
import type { AgencyDetails, AgencyMember, AgencyUpdateSchema, AgencyView, Invitation } from '../../../shared/schemas/agency.ts'
import { sendMultipart } from '../shared/api/upload.ts'

// "Mi agencia": the agency's details, logo and members (its manager edits; its agents read).

export type Agency = AgencyDetails
export type { AgencyMember }
/** What PUT /api/agency takes: an optional field sent blank (or null) is cleared. */
export type AgencyInput = InferInput<typeof AgencyUpdateSchema>

export const agency = () => api.get('agency', { cache: 'no-cache' }).json<AgencyView>()
export const saveAgency = (input: AgencyInput) => api.put('agency', { json: input }).json<Agency>()
export function uploadAgencyLogo(file: File) {
  const form = new FormData()
  form.append('logo', file)
  return sendMultipart<Agency>('POST', 'agency/logo', form, () => {})
}
export const removeAgencyLogo = () => api.delete('agency/logo').json<Agency>()
export const inviteMember = (input: Invitation) => api.post('agency/invitations', { json: input }).json<AgencyMember>()
export const removeMember = (id: number) => api.delete(`agency/members/${id}`)

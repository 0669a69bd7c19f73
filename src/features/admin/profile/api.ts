import { api } from '../../../lib/api.ts'
import type { AdvertiserKind, AdvertiserStatus, AgencyRole } from '../../../shared/advertisers.ts'
import type { Language } from '../../../shared/constants.ts'
import type { EmailChangeData, ProfileData } from '../../../shared/schemas/profile.ts'
import { sendMultipart } from '../shared/api/upload.ts'

// "Mi perfil": the signed-in user's own name, numbers, language, photo and address.

export interface Profile {
  id: number
  name: string
  email: string
  phoneNumber: string | null
  whatsapp: string | null
  photo: string | null
  language: Language
  advertiser: { id: number; kind: AdvertiserKind; name: string; slug: string; status: AdvertiserStatus } | null
  agencyRole: AgencyRole | null
}

export const profile = () => api.get('auth/profile', { cache: 'no-cache' }).json<Profile>()
export const saveProfile = (input: ProfileData) => api.put('auth/profile', { json: input }).json<Profile>()
export function uploadPhoto(file: File) {
  const form = new FormData()
  form.append('photo', file)
  return sendMultipart<Profile>('POST', 'auth/profile/photo', form, () => {})
}
export const removePhoto = () => api.delete('auth/profile/photo').json<Profile>()
/** Mails a confirmation link to the new address; the address changes only once it is opened. */
export const requestEmailChange = (input: EmailChangeData) => api.post('auth/profile/email', { json: input }).json<{ message: string }>()

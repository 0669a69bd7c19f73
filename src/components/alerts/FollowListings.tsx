import { api } from '../../lib/api.ts'
import { translator, type MessagesFor } from '../../lib/messages.ts'
import { AlertForm, type FormDefences } from './AlertForm.tsx'
import { renderedByReact } from '../../lib/renderedByReact.ts'

/** What the page picks for it (the favourites page hands it its own, which holds these). */
export const FOLLOW_LISTINGS_MESSAGES = ['alerts', 'follow', 'contact.altcha'] as const

interface Props {
  propertyIds: number[]
  messages: MessagesFor<typeof FOLLOW_LISTINGS_MESSAGES>
  /** "…my favourites" on the favourites page, "…changes" on a listing. */
  label?: 'open' | 'openAll'
}

/** Follows listings by email: their price cuts and status changes, once the address confirms. */
export default function FollowListings({ propertyIds, messages, label = 'open' }: Props) {
  const t = translator(messages)
  const send = async (email: string, _frequency: string, defences: FormDefences) =>
    (await api.post('saved-searches/follow', { json: { email, propertyIds, lang: messages.lang, ...defences } }).json<{ message: string }>()).message
  return <AlertForm label={t(`follow.${label}`)} intro={t('follow.intro')} submitLabel={t('follow.submit')} send={send} t={t} />
}

renderedByReact(FollowListings)

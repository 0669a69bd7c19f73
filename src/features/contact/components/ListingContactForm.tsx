import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { Spinner } from './ContactField.tsx'
import { ContactFields } from './ContactFields.tsx'
import { ContactSent } from './ContactSent.tsx'
import { useContactForm } from '../model/useContactForm.ts'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

export const LISTING_CONTACT_FORM_MESSAGES = ['contact', 'property.defaultMessage'] as const

interface Props {
  propertyId: number
  title: string
  /** Who receives the inquiry: the confirmation names them. */
  advertiser: string
  messages: MessagesFor<typeof LISTING_CONTACT_FORM_MESSAGES>
}

/** The inquiry form of a listing, with the detail page's wording (docs/specs/public-site.md §5). */
export default function ListingContactForm({ propertyId, title, advertiser, messages }: Props) {
  const t = translator(messages)
  const hydrated = useHydrated()
  const { errors, sending, onInput, submit, sent, sender, writeAgain } = useContactForm({
    t,
    propertyId: String(propertyId),
    fieldMessages: { name: 'contact.invalidName', email: 'contact.invalidEmail', phone: 'contact.invalidPhone', message: 'contact.shortMessage' },
    sendingKey: 'contact.sending',
    successKey: 'contact.success',
    errorKey: 'contact.error',
  })

  if (sent) {
    const reply = sent.phone ? t('contact.sent.replyPhone', { email: sent.email, phone: sent.phone }) : t('contact.sent.reply', { email: sent.email })
    return <ContactSent t={t} sent={sent} title={t('contact.sent.title')} recipient={t('contact.sent.to', { advertiser, title })} reply={reply} onAnother={writeAgain} />
  }
  return (
    <form noValidate onSubmit={submit} onInput={onInput} className="flex flex-col gap-4" aria-busy={sending}>
      <ContactFields idPrefix="listing" t={t} errors={errors} messageRows={5} defaultMessage={t('property.defaultMessage', { title })} sender={sender} />
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={sending || !hydrated}>
        {sending && <Spinner />}
        {t('contact.submit')}
      </button>
    </form>
  )
}

renderedByReact(ListingContactForm)

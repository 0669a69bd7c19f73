import { translator, type Messages } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { Spinner } from './ContactField.tsx'
import { ContactFields } from './ContactFields.tsx'
import { useContactForm } from '../model/useContactForm.ts'

interface Props {
  propertyId: number
  title: string
  messages: Messages
}

/** The inquiry form of a listing, with the detail page's wording (public-site.md §5). */
export default function ListingContactForm({ propertyId, title, messages }: Props) {
  const t = translator(messages)
  const hydrated = useHydrated()
  const { errors, sending, onInput, submit } = useContactForm({
    t,
    propertyId: String(propertyId),
    fieldMessages: { name: 'contact.invalidName', email: 'contact.invalidEmail', phone: 'validation.phone', message: 'contact.shortMessage' },
    sendingKey: 'contact.sending',
    successKey: 'contact.success',
    errorKey: 'contact.error',
  })

  return (
    <form noValidate onSubmit={submit} onInput={onInput} className="flex flex-col gap-4" aria-busy={sending}>
      <ContactFields idPrefix="listing" t={t} errors={errors} messageRows={5} defaultMessage={t('property.defaultMessage', { title })} />
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={sending || !hydrated}>
        {sending && <Spinner />}
        {t('contact.submit')}
      </button>
    </form>
  )
}

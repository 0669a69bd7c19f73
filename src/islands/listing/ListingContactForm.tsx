import { translator, type Messages } from '../../lib/messages.ts'
import { useHydrated } from '../../lib/useHydrated.ts'
import { ContactField, Spinner } from '../contact/ContactField.tsx'
import { useContactForm, type ContactField as Field } from '../contact/useContactForm.ts'

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
  const describedBy = (field: Field) => (errors[field] ? `listing-${field}-error` : undefined)

  return (
    <form noValidate onSubmit={submit} onInput={onInput} className="flex flex-col gap-4" aria-busy={sending}>
      <ContactField id="listing-name" label={t('contact.name')} error={errors.name}>
        <input id="listing-name" name="name" autoComplete="name" className="field" aria-invalid={Boolean(errors.name)} aria-describedby={describedBy('name')} />
      </ContactField>
      <ContactField id="listing-email" label={t('contact.email')} error={errors.email}>
        <input id="listing-email" name="email" type="email" autoComplete="email" className="field" aria-invalid={Boolean(errors.email)} aria-describedby={describedBy('email')} />
      </ContactField>
      <ContactField id="listing-phone" label={t('contact.phone')} error={errors.phone}>
        <input id="listing-phone" name="phone" type="tel" autoComplete="tel" className="field" aria-invalid={Boolean(errors.phone)} aria-describedby={describedBy('phone')} />
      </ContactField>
      <ContactField id="listing-message" label={t('contact.message')} error={errors.message}>
        <textarea id="listing-message" name="message" rows={5} className="field" defaultValue={t('property.defaultMessage', { title })} aria-invalid={Boolean(errors.message)} aria-describedby={describedBy('message')} />
      </ContactField>
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={sending || !hydrated}>
        {sending && <Spinner />}
        {t('contact.submit')}
      </button>
    </form>
  )
}

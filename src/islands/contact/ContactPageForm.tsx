import { translator, type Messages } from '../../lib/messages.ts'
import { useHydrated } from '../../lib/useHydrated.ts'
import { ContactField, Spinner } from './ContactField.tsx'
import { useContactForm, type ContactField as Field } from './useContactForm.ts'

interface Props {
  messages: Messages
}

/** The form of /contactanos, with the contact page's own wording (public-site.md §5, §8). */
export default function ContactPageForm({ messages }: Props) {
  const t = translator(messages)
  const { errors, sending, onInput, submit } = useContactForm({
    t,
    fieldMessages: { name: 'contactPage.nameError', email: 'contactPage.emailError', phone: 'validation.phone', message: 'contactPage.messageError' },
    sendingKey: 'contact.sending',
    successKey: 'contactPage.success',
    errorKey: 'contactPage.error',
  })
  // Until hydrated a submit would be a plain GET putting the visitor's email in the URL.
  const hydrated = useHydrated()
  const describedBy = (field: Field) => (errors[field] ? `contact-${field}-error` : undefined)

  return (
    <form noValidate onSubmit={submit} onInput={onInput} className="flex flex-col gap-4" aria-busy={sending}>
      <ContactField id="contact-name" label={t('contact.name')} error={errors.name}>
        <input id="contact-name" name="name" autoComplete="name" className="field" aria-invalid={Boolean(errors.name)} aria-describedby={describedBy('name')} />
      </ContactField>
      <ContactField id="contact-email" label={t('contact.email')} error={errors.email}>
        <input id="contact-email" name="email" type="email" autoComplete="email" className="field" aria-invalid={Boolean(errors.email)} aria-describedby={describedBy('email')} />
      </ContactField>
      <ContactField id="contact-phone" label={t('contact.phone')} error={errors.phone}>
        <input id="contact-phone" name="phone" type="tel" autoComplete="tel" className="field" aria-invalid={Boolean(errors.phone)} aria-describedby={describedBy('phone')} />
      </ContactField>
      <ContactField id="contact-message" label={t('contact.message')} error={errors.message}>
        <textarea id="contact-message" name="message" rows={6} className="field" aria-invalid={Boolean(errors.message)} aria-describedby={describedBy('message')} />
      </ContactField>
      <button type="submit" className="btn-primary self-start px-6 py-3 text-base" disabled={sending || !hydrated}>
        {sending && <Spinner />}
        {sending ? t('contactPage.sendingButton') : t('contactPage.submit')}
      </button>
    </form>
  )
}

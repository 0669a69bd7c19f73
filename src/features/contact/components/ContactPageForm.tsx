import { translator, type Messages } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { Spinner } from './ContactField.tsx'
import { ContactFields } from './ContactFields.tsx'
import { useContactForm } from '../model/useContactForm.ts'

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

  return (
    <form noValidate onSubmit={submit} onInput={onInput} className="flex flex-col gap-4" aria-busy={sending}>
      <ContactFields idPrefix="contact" t={t} errors={errors} messageRows={6} />
      <button type="submit" className="btn-primary self-start px-6 py-3 text-base" disabled={sending || !hydrated}>
        {sending && <Spinner />}
        {sending ? t('contactPage.sendingButton') : t('contactPage.submit')}
      </button>
    </form>
  )
}

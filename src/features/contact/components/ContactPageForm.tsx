import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { Spinner } from './ContactField.tsx'
import { ContactFields } from './ContactFields.tsx'
import { ContactSent } from './ContactSent.tsx'
import { useContactForm } from '../model/useContactForm.ts'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

export const CONTACT_PAGE_FORM_MESSAGES = ['contact', 'contactPage'] as const

interface Props {
  messages: MessagesFor<typeof CONTACT_PAGE_FORM_MESSAGES>
}

/** The form of /contactanos, with the contact page's own wording (docs/specs/public-site.md §5, §8). */
export default function ContactPageForm({ messages }: Props) {
  const t = translator(messages)
  const { errors, sending, onInput, submit, sent, sender, writeAgain } = useContactForm({
    t,
    fieldMessages: { name: 'contactPage.nameError', email: 'contactPage.emailError', phone: 'contact.invalidPhone', message: 'contactPage.messageError' },
    sendingKey: 'contact.sending',
    successKey: 'contactPage.success',
    errorKey: 'contactPage.error',
  })
  // Until hydrated a submit would be a plain GET putting the visitor's email in the URL.
  const hydrated = useHydrated()

  if (sent) {
    const reply = sent.phone ? t('contactPage.sent.replyPhone', { email: sent.email, phone: sent.phone }) : t('contactPage.sent.reply', { email: sent.email })
    return <ContactSent t={t} sent={sent} title={t('contactPage.sent.title')} recipient={t('contactPage.sent.to')} reply={reply} onAnother={writeAgain} />
  }
  return (
    <form noValidate onSubmit={submit} onInput={onInput} className="flex flex-col gap-4" aria-busy={sending}>
      <ContactFields idPrefix="contact" t={t} errors={errors} messageRows={6} sender={sender} />
      <button type="submit" className="btn-primary self-start px-6 py-3 text-base" disabled={sending || !hydrated}>
        {sending && <Spinner />}
        {sending ? t('contactPage.sendingButton') : t('contactPage.submit')}
      </button>
    </form>
  )
}

renderedByReact(ContactPageForm)

import { useEffect, useRef } from 'react'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { ContactValues } from '../model/useContactForm.ts'

interface Props {
  t: Translate<KeysOf<'contact.sent'>>
  /** What was sent, as the visitor wrote it. */
  sent: ContactValues
  title: string
  /** To whom it went, in the form's own words. */
  recipient: string
  /** Where the answer will come, in the form's own words. */
  reply: string
  onAnother: () => void
}

/**
 * The lasting confirmation that takes the form's place once an inquiry is sent: what was sent and
 * to whom, and a way to write again (the toast alone vanished with the typed details, issue 22).
 */
export function ContactSent({ t, sent, title, recipient, reply, onAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The button that was pressed is gone: the focus goes to the news, which a screen reader reads.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-green-700/30 bg-green-50 p-4 text-slate-800 dark:border-green-300/30 dark:bg-green-950 dark:text-slate-100" data-contact-sent>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-green-900 outline-none dark:text-green-200">
        {title}
      </h3>
      <p>{recipient}</p>
      <p>{reply}</p>
      <figure>
        <figcaption className="text-sm font-semibold">{t('contact.sent.message')}</figcaption>
        <blockquote className="mt-1 whitespace-pre-line break-words border-l-4 border-green-700/40 pl-3 text-slate-700 dark:text-slate-300">{sent.message}</blockquote>
      </figure>
      <button type="button" className="btn-outline self-start px-5 py-2.5" onClick={onAnother}>
        {t('contact.sent.another')}
      </button>
    </div>
  )
}

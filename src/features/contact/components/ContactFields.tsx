import { useEffect } from 'react'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { useTypedBeforeHydration } from '../../../lib/useTypedBeforeHydration.ts'
import { ContactField } from './ContactField.tsx'
import { HONEYPOT_FIELD } from '../../../shared/constants.ts'
import type { ContactValues, FieldErrors } from '../model/useContactForm.ts'
import { ProofOfWork } from '../../../components/forms/ProofOfWork.tsx'

interface Props {
  /** Keeps ids unique when two forms could share a page (`contact`, `listing`). */
  idPrefix: string
  t: Translate<KeysOf<'contact'>>
  errors: FieldErrors
  messageRows: number
  defaultMessage?: string
  /** Who wrote last time, when the visitor writes again after sending: only the message is new. */
  sender?: Omit<ContactValues, 'message'>
}

/** Name, email, optional phone and message, each with its label and red error (docs/specs/public-site.md §5). */
export function ContactFields({ idPrefix, t, errors, messageRows, defaultMessage, sender }: Props) {
  useTypedBeforeHydration(['name', 'email', 'phone', 'message'].map((field) => `${idPrefix}-${field}`))
  // Writing again starts at the message: who is writing is already filled in.
  useEffect(() => {
    if (sender) document.getElementById(`${idPrefix}-message`)?.focus()
  }, [idPrefix, sender])
  const a11y = (field: keyof FieldErrors) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    className: 'field',
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${idPrefix}-${field}-error` : undefined,
  })
  return (
    <>
      <ContactField id={`${idPrefix}-name`} label={t('contact.name')} error={errors.name}>
        <input {...a11y('name')} autoComplete="name" defaultValue={sender?.name} />
      </ContactField>
      <ContactField id={`${idPrefix}-email`} label={t('contact.email')} error={errors.email}>
        <input {...a11y('email')} type="email" autoComplete="email" defaultValue={sender?.email} />
      </ContactField>
      <ContactField id={`${idPrefix}-phone`} label={t('contact.phone')} error={errors.phone}>
        <input {...a11y('phone')} type="tel" autoComplete="tel" defaultValue={sender?.phone} />
      </ContactField>
      <ContactField id={`${idPrefix}-message`} label={t('contact.message')} error={errors.message}>
        <textarea {...a11y('message')} rows={messageRows} defaultValue={defaultMessage} />
      </ContactField>
      {/* A field no person sees (not shown, not read out): form-filling bots fill it in. */}
      <div style={{ display: 'none' }}>
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <ProofOfWork t={t} />
    </>
  )
}

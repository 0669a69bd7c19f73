import { useState, type InputEvent, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { ensureToastHost } from '../../../lib/toastHost.ts'
import { validate } from '../../../shared/fieldErrors.ts'
import { api, apiError } from '../../../lib/api.ts'
import type { KeysOf, MessageKey, Translate } from '../../../lib/messages.ts'
import { CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN, HONEYPOT_FIELD } from '../../../shared/constants.ts'
import { ContactSchema } from '../../../shared/schemas/contact.ts'
import { proofOfWorkFor, resetProofOfWork } from '../../../components/forms/ProofOfWork.tsx'

type ContactField = 'name' | 'email' | 'phone' | 'message'
export type ContactValues = Record<ContactField, string>
export type FieldErrors = Partial<Record<ContactField, string>>

/** `Key`: the form's own wording of some messages, which its `t` must know besides the contact form's words. */
interface Options<Key extends MessageKey> {
  t: Translate<NoInfer<Key> | KeysOf<'contact'>>
  propertyId?: string
  /** The message key shown under each filled-in field when its check fails (the two forms word them differently). */
  fieldMessages: Record<ContactField, Key>
  sendingKey: Key
  successKey: Key
  errorKey: Key
}

const FIELDS: ContactField[] = ['name', 'email', 'phone', 'message']

/** A required field left empty asks for what is missing rather than calling it invalid (issue 22). */
const EMPTY_MESSAGES: Partial<Record<ContactField, KeysOf<'contact'>>> = { name: 'contact.nameRequired', email: 'contact.emailRequired', message: 'contact.messageRequired' }
const MESSAGE_PARAMS: Partial<Record<ContactField, { min: number }>> = { name: { min: CONTACT_NAME_MIN }, message: { min: CONTACT_MESSAGE_MIN } }

/**
 * Submission of an inquiry form (docs/specs/public-site.md §4, §5): client checks with the shared schema, a
 * 'sending' toast replaced by success or error, the button disabled meanwhile. On success the form
 * gives way to what was sent (`sent`) until the visitor asks to write again (`writeAgain`), with
 * who they are (`sender`) already filled in.
 * The inputs are uncontrolled so that whatever a visitor typed before the island hydrated is kept;
 * the values are read from the form when it is submitted.
 */
export function useContactForm<Key extends MessageKey>({ t, propertyId, fieldMessages, sendingKey, successKey, errorKey }: Options<Key>) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  // The last inquiry sent, and whether the form shows it now or lets the visitor write again.
  const [last, setLast] = useState<ContactValues | null>(null)
  const [showingSent, setShowingSent] = useState(false)

  const check = (values: ContactValues): FieldErrors => {
    const checked = validate(ContactSchema, { ...values, phone: values.phone.trim() || undefined, propertyId })
    // Each form words its field messages its own way (docs/specs/public-site.md §4, §5).
    const fields = checked.errors.map((e) => e.path).filter((path): path is ContactField => path in fieldMessages)
    const messageOf = (field: ContactField) => t((values[field].trim() === '' && EMPTY_MESSAGES[field]) || fieldMessages[field], MESSAGE_PARAMS[field])
    return Object.fromEntries(fields.map((field) => [field, messageOf(field)]))
  }

  const read = (form: HTMLFormElement): ContactValues => {
    const data = new FormData(form)
    return Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as ContactValues
  }

  /** An error clears as soon as its field is fixed; new errors only appear on submit. */
  const onInput = (event: InputEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as ContactField
    if (!errors[field]) return
    const stillWrong = check(read(event.currentTarget))[field]
    setErrors((current) => ({ ...current, [field]: stillWrong }))
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const values = read(form)
    const found = check(values)
    setErrors(found)
    const firstInvalid = FIELDS.find((field) => found[field])
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    setSending(true)
    ensureToastHost()
    const toastId = toast.loading(t(sendingKey))
    try {
      const altcha = await proofOfWorkFor(form)
      if (!altcha) {
        toast.error(t('contact.altcha.failed'), { id: toastId })
        resetProofOfWork(form)
        return
      }
      const phone = values.phone.trim()
      const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? '')
      await api.post('contact', {
        json: {
          name: values.name,
          email: values.email,
          message: values.message,
          ...(phone ? { phone } : {}),
          ...(propertyId ? { propertyId } : {}),
          ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
          altcha,
        },
      })
      toast.success(t(successKey), { id: toastId })
      setErrors({})
      setLast({ ...values, phone })
      setShowingSent(true)
    } catch (error) {
      resetProofOfWork(form)
      const body = await apiError(error)
      if (body?.errors?.length) {
        const serverErrors: FieldErrors = {}
        for (const issue of body.errors) if (issue.path in fieldMessages) serverErrors[issue.path as ContactField] = issue.message
        setErrors(serverErrors)
      }
      // A throttled sender reads the server's own explanation; anything else the spec's text.
      toast.error(body?.status === 429 ? body.message : t(errorKey), { id: toastId })
    } finally {
      setSending(false)
    }
  }

  return { errors, sending, onInput, submit, sent: showingSent ? last : null, sender: last ?? undefined, writeAgain: () => setShowingSent(false) }
}

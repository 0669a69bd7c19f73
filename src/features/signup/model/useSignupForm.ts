import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { proofOfWorkFor, resetProofOfWork } from '../../../components/forms/ProofOfWork.tsx'
import { api, apiError } from '../../../lib/api.ts'
import type { Translate } from '../../../lib/messages.ts'
import { ensureToastHost } from '../../../lib/toastHost.ts'
import { HONEYPOT_FIELD } from '../../../shared/constants.ts'
import { validate } from '../../../shared/fieldErrors.ts'
import { judgePassword, PASSWORD_PROBLEM_KEYS, personalWords } from '../../../shared/passwordPolicy.ts'
import { SignupSchema } from '../../../shared/schemas/signup.ts'

// In the form's order: the first one wrong gets the focus.
export const SIGNUP_FIELDS = ['kind', 'agencyName', 'licence', 'name', 'email', 'phone', 'countryId', 'password'] as const
export type SignupField = (typeof SIGNUP_FIELDS)[number]
export type SignupErrors = Partial<Record<SignupField, string>>

const isField = (path: string): path is SignupField => (SIGNUP_FIELDS as readonly string[]).includes(path)

/** The form's values as the API takes them: an owner sends no agency fields. */
function valuesOf(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: SignupField) => String(data.get(name) ?? '').trim()
  const kind = text('kind')
  const agency = kind === 'agency' ? { agencyName: text('agencyName'), licence: text('licence') } : {}
  return { kind, name: text('name'), email: text('email'), password: String(data.get('password') ?? ''), phone: text('phone'), countryId: text('countryId'), ...agency }
}

/**
 * Submission of the sign-up form (docs/advertisers.md): the shared schema and the password policy
 * checked first, then the proof of work and the honeypot as on the contact form; the server's field
 * errors land under their fields. `sentTo` is the address the verification mail went to.
 */
export function useSignupForm(t: Translate) {
  const [errors, setErrors] = useState<SignupErrors>({})
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const check = async (values: ReturnType<typeof valuesOf>): Promise<SignupErrors> => {
    const found: SignupErrors = {}
    for (const issue of validate(SignupSchema, values).errors) if (isField(issue.path)) found[issue.path] = t(issue.message as never)
    if (!found.password) {
      const { problem } = await judgePassword(values.password, personalWords(values.name, values.email))
      if (problem) found.password = t(PASSWORD_PROBLEM_KEYS[problem] as never)
    }
    return found
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const values = valuesOf(form)
    setSending(true)
    try {
      const found = await check(values)
      setErrors(found)
      const firstInvalid = SIGNUP_FIELDS.find((field) => found[field])
      if (firstInvalid) {
        form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
        return
      }
      ensureToastHost()
      const toastId = toast.loading(t('signup.sending'))
      const altcha = await proofOfWorkFor(form)
      if (!altcha) {
        toast.error(t('contact.altcha.failed'), { id: toastId })
        resetProofOfWork(form)
        return
      }
      const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? '')
      try {
        await api.post('auth/signup', { json: { ...values, altcha, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) } })
        toast.dismiss(toastId)
        setSentTo(values.email)
      } catch (error) {
        resetProofOfWork(form)
        const body = await apiError(error)
        const fromServer: SignupErrors = {}
        for (const issue of body?.errors ?? []) if (isField(issue.path)) fromServer[issue.path] = issue.message
        setErrors(fromServer)
        const firstInvalid = SIGNUP_FIELDS.find((field) => fromServer[field])
        if (firstInvalid) form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
        // A throttled sender reads the server's own explanation; anything else the form's text.
        toast.error(body?.status === 429 ? body.message : t('signup.error'), { id: toastId })
      }
    } finally {
      setSending(false)
    }
  }

  return { errors, sending, submit, sentTo }
}

import { useState, type SubmitEvent } from 'react'
import { proofOfWorkFor, resetProofOfWork } from '../../../components/forms/ProofOfWork.tsx'
import { api, apiError } from '../../../lib/api.ts'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { HONEYPOT_FIELD } from '../../../shared/constants.ts'
import { validate } from '../../../shared/fieldErrors.ts'
import { ReportSchema } from '../../../shared/schemas/report.ts'

/** A message of ReportSchema, which arrives as data (the i18n test checks the schemas' keys exist). */
type SchemaMessage = KeysOf<'validation.report' | 'validation.contact.email' | 'validation.tooLong'>
type Errors = Partial<Record<'reason' | 'email' | 'details' | 'form', string>>

/** The report form's check and post: its field errors, whether it is sending, and the thanks once sent. */
export function useReportForm(propertyId: number, t: Translate<KeysOf<'report' | 'contact.altcha'> | SchemaMessage>) {
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [thanks, setThanks] = useState<string | null>(null)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const data = new FormData(form)
    const values = { reason: String(data.get('reason') ?? ''), details: String(data.get('details') ?? ''), email: String(data.get('email') ?? '') }
    const checked = validate(ReportSchema, values)
    if (checked.errors.length > 0) {
      setErrors(Object.fromEntries(checked.errors.map((e) => [e.path, t(e.message as SchemaMessage)])))
      return
    }
    setErrors({})
    setSending(true)
    try {
      const altcha = await proofOfWorkFor(form)
      if (!altcha) {
        setErrors({ form: t('contact.altcha.failed') })
        return
      }
      const honeypot = String(data.get(HONEYPOT_FIELD) ?? '')
      const answer = await api.post(`properties/${propertyId}/reports`, { json: { ...values, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}), altcha } }).json<{ message: string }>()
      form.reset()
      setThanks(answer.message)
    } catch (error) {
      const body = await apiError(error)
      setErrors({ form: body?.status === 429 || body?.status === 400 ? body.message : t('report.error') })
    } finally {
      resetProofOfWork(form)
      setSending(false)
    }
  }

  return { errors, setErrors, sending, thanks, setThanks, submit }
}

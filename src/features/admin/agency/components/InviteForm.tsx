import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { InvitationSchema } from '../../../../shared/schemas/agency.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { inviteMember, type AgencyMember } from '../api.ts'

type Field = 'name' | 'email'

/** Invites an agent by name and address: the server mails a link valid for a week; they show as invited until they use it. */
export function InviteForm({ onInvited }: { onInvited: (member: AgencyMember) => void }) {
  const { t } = useT()
  const [values, setValues] = useState({ name: '', email: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }))

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(InvitationSchema, values)
    setErrors(errorsByField<Field>(parsed.errors, (message) => t(messageKey(message))))
    if (!parsed.success) return
    const input = parsed.output
    setSending(true)
    try {
      onInvited(await inviteMember(input))
      toast.success(t('agency.invite.sent', { email: input.email }))
      setValues({ name: '', email: '' })
    } catch (caught) {
      const failure = await failureOf(caught)
      setErrors(errorsByField<Field>(failure.errors ?? []))
      if (!failure.errors?.length) toast.error(failure.message || t('agency.invite.error'))
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('agency.invite.name')} autoComplete="off" maxLength={100} required value={values.name} onChange={set('name')} error={errors.name} disabled={sending} />
      <TextField label={t('agency.invite.email')} type="email" autoComplete="off" maxLength={254} required value={values.email} onChange={set('email')} error={errors.email} disabled={sending} />
      <div className="sm:col-span-2">
        <SubmitButton busy={sending} label={t('agency.invite.submit')} busyLabel={t('agency.invite.sending')} />
      </div>
    </form>
  )
}

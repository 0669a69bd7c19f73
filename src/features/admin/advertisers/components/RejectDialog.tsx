import { useId, useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { FieldShell } from '../../shared/ui/fields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { Modal } from '../../shared/ui/Modal.tsx'
import { rejectAdvertiser, type AdminAdvertiser } from '../api.ts'
import { AdvertiserRejectSchema, REJECT_REASON_MAX, REJECT_REASON_MIN } from '../../../../shared/schemas/advertiserReview.ts'
import { validate } from '../../../../shared/fieldErrors.ts'
import { messageKey } from '../../../../shared/translator.ts'

interface Props {
  advertiser: AdminAdvertiser
  open: boolean
  onClose: () => void
  onRejected: () => void
}

/** Rejection needs a reason, which the advertiser is mailed: checked here, and the server's own refusal shown. */
export function RejectDialog({ advertiser, open, onClose, onRejected }: Props) {
  const { t } = useT()
  const titleId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = validate(AdvertiserRejectSchema, { reason })
    if (!parsed.success) {
      setError(t(messageKey(parsed.errors[0].message)))
      return
    }
    setError(undefined)
    setSending(true)
    try {
      await rejectAdvertiser(advertiser.id, parsed.output.reason)
      toast.success(t('advertisers.rejected', { name: advertiser.name }))
      setReason('')
      onRejected()
    } catch (caught) {
      const failure = await failureOf(caught)
      setError(failure.errors?.find((e) => e.path === 'reason')?.message ?? (failure.message || t('advertisers.rejectError')))
    } finally {
      setSending(false)
    }
  }

  const close = () => {
    if (sending) return
    setError(undefined)
    onClose()
  }
  return (
    <Modal open={open} labelledBy={titleId} onCancel={close} wide>
      {open && (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('advertisers.rejectDialog.title', { name: advertiser.name })}
          </h2>
          <FieldShell label={t('advertisers.rejectDialog.reason')} hint={t('advertisers.rejectDialog.hint', { min: REJECT_REASON_MIN, max: REJECT_REASON_MAX })} error={error} required>
            {(aria) => (
              <textarea {...aria} className="field min-h-32" value={reason} maxLength={REJECT_REASON_MAX} required disabled={sending} autoFocus onChange={(event) => setReason(event.target.value)} />
            )}
          </FieldShell>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-outline" onClick={close} disabled={sending}>
              {t('common.cancel')}
            </button>
            <SubmitButton busy={sending} label={t('advertisers.rejectDialog.submit')} className="btn bg-red-700 text-white hover:bg-red-800" />
          </div>
        </form>
      )}
    </Modal>
  )
}

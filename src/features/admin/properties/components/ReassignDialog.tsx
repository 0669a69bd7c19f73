import { useId, useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import type { Property } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { SelectField } from '../../shared/ui/choiceFields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { LoadNote } from '../../shared/ui/LoadError.tsx'
import { Modal } from '../../shared/ui/Modal.tsx'
import { agencyTeam, reassignListing } from '../api.ts'

interface Props {
  /** The listing to hand over; null keeps the dialog closed. */
  listing: Property | null
  onClose: () => void
  onReassigned: (listing: Property) => void
}

/** An agency's manager hands a listing to another member (who has signed up): its inquiries follow it. */
export function ReassignDialog({ listing, onClose, onReassigned }: Props) {
  const titleId = useId()
  const [sending, setSending] = useState(false)
  const close = () => {
    if (!sending) onClose()
  }
  return (
    <Modal open={listing !== null} labelledBy={titleId} onCancel={close}>
      {listing && <ReassignForm key={listing.id} listing={listing} titleId={titleId} sending={sending} setSending={setSending} onClose={close} onReassigned={onReassigned} />}
    </Modal>
  )
}

interface FormProps {
  listing: Property
  titleId: string
  sending: boolean
  setSending: (sending: boolean) => void
  onClose: () => void
  onReassigned: (listing: Property) => void
}

/** The dialog's content, made when it opens: the members are read then, as they are now. */
function ReassignForm({ listing, titleId, sending, setSending, onClose, onReassigned }: FormProps) {
  const { t } = useT()
  const [load] = useLoad(agencyTeam, 'agency-team')
  const [userId, setUserId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const members = load.status === 'ready' ? load.data.filter((m) => !m.invited && m.isActive) : []

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (!userId) {
      setError(t('agency.reassign.choose'))
      return
    }
    setError(undefined)
    setSending(true)
    try {
      const changed = await reassignListing(listing.id, Number(userId))
      toast.success(t('agency.reassign.done', { title: listing.title, name: changed.authorName }))
      setSending(false)
      onReassigned(changed)
    } catch (caught) {
      const failure = await failureOf(caught)
      setError(failure.errors?.[0]?.message ?? (failure.message || t('agency.reassign.error')))
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('agency.reassign.title', { title: listing.title })}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('agency.reassign.current', { name: listing.authorName })}</p>
      {load.status === 'error' && <LoadNote message={t('agency.reassign.loadError')} />}
      <SelectField
        label={t('agency.reassign.member')}
        value={userId}
        onChange={setUserId}
        choices={[
          { value: '', label: load.status === 'loading' ? t('agency.loading') : t('agency.reassign.placeholder') },
          ...members.map((m) => ({ value: String(m.id), label: `${m.name} (${t(`agency.roles.${m.agencyRole}`)})` })),
        ]}
        error={error}
        required
        disabled={sending || load.status !== 'ready'}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onClose} disabled={sending}>
          {t('common.cancel')}
        </button>
        <SubmitButton busy={sending} label={t('agency.reassign.submit')} />
      </div>
    </form>
  )
}

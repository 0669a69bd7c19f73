import { useId, useState, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { formatDate } from '../../../../shared/format.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Badge, type BadgeTone } from '../../shared/ui/Badge.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { approveAdvertiser, type AdminAdvertiser } from '../api.ts'
import { RejectDialog } from './RejectDialog.tsx'
import { VerificationFacts } from './VerificationFacts.tsx'

const STATUS_TONE: Record<AdminAdvertiser['status'], BadgeTone> = { pending: 'amber', approved: 'green', rejected: 'red' }

interface Props {
  advertiser: AdminAdvertiser
  countryName: string
  /** The advertiser as the server now has it (a verification fact recorded or removed). */
  onChange: (changed: AdminAdvertiser) => void
  /** Approved or rejected: it belongs to another tab now. */
  onDecided: () => void
}

/** One advertiser under review: who they are, whom to call, what was checked, and the decision. */
export function AdvertiserCard({ advertiser: a, countryName, onChange, onDecided }: Props) {
  const { t, lang } = useT()
  const titleId = useId()
  const [approving, setApproving] = useState(false)
  const [rejecting, setRejecting] = useState(false)

  async function approve() {
    setApproving(true)
    try {
      await approveAdvertiser(a.id)
      toast.success(t('advertisers.approved', { name: a.name }))
      onDecided()
    } catch (error) {
      const failure = await failureOf(error)
      toast.error(failure.message || t('advertisers.approveError'))
      setApproving(false)
    }
  }

  const fact = (label: string, value: ReactNode) => (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words text-slate-900 dark:text-slate-100">{value || '—'}</dd>
    </div>
  )
  return (
    <article aria-labelledby={titleId} data-testid="advertiser" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="mr-auto text-lg font-semibold text-slate-900 dark:text-white">
          {a.name}
        </h2>
        <Badge tone="blue">{t(`advertisers.kinds.${a.kind}`)}</Badge>
        <Badge tone={STATUS_TONE[a.status]}>{t(`advertisers.statuses.${a.status}`)}</Badge>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {fact(t('advertisers.fields.contact'), a.contact?.name)}
        {fact(t('advertisers.fields.email'), a.contact?.email ?? a.email)}
        {fact(t('advertisers.fields.phone'), a.contact?.phoneNumber ?? a.phone)}
        {fact(t('advertisers.fields.country'), countryName)}
        {fact(t('advertisers.fields.licence'), a.licence)}
        {fact(t('advertisers.fields.createdAt'), formatDate(a.createdAt, lang))}
        {fact(t('advertisers.fields.emailVerified'), <Badge tone={a.emailVerified ? 'green' : 'slate'}>{t(a.emailVerified ? 'advertisers.emailVerifiedYes' : 'advertisers.emailVerifiedNo')}</Badge>)}
        {fact(t('advertisers.fields.listings'), String(a.listings))}
      </dl>
      {a.status === 'rejected' && a.rejectReason && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100">
          <span className="font-semibold">{t('advertisers.fields.rejectReason')}: </span>
          {a.rejectReason}
        </p>
      )}
      <VerificationFacts advertiser={a} onChange={onChange} />
      <div className="mt-4 flex flex-wrap gap-2">
        {a.status !== 'approved' && (
          <button type="button" className="btn-primary" disabled={approving} aria-busy={approving} aria-label={t('advertisers.approveNamed', { name: a.name })} onClick={() => void approve()}>
            {approving && <Spinner />}
            {t('advertisers.approve')}
          </button>
        )}
        {a.status !== 'rejected' && (
          <button type="button" className="btn-outline" aria-label={t('advertisers.rejectNamed', { name: a.name })} onClick={() => setRejecting(true)}>
            {t('advertisers.reject')}
          </button>
        )}
      </div>
      <RejectDialog
        advertiser={a}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onRejected={() => {
          setRejecting(false)
          onDecided()
        }}
      />
    </article>
  )
}

import { useState } from 'react'
import toast from 'react-hot-toast'
import type { OutboxMessage } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Badge, type BadgeTone } from '../../shared/ui/Badge.tsx'
import { retryMail } from '../api.ts'

const STATUS_TONE = { pending: 'amber', sent: 'green', failed: 'red' } as const satisfies Record<string, BadgeTone>

/** One queued mail: who it is for, its state, and the message itself on demand. */
export function MailRow({ mail, onChanged }: { mail: OutboxMessage; onChanged: (mail: OutboxMessage) => void }) {
  const { t, lang } = useT()
  const [busy, setBusy] = useState(false)
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  async function retry() {
    setBusy(true)
    try {
      onChanged(await retryMail(mail.id))
      toast.success(t('mail.retried'))
    } catch (error) {
      toast.error((await failureOf(error)).message || t('mail.retryError'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="mail-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">{mail.subject}</h2>
          <p className="text-sm break-all text-slate-700 dark:text-slate-300">
            {t('mail.to')}: {mail.recipient}
            {mail.replyTo && ` · ${t('mail.replyTo')}: ${mail.replyTo}`}
          </p>
        </div>
        <Badge tone={STATUS_TONE[mail.status]}>{t(`mail.status.${mail.status}`)}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        <div>
          <dt className="inline font-medium">{t('mail.queuedAt')}: </dt>
          <dd className="inline">{date(mail.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('mail.attempts')}: </dt>
          <dd className="inline">{mail.attempts}</dd>
        </div>
        {mail.sentAt && (
          <div>
            <dt className="inline font-medium">{t('mail.sentAt')}: </dt>
            <dd className="inline">{date(mail.sentAt)}</dd>
          </div>
        )}
        {mail.nextAttemptAt && (
          <div>
            <dt className="inline font-medium">{t('mail.nextAttempt')}: </dt>
            <dd className="inline">{date(mail.nextAttemptAt)}</dd>
          </div>
        )}
        {mail.lastError && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">{t('mail.lastError')}: </dt>
            <dd className="inline break-words text-red-800 dark:text-red-300">{mail.lastError}</dd>
          </div>
        )}
      </dl>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-orange-400">{t('mail.showMessage')}</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-100">{mail.text}</pre>
      </details>
      {mail.status === 'failed' && (
        <button type="button" className="btn-outline mt-3" onClick={retry} disabled={busy}>
          {t('mail.retry')}
        </button>
      )}
    </article>
  )
}

import { useState } from 'react'
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { outboxPage } from '../api.ts'
import { MailRow } from './MailRow.tsx'

/**
 * Correo (/admin/correo, superadmin): the mail the portal queued, sent or gave up on, with the
 * message itself. Without SMTP_URL nothing is sent and this is where staff read the mail.
 */
export function MailQueue() {
  const { t } = useT()
  const [status, setStatus] = useState<OutboxStatus | ''>('')
  const [page, setPage] = useState(1)
  const [list, reload, update] = useLoad(() => outboxPage(page, status), `outbox:${status}:${page}`)

  return (
    <section>
      <PageHeader title={t('mail.title')} subtitle={t('mail.subtitle')} />
      <label className="mb-4 flex max-w-xs flex-col gap-1 text-sm font-medium">
        {t('mail.filter')}
        <select
          className="field"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxStatus | '')
            setPage(1)
          }}
        >
          <option value="">{t('mail.all')}</option>
          {OUTBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`mail.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {list.status === 'loading' && (
        <p role="status" aria-busy="true" className="text-slate-700 dark:text-slate-300">
          {t('mail.loading')}
        </p>
      )}
      {list.status === 'error' && <LoadError message={t('mail.loadError')} onRetry={reload} />}
      {list.status === 'ready' && (
        <>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" role="status">
            {t('mail.count', { count: list.data.pagination.total })}
          </p>
          {list.data.data.length === 0 ? (
            <p className="rounded-xl bg-slate-100 p-8 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('mail.empty')}</p>
          ) : (
            <div className="flex flex-col gap-3">
              {list.data.data.map((mail) => (
                <MailRow key={mail.id} mail={mail} onChanged={(changed) => update((data) => ({ ...data, data: data.data.map((m) => (m.id === changed.id ? changed : m)) }))} />
              ))}
            </div>
          )}
          {list.data.pagination.totalPages > 1 && (
            <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('mail.pages')}>
              <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('mail.previous')}
              </button>
              <span className="text-sm">{t('mail.pageOf', { page, total: list.data.pagination.totalPages })}</span>
              <button type="button" className="btn-outline" disabled={page >= list.data.pagination.totalPages} onClick={() => setPage(page + 1)}>
                {t('mail.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  )
}

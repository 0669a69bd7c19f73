import { useState } from 'react'
import toast from 'react-hot-toast'
import type { Inquiry } from '../../../../shared/types.ts'
import { INTL_LOCALE } from '../../../../shared/locale.ts'
import { useStore } from '@nanostores/react'
import { $isSuperadmin } from '../../../../lib/session.ts'
import { eraseVisitor, inboxParams, inquiries, setInquiryRead } from '../api.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { useT } from '../../shared/model/i18n.ts'
import type { ListSpec } from '../../shared/model/listState.ts'
import { useClampedPage, useListState } from '../../shared/model/useListState.ts'
import { ExportButton } from '../../shared/ui/ExportButton.tsx'
import { ListPager } from '../../shared/ui/ListPager.tsx'
import { ListToolbar } from '../../shared/ui/ListToolbar.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { LoadingRows } from '../../shared/ui/LoadingRows.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { useConfirmedDelete } from '../../shared/model/useConfirmedDelete.ts'
import { InquiryDetail } from './InquiryDetail.tsx'

const LIST: ListSpec<'createdAt', 'unread'> = { sorts: ['createdAt'], sort: 'createdAt', order: 'desc', filters: ['unread'] }

/** The inbox (/admin/consultas): the caller's inquiries, newest first, unread highlighted; paged and searched by the server. */
export function InquiriesInbox() {
  const { t, lang } = useT()
  const { state, change, key } = useListState(LIST)
  const unreadOnly = state.filter === 'unread'
  const filter = { search: state.q || undefined, unreadOnly, sortOrder: state.order }
  const [openId, setOpenId] = useState<number | null>(null)
  const [list, reload, update] = useLoad(() => inquiries(state.page, state.size, filter), `inbox${key}`)
  // Erasing a visitor is a superadmin's: the address whose every trace is about to go, asked first.
  const isSuperadmin = useStore($isSuperadmin)
  const erasure = useConfirmedDelete({
    remove: eraseVisitor,
    removed: () => {
      setOpenId(null)
      reload()
    },
    done: (email: string, gone) => t('inquiries.erase.done', { email, inquiries: gone.inquiries, alerts: gone.alerts, mails: gone.mails }),
    failed: () => t('inquiries.erase.error'),
    keepOpenOnError: true,
  })
  useClampedPage(state.page, state.size, list.status === 'ready' ? list.data.pagination.total : undefined, change)

  async function mark(inquiry: Inquiry, isRead: boolean, quiet = false) {
    update((current) => ({ ...current, data: current.data.map((i) => (i.id === inquiry.id ? { ...i, isRead } : i)) }))
    try {
      await setInquiryRead(inquiry.id, isRead)
      if (!quiet) toast.success(t(isRead ? 'inquiries.markedRead' : 'inquiries.markedUnread'))
    } catch {
      update((current) => ({ ...current, data: current.data.map((i) => (i.id === inquiry.id ? { ...i, isRead: inquiry.isRead } : i)) }))
      toast.error(t('inquiries.markError'))
    }
  }

  function open(inquiry: Inquiry) {
    if (openId === inquiry.id) {
      setOpenId(null)
      return
    }
    setOpenId(inquiry.id)
    // Opening an inquiry reads it.
    if (!inquiry.isRead) void mark(inquiry, true, true)
  }

  const data = list.status === 'ready' ? list.data : null
  const dateFormat = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section>
      <PageHeader title={t('inquiries.title')} subtitle={data ? t('inquiries.count', { count: data.pagination.total }) : undefined}>
        <ExportButton path="admin/inquiries/export.csv" searchParams={inboxParams(filter)} />
      </PageHeader>
      <ListToolbar
        state={state}
        change={change}
        filters={{
          label: t('inquiries.filterLabel'),
          choices: [
            { value: undefined, label: t('inquiries.filterAll') },
            { value: 'unread', label: t('inquiries.filterUnread') },
          ],
          onChange: () => setOpenId(null),
        }}
        sorts={[
          { sort: 'createdAt', order: 'desc', label: t('inquiries.sort.newest') },
          { sort: 'createdAt', order: 'asc', label: t('inquiries.sort.oldest') },
        ]}
        search={{ label: t('inquiries.searchLabel'), placeholder: t('inquiries.searchPlaceholder') }}
      />
      {list.status === 'loading' && <LoadingRows tall />}
      {list.status === 'error' && <LoadError message={t('inquiries.loadError')} onRetry={reload} />}
      {data && data.data.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
          {state.q ? t('inquiries.emptySearch', { q: state.q }) : t(unreadOnly ? 'inquiries.emptyUnread' : 'inquiries.empty')}
        </p>
      )}
      {data && data.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {data.data.map((inquiry) => {
            const expanded = openId === inquiry.id
            return (
              <li
                key={inquiry.id}
                data-testid="inquiry"
                data-read={inquiry.isRead}
                className={`rounded-xl border bg-white dark:bg-slate-900 ${inquiry.isRead ? 'border-slate-200 dark:border-slate-800' : 'border-brand-600 border-l-4 dark:border-orange-500'}`}
              >
                <button type="button" aria-expanded={expanded} aria-controls={`inquiry-${inquiry.id}`} onClick={() => open(inquiry)} className="flex w-full flex-col gap-1 p-4 text-left">
                  <span className="flex w-full items-center justify-between gap-3">
                    <span className={`truncate ${inquiry.isRead ? 'font-medium' : 'font-bold'} text-slate-900 dark:text-white`}>
                      {!inquiry.isRead && <span className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-600" aria-hidden="true" />}
                      {inquiry.name}
                    </span>
                    <time dateTime={inquiry.createdAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                      {dateFormat.format(new Date(inquiry.createdAt))}
                    </time>
                  </span>
                  <span className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    {!inquiry.isRead && <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">{t('inquiries.new')}</span>}
                    <span className="truncate">{inquiry.propertyTitle ?? t('inquiries.general')}</span>
                  </span>
                  {!expanded && <span className="line-clamp-1 text-sm text-slate-700 dark:text-slate-300">{inquiry.message}</span>}
                </button>
                {expanded && (
                  <InquiryDetail id={`inquiry-${inquiry.id}`} inquiry={inquiry} onMarkUnread={() => mark(inquiry, false)} onErase={isSuperadmin ? () => erasure.ask(inquiry.email) : undefined} />
                )}
              </li>
            )
          })}
        </ul>
      )}
      {data && data.pagination.total > 0 && (
        <ListPager page={state.page} size={state.size} total={data.pagination.total} label={t('inquiries.pagination')} onPage={(page) => change({ page })} onSize={(size) => change({ size })} />
      )}
      <ConfirmDialog {...erasure.dialog} danger title={t('inquiries.erase.title')} confirmLabel={t('inquiries.erase.confirm')}>
        <p>{t('inquiries.erase.body', { email: erasure.target ?? '' })}</p>
      </ConfirmDialog>
    </section>
  )
}

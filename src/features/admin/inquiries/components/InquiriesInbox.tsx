import { useState } from 'react'
import toast from 'react-hot-toast'
import type { Inquiry } from '../../../../shared/types.ts'
import { INTL_LOCALE } from '../../../../shared/locale.ts'
import { useStore } from '@nanostores/react'
import { $isSuperadmin } from '../../../../lib/session.ts'
import { eraseVisitor, inboxParams, inquiries, setInquiryRead } from '../api.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { useT } from '../../shared/model/i18n.ts'
import type { ListSpec, ListState } from '../../shared/model/listState.ts'
import { usePagedList } from '../../shared/model/usePagedList.ts'
import { ExportButton } from '../../shared/ui/ExportButton.tsx'
import { PagedListPager } from '../../shared/ui/ListPager.tsx'
import { ListToolbar } from '../../shared/ui/ListToolbar.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { LoadingRows } from '../../shared/ui/LoadingRows.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useConfirmedDelete } from '../../shared/model/useConfirmedDelete.ts'
import { InquiryItem } from './InquiryItem.tsx'

const LIST: ListSpec<'createdAt', 'unread'> = { sorts: ['createdAt'], sort: 'createdAt', order: 'desc', filters: ['unread'] }

/** What the server is asked for: the search, unread only or not, the order. */
const filterOf = (state: ListState<'createdAt', 'unread'>) => ({ search: state.q || undefined, unreadOnly: state.filter === 'unread', sortOrder: state.order })

/** The inbox (/admin/consultas): the caller's inquiries, newest first, unread highlighted; paged and searched by the server. */
export function InquiriesInbox() {
  const { t, lang } = useT()
  const paged = usePagedList(LIST, 'inbox', (state) => inquiries(state.page, state.size, filterOf(state)))
  const { state, change, list, reload, replaceRow } = paged
  const unreadOnly = state.filter === 'unread'
  const filter = filterOf(state)
  const [openId, setOpenId] = useState<number | null>(null)
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

  async function mark(inquiry: Inquiry, isRead: boolean, quiet = false) {
    replaceRow({ ...inquiry, isRead })
    try {
      await setInquiryRead(inquiry.id, isRead)
      if (!quiet) toast.success(t(isRead ? 'inquiries.markedRead' : 'inquiries.markedUnread'))
    } catch {
      replaceRow(inquiry)
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
          {data.data.map((inquiry) => (
            <InquiryItem
              key={inquiry.id}
              inquiry={inquiry}
              expanded={openId === inquiry.id}
              date={dateFormat.format(new Date(inquiry.createdAt))}
              onOpen={() => open(inquiry)}
              onMarkUnread={() => mark(inquiry, false)}
              onErase={isSuperadmin ? () => erasure.ask(inquiry.email) : undefined}
            />
          ))}
        </ul>
      )}
      <PagedListPager paged={paged} label={t('inquiries.pagination')} />
      <ConfirmDialog {...erasure.dialog} danger title={t('inquiries.erase.title')} confirmLabel={t('inquiries.erase.confirm')}>
        <p>{t('inquiries.erase.body', { email: erasure.target ?? '' })}</p>
      </ConfirmDialog>
    </section>
  )
}

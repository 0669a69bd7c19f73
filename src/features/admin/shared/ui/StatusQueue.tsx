import { useState, type ReactNode } from 'react'
import type { Paged } from '../../../../shared/types.ts'
import { DEFAULT_PAGE_SIZE, type PageSize } from '../model/listState.ts'
import { useLoad } from '../model/useLoad.ts'
import { useT } from '../model/i18n.ts'
import { ListPager } from './ListPager.tsx'
import { LoadError } from './LoadError.tsx'
import { PageHeader } from './PageHeader.tsx'

/** The dictionary part a queue's texts are under: title, subtitle, filter, all, loading, loadError, empty, pages. */
type TextsOf = 'mail' | 'reports'

interface Props<T extends { id: number }, S extends string> {
  /** Names the loads, so two queues never share one. */
  name: string
  texts: TextsOf
  statuses: readonly S[]
  statusLabel: (status: S) => string
  initialStatus?: S | ''
  load: (page: number, size: PageSize, status: S | '') => Promise<Paged<T>>
  /** One item; `replace` puts its changed version in the list without loading again. */
  renderItem: (item: T, replace: (changed: T) => void) => ReactNode
}

/** A superadmin's work queue (Correo, Reportes): newest first, filtered by status, paged on the server. */
export function StatusQueue<T extends { id: number }, S extends string>({ name, texts: of, statuses, statusLabel, initialStatus = '', load, renderItem }: Props<T, S>) {
  const { t } = useT()
  const texts = {
    title: t(`${of}.title`),
    subtitle: t(`${of}.subtitle`),
    // The status select's label and its "every status" choice.
    filter: t(`${of}.filter`),
    all: t(`${of}.all`),
    loading: t(`${of}.loading`),
    loadError: t(`${of}.loadError`),
    empty: t(`${of}.empty`),
    // The pages' navigation name.
    pages: t(`${of}.pages`),
  }
  const [status, setStatus] = useState<S | ''>(initialStatus)
  const [page, setPage] = useState(1)
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE)
  const [list, reload, update] = useLoad(() => load(page, size, status), `${name}:${status}:${page}:${size}`)
  const replace = (changed: T) => update((data) => ({ ...data, data: data.data.map((item) => (item.id === changed.id ? changed : item)) }))

  return (
    <section>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <label className="mb-4 flex max-w-xs flex-col gap-1 text-sm font-medium">
        {texts.filter}
        <select
          className="field"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as S | '')
            setPage(1)
          }}
        >
          <option value="">{texts.all}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      {list.status === 'loading' && (
        <p role="status" aria-busy="true" className="text-slate-700 dark:text-slate-300">
          {texts.loading}
        </p>
      )}
      {list.status === 'error' && <LoadError message={texts.loadError} onRetry={reload} />}
      {list.status === 'ready' &&
        (list.data.data.length === 0 ? (
          <p className="rounded-xl bg-slate-100 p-8 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300">{texts.empty}</p>
        ) : (
          <>
            <div className="flex flex-col gap-3">{list.data.data.map((item) => renderItem(item, replace))}</div>
            <ListPager
              page={page}
              size={size}
              total={list.data.pagination.total}
              label={texts.pages}
              onPage={setPage}
              onSize={(next) => {
                setSize(next)
                setPage(1)
              }}
            />
          </>
        ))}
    </section>
  )
}

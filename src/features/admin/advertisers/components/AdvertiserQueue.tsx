import { useState } from 'react'
import { ADVERTISER_STATUSES, type AdvertiserStatus } from '../../../../shared/advertisers.ts'
import { countries } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../shared/model/listState.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { ListPager } from '../../shared/ui/ListPager.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { advertisers, type AdminAdvertiser } from '../api.ts'
import { refreshPendingCount } from '../model/pendingCount.ts'
import { AdvertiserCard } from './AdvertiserCard.tsx'

/** "Anunciantes por aprobar" (superadmin): the advertisers by review status, oldest pending first. */
export function AdvertiserQueue() {
  const { t } = useT()
  const [status, setStatus] = useState<AdvertiserStatus>('pending')
  const [page, setPage] = useState(1)
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE)
  const [list, reload, update] = useLoad(() => advertisers(status, page, size), `advertisers:${status}:${page}:${size}`)
  const [countryList] = useLoad(countries, 'countries')
  const countryName = (id: string | null) => (id && countryList.status === 'ready' ? (countryList.data.find((c) => c.id === id)?.name ?? id) : (id ?? ''))

  const replace = (changed: AdminAdvertiser) => update((data) => ({ ...data, data: data.data.map((a) => (a.id === changed.id ? changed : a)) }))
  // A decision moves the advertiser to another tab: the list and the sidebar's count are asked again.
  const decided = () => {
    reload()
    refreshPendingCount()
  }

  return (
    <section>
      <PageHeader title={t('advertisers.title')} subtitle={t('advertisers.subtitle')} />
      <div role="group" aria-label={t('advertisers.filter')} className="mb-4 flex flex-wrap gap-2">
        {ADVERTISER_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={status === s ? 'btn-primary' : 'btn-outline'}
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s)
              setPage(1)
            }}
          >
            {t(`advertisers.tabs.${s}`)}
          </button>
        ))}
      </div>
      {list.status === 'loading' && (
        <p role="status" aria-busy="true" className="text-slate-700 dark:text-slate-300">
          {t('advertisers.loading')}
        </p>
      )}
      {list.status === 'error' && <LoadError message={t('advertisers.loadError')} onRetry={reload} />}
      {list.status === 'ready' &&
        (list.data.data.length === 0 ? (
          <p className="rounded-xl bg-slate-100 p-8 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t(`advertisers.empty.${status}`)}</p>
        ) : (
          <>
            <ul className="flex flex-col gap-4">
              {list.data.data.map((advertiser) => (
                <li key={advertiser.id}>
                  <AdvertiserCard advertiser={advertiser} countryName={countryName(advertiser.countryId)} onChange={replace} onDecided={decided} />
                </li>
              ))}
            </ul>
            <ListPager
              page={page}
              size={size}
              total={list.data.pagination.total}
              label={t('advertisers.pages')}
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

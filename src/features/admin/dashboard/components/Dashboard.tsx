import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { managedProperties, recentLeads } from '../../shared/api/adminApi.ts'
import { dashboardStats, recentInquiries } from '../api.ts'
import { DASHBOARD_RECENT_LIMIT } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { nextSort, type SortState } from '../../shared/model/sorting.ts'
import { $isSuperadmin } from '../../../../lib/session.ts'
import { formatNumber } from '../../../../shared/format.ts'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { LatestInquiries } from './LatestInquiries.tsx'
import { LeadsPanel } from './LeadsPanel.tsx'
import { PerAgentTable } from './PerAgentTable.tsx'
import { ReviewNotice } from './ReviewNotice.tsx'
import { RecentProperties, type RecentSortField } from './RecentProperties.tsx'
import { StatCard } from './StatCard.tsx'

/** Dashboard (docs/specs/admin-area.md §2): five stat cards, recent listings, latest inquiries. */
export function Dashboard() {
  const { t, lang } = useT()
  const isSuperadmin = useStore($isSuperadmin)
  const [sort, setSort] = useState<SortState<RecentSortField>>({ field: 'createdAt', order: 'desc' })
  const [stats, reloadStats] = useLoad(dashboardStats, 'stats')
  const [recent, reloadRecent] = useLoad(
    () => managedProperties(isSuperadmin, { limit: DASHBOARD_RECENT_LIMIT, sortBy: sort.field, sortOrder: sort.order }),
    `${isSuperadmin}:${sort.field}:${sort.order}`,
  )
  const [inquiries] = useLoad(recentInquiries, 'inquiries')
  const [leadsLoad, reloadLeads] = useLoad(recentLeads, 'leads')

  if (stats.status === 'error' || recent.status === 'error') {
    return (
      <section>
        <PageHeader title={t('dashboard.title')} />
        <LoadError
          message={t('dashboard.error')}
          onRetry={() => {
            reloadStats()
            reloadRecent()
          }}
        />
      </section>
    )
  }

  const n = (value: number) => formatNumber(value, lang, 0)
  const data = stats.status === 'ready' ? stats.data : null
  return (
    <section>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <ReviewNotice />
      <ul aria-label={t('dashboard.statsLabel')} aria-busy={!data} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <StatCard label={isSuperadmin ? t('dashboard.stats.allProperties') : t('dashboard.stats.myProperties')} value={data && n(data.properties)} icon="Home" />
        <StatCard
          label={t('dashboard.stats.inquiries')}
          value={data && n(data.inquiries)}
          icon="inbox"
          note={data && data.unreadInquiries > 0 ? t('dashboard.stats.unread', { count: data.unreadInquiries }) : undefined}
        />
        <StatCard label={t('dashboard.stats.views')} value={data && n(data.totalViews)} icon="eye" />
        <StatCard label={t('dashboard.stats.active')} value={data && n(data.activeProperties)} icon="chart" />
        <StatCard label={t('dashboard.stats.inactive')} value={data && n(data.inactiveProperties)} icon="eyeOff" />
      </ul>
      {data?.perAgent && data.perAgent.length > 0 && (
        <div className="mt-8">
          <PerAgentTable agents={data.perAgent} />
        </div>
      )}
      <div className="mt-8">
        <LeadsPanel load={leadsLoad} onRetry={reloadLeads} />
      </div>
      <div className="mt-8 grid gap-8 2xl:grid-cols-3">
        <div className="2xl:col-span-2">
          <RecentProperties load={recent} sort={sort} onSort={(field) => setSort((current) => nextSort(current, field))} showAgent />
        </div>
        <LatestInquiries load={inquiries} />
      </div>
    </section>
  )
}

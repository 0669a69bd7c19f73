import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { useT } from '../../shared/model/i18n.ts'
import { $pendingAdvertisers, refreshPendingCount } from '../model/pendingCount.ts'

/** The sidebar's count beside "Anunciantes por aprobar"; nothing when none wait. */
export function PendingBadge() {
  const { t } = useT()
  const count = useStore($pendingAdvertisers)
  useEffect(refreshPendingCount, [])
  if (!count) return null
  return (
    <span data-testid="pending-advertisers" className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
      {count}
      <span className="sr-only"> {t('advertisers.pendingCount', { count })}</span>
    </span>
  )
}

import type { ListingStatus } from '../../../../shared/constants.ts'
import { useT } from '../model/i18n.ts'
import { Badge, type BadgeTone } from './Badge.tsx'

const TONE: Record<Exclude<ListingStatus, 'available'>, BadgeTone> = { reserved: 'amber', sold: 'red', rented: 'sky' }

/**
 * A listing's availability (Property.status), in the words of the site's badges. Available is the
 * usual case and shows nothing, so that reserved, sold and rented stand out in a list.
 */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useT()
  if (status === 'available') return null
  return (
    <Badge tone={TONE[status]} data-testid="listing-status">
      {t(`listingStatus.${status}`)}
    </Badge>
  )
}

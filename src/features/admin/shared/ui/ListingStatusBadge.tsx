import type { ListingStatus } from '../../../../shared/constants.ts'
import { useT } from '../model/i18n.ts'

const STYLE: Record<Exclude<ListingStatus, 'available'>, string> = {
  reserved: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  sold: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  rented: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
}

/**
 * A listing's availability (Property.status), in the words of the site's badges. Available is the
 * usual case and shows nothing, so that reserved, sold and rented stand out in a list.
 */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useT()
  if (status === 'available') return null
  return (
    <span data-testid="listing-status" className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLE[status]}`}>
      {t(`listingStatus.${status}`)}
    </span>
  )
}

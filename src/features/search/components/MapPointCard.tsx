import { useEffect, useState } from 'react'
import { typeLabel } from '../../../shared/typeLabel.ts'
import { fetchListingsByIds } from '../../../lib/listings.ts'
import { forTypeLabel, type KeysOf, type Translate } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'
import { formatFullPrice, formatPrice } from '../../../shared/format.ts'
import { renditionPath, srcsetFor } from '../../../shared/images.ts'
import { localizePath } from '../../../shared/locale.ts'
import type { MapPoint, Property } from '../../../shared/types.ts'

interface Props {
  point: MapPoint
  lang: Language
  t: Translate<KeysOf<'map.open' | 'map.close' | 'types' | 'monthlyCost.card'>>
  onClose: () => void
}

/** The smallest rendition of an upload (a thumbnail needs no more); another address as it is. */
const thumbnail = (path: string) => (srcsetFor(path) ? renditionPath(path, 400) : path)

/**
 * The card of the marker the visitor pressed: its photo and title (asked for when it is opened, so
 * the map's points stay light), its type and the price the map showed (the one current price), and
 * a link to the listing; with the listing, its monthly cost all-in (issue 28).
 */
export function MapPointCard({ point, lang, t, onClose }: Props) {
  const [listing, setListing] = useState<Pick<Property, 'title' | 'mainImage' | 'monthlyCost'> | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    fetchListingsByIds([point.id], controller.signal)
      .then((found) => setListing(found.data[0] ?? null))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[map] listing', error)
      })
    return () => controller.abort()
  }, [point.id])

  return (
    <div className="absolute inset-x-3 bottom-3 flex gap-3 rounded-xl bg-white p-3 shadow-xl sm:inset-x-auto sm:left-3 sm:w-96 dark:bg-slate-900" data-map-selected>
      <div className="aspect-[3/2] w-28 shrink-0 self-start overflow-hidden rounded-lg bg-slate-200 dark:bg-slate-800">
        {listing?.mainImage && <img src={thumbnail(listing.mainImage)} alt="" width={400} height={267} decoding="async" className="h-full w-full object-cover" data-map-selected-photo />}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-slate-600 dark:text-slate-400">{typeLabel(point.type, forTypeLabel(t))}</p>
        {listing ? (
          <p className="line-clamp-2 text-sm font-semibold text-slate-900 dark:text-white" data-map-selected-title>
            {listing.title}
          </p>
        ) : (
          <span className="mt-1 block h-4 w-4/5 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        )}
        <p className="text-lg font-extrabold text-slate-900 dark:text-white">{formatFullPrice(point.price, point.currency, lang)}</p>
        {listing && listing.monthlyCost !== null && (
          <p className="text-xs text-slate-700 dark:text-slate-300" data-monthly-cost>
            {t('monthlyCost.card', { amount: formatPrice(listing.monthlyCost, point.currency, lang) })}
          </p>
        )}
        <div className="flex items-center justify-between gap-2">
          <a className="text-sm font-semibold text-brand-700 underline dark:text-brand-400" href={localizePath(lang, `/propiedades/${point.id}`)}>
            {t('map.open')}
          </a>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('map.close')}
          </button>
        </div>
      </div>
    </div>
  )
}

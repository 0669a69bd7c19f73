import { Pagination } from '../../../components/Pagination.tsx'
import type { ApproxCurrency } from '../../../components/property/CardPrice.tsx'
import { ListingGrid } from '../../../components/property/ListingGrid.tsx'
import type { CardKey } from '../../../components/property/PropertyCard.tsx'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { useListings } from '../../../lib/useListings.ts'
import { SEARCH_SKELETONS, type Language } from '../../../shared/constants.ts'

interface Props {
  listings: ReturnType<typeof useListings>
  page: number
  approx?: ApproxCurrency
  /** Beside the map the list has room for fewer columns. */
  mapView: boolean
  lang: Language
  t: Translate<CardKey | KeysOf<'properties' | 'pagination'>>
  onPage: (page: number) => void
  hrefOf: (page: number) => string
}

/** The results' cards (skeletons while they load), or why there are none, and the page links. */
export function ResultsList({ listings, page, approx, mapView, lang, t, onPage, hrefOf }: Props) {
  return (
    <div className="mt-4 lg:col-start-1 lg:row-start-1 lg:mt-0">
      {listings.status === 'error' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center font-medium text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {t('properties.error')}
        </p>
      ) : listings.status === 'ready' && listings.data.data.length === 0 ? (
        <p className="rounded-lg bg-slate-100 p-10 text-center text-lg text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('properties.empty')}</p>
      ) : (
        <ListingGrid items={listings.status === 'ready' ? listings.data.data : null} skeletons={SEARCH_SKELETONS} lang={lang} t={t} approx={approx} besideFilters={!mapView} besideMap={mapView} />
      )}
      {listings.status === 'ready' && <Pagination page={page} totalPages={listings.data.pagination.totalPages} onPage={onPage} hrefOf={hrefOf} t={t} />}
    </div>
  )
}

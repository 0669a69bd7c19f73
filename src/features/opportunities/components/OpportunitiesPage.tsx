import { Pagination, scrollToTop } from '../../../components/Pagination.tsx'
import { OPPORTUNITY_SKELETONS, type Language } from '../../../shared/constants.ts'
import { translator, type Messages } from '../../../lib/messages.ts'
import { opportunitiesPageOf, opportunitiesQuery } from '../model/opportunitiesQuery.ts'
import { pushSearch, useUrlSearch } from '../../../lib/urlSearch.ts'
import { ListingGrid } from '../../../components/property/ListingGrid.tsx'
import { useListings } from '../../../lib/useListings.ts'

interface Props {
  lang: Language
  messages: Messages
}

/** /oportunidades: opportunity cards, 12 per page, 'Page X of Y' (public-site.md §2, §4). */
export default function OpportunitiesPage({ lang, messages }: Props) {
  const t = translator(messages)
  const search = useUrlSearch()
  const page = search === null ? null : opportunitiesPageOf(search)

  const listings = useListings(page === null ? null : opportunitiesQuery(page))
  const changePage = (next: number) => {
    pushSearch(next > 1 ? `?page=${next}` : '')
    scrollToTop()
  }

  if (listings.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950">
        <p className="font-semibold text-red-700 dark:text-red-300">{t('opportunities.error')}</p>
        {listings.error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{listings.error}</p>}
      </div>
    )
  }
  if (listings.status === 'ready' && listings.data.data.length === 0) {
    return (
      <div className="rounded-xl bg-slate-100 p-12 text-center dark:bg-slate-900">
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{t('opportunities.emptyTitle')}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('opportunities.emptyText')}</p>
      </div>
    )
  }
  return (
    <div aria-busy={listings.status === 'loading'}>
      {/* The cards are h3s; the list needs its h2 between them and the page's h1. */}
      <h2 className="sr-only">{t('opportunities.listTitle')}</h2>
      <ListingGrid items={listings.status === 'ready' ? listings.data.data : null} skeletons={OPPORTUNITY_SKELETONS} lang={lang} t={t} variant="opportunity" />
      {listings.status === 'ready' && page !== null && <Pagination page={page} totalPages={listings.data.pagination.totalPages} onPage={changePage} t={t} variant="status" />}
    </div>
  )
}

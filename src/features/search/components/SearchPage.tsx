import { useEffect, useMemo, useState } from 'react'
import { Pagination, scrollToTop } from '../../../components/Pagination.tsx'
import { SEARCH_SKELETONS, type Language } from '../../../shared/constants.ts'
import { api } from '../../../lib/api.ts'
import { translator, type Messages } from '../../../lib/messages.ts'
import { apiQuery, DEFAULT_SEARCH, parseSearch, serializeSearch, withFilter, type SearchState } from '../model/searchQuery.ts'
import { pushSearch, replaceSearch, useUrlSearch } from '../../../lib/urlSearch.ts'
import { ListingGrid } from '../../../components/property/ListingGrid.tsx'
import { SearchControls, type TypeOption } from './SearchControls.tsx'
import { useListings } from '../../../lib/useListings.ts'

interface Props {
  lang: Language
  messages: Messages
}

/** /propiedades: filters, results and pagination, all driven by the address (src/lib/searchQuery.ts). */
export default function SearchPage({ lang, messages }: Props) {
  const t = translator(messages)
  // The page is pre-rendered without a query: the address decides once the island runs, and again
  // on every back/forward.
  const search = useUrlSearch()
  const state = useMemo(() => (search === null ? DEFAULT_SEARCH : parseSearch(search)), [search])
  const ready = search !== null
  const [types, setTypes] = useState<TypeOption[]>([])

  useEffect(() => {
    const controller = new AbortController()
    api
      .get('properties/types', { signal: controller.signal })
      .json<TypeOption[]>()
      .then(setTypes)
      // Without types only the 'all' pill remains (public-site.md §4); nothing to tell the visitor.
      .catch((error: unknown) => controller.signal.aborted || console.error('[search] property types failed', error))
    return () => controller.abort()
  }, [])

  const listings = useListings(ready ? apiQuery(state) : null)

  const navigate = (next: SearchState) => pushSearch(serializeSearch(next))
  const changePage = (page: number) => {
    navigate({ ...state, page })
    scrollToTop()
  }

  // A shared link can point past the last page once listings are gone: show the last one instead.
  useEffect(() => {
    if (listings.status !== 'ready') return
    const { totalPages } = listings.data.pagination
    if (listings.data.data.length === 0 && state.page > 1 && state.page > totalPages) replaceSearch(serializeSearch({ ...state, page: totalPages }))
  }, [listings, state])

  const total = listings.status === 'ready' ? listings.data.pagination.total : null
  return (
    <div>
      <SearchControls
        // A new text from the address (back/forward) resets the box to it.
        key={`${state.q}|${ready}`}
        state={state}
        types={types}
        t={t}
        onSearch={(q) => navigate({ ...state, q, page: 1 })}
        onFilter={(key, value) => navigate(withFilter(state, key, value as never))}
        onSort={(sort) => navigate({ ...state, sort, page: 1 })}
      />
      <div className="mt-8" aria-busy={listings.status === 'loading'}>
        <h2 className="mb-6 min-h-8 text-xl font-bold text-slate-900 dark:text-white" aria-live="polite">
          {total === null ? (listings.status === 'loading' ? <span className="sr-only">{t('properties.loading')}</span> : null) : t('properties.results', { count: total })}
        </h2>
        {listings.status === 'error' ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center font-medium text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
            {t('properties.error')}
          </p>
        ) : listings.status === 'ready' && listings.data.data.length === 0 ? (
          <p className="rounded-lg bg-slate-100 p-10 text-center text-lg text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('properties.empty')}</p>
        ) : (
          <ListingGrid items={listings.status === 'ready' ? listings.data.data : null} skeletons={SEARCH_SKELETONS} lang={lang} t={t} />
        )}
        {listings.status === 'ready' && <Pagination page={state.page} totalPages={listings.data.pagination.totalPages} onPage={changePage} t={t} />}
      </div>
    </div>
  )
}

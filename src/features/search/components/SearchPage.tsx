import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react'
import { EditingAlertBar } from '../../../components/alerts/EditingAlertBar.tsx'
import { Pagination } from '../../../components/Pagination.tsx'
import { ListingGrid } from '../../../components/property/ListingGrid.tsx'
import { forSearchWords, translator, type MessagesFor } from '../../../lib/messages.ts'
import { pushSearch, replaceSearch, useUrlSearch } from '../../../lib/urlSearch.ts'
import { useListings } from '../../../lib/useListings.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { SEARCH_SKELETONS, type Language } from '../../../shared/constants.ts'
import { rateTable } from '../../../shared/currency.ts'
import type { SearchOptions } from '../../../shared/siteData.ts'
import type { CurrencyRate, PropertyList } from '../../../shared/types.ts'
import type { CardProperty } from '../../../components/property/cardProperty.ts'
import { chipsOf } from '../../../shared/searchChips.ts'
import { apiQuery, clearedFilters, parseSearch, serializeSearch, withChanges, withFilter, type SearchState } from '../../../shared/searchQuery.ts'
import { DidYouMean } from './DidYouMean.tsx'
import { FilterChips } from './FilterChips.tsx'
import { FilterFields } from './FilterFields.tsx'
import { FilterSheet } from './FilterSheet.tsx'
import { SearchControls } from './SearchControls.tsx'
import { SortSelect } from './SortSelect.tsx'
import { ViewSwitch } from './ViewSwitch.tsx'

function scrollToResults() {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  document.getElementById('results')?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
}

// MapLibre and the map view load only when the visitor asks for the map: the list view stays as light as before.
const SearchMap = lazy(() => import('./SearchMap.tsx'))
/** The map's box before it loads: SearchMap's size, so nothing moves when it comes. */
const MAP_BOX = 'h-[60vh] min-h-80 rounded-xl bg-slate-100 lg:h-[calc(100dvh-8rem)] dark:bg-slate-800'

/** The search's words, its cards', filters' and map's, and the bar of an alert being edited. */
export const SEARCH_PAGE_MESSAGES = [
  'properties',
  'pagination',
  'card',
  'types',
  'countries',
  'listingStatus',
  'filters',
  'alerts.editing',
  'alerts.saveToAlert',
  'alerts.cancelEdit',
  'alerts.backToAlerts',
  'alerts.failed',
  'alerts.sending',
  'map',
  'validation.number',
] as const

interface Props {
  lang: Language
  messages: MessagesFor<typeof SEARCH_PAGE_MESSAGES>
  /** The address's query string the server rendered, and what it found for it (the cards' fields only). */
  initialSearch: string
  initialResult: PropertyList<CardProperty> | null
  options: SearchOptions
  rates: CurrencyRate[]
  /** The page's own path (`/propiedades`, a landing page's), for the page links. */
  basePath: string
  /** Under the results: the alert form, an island of its own (SearchAlert.tsx) that hydrates when seen. */
  children?: ReactNode
}

/**
 * /propiedades: filters, chips, results and pagination, all driven by the address
 * (model/searchQuery.ts). The server renders the first page for the address; the island takes it
 * over without asking again, and asks the API for every later change.
 */
export default function SearchPage({ lang, messages, initialSearch, initialResult, options, rates, basePath, children }: Props) {
  const t = translator(messages)
  // While rendering on the server and hydrating there is no `location`: the server's address.
  const search = useUrlSearch() ?? initialSearch
  const state = useMemo(() => parseSearch(search), [search])
  const initialState = useMemo(() => parseSearch(initialSearch), [initialSearch])
  const listings = useListings(apiQuery(state), initialResult ? { query: apiQuery(initialState), data: initialResult } : undefined)
  const approx = useMemo(() => (state.currency ? { currency: state.currency, rates: rateTable(rates) } : undefined), [state.currency, rates])

  const navigate = (next: SearchState) => pushSearch(serializeSearch(next))
  const change = (changes: Partial<SearchState>) => navigate(withChanges(state, changes))
  // The next page starts where the results do, not above the search and its filters.
  const changePage = (page: number) => {
    navigate({ ...state, page })
    scrollToResults()
  }
  const hrefOf = (page: number) => `${basePath}${serializeSearch({ ...state, page })}`

  // A shared link can point past the last page once listings are gone: show the last one instead.
  useEffect(() => {
    if (listings.status !== 'ready') return
    const { totalPages } = listings.data.pagination
    if (listings.data.data.length === 0 && state.page > 1 && state.page > totalPages) replaceSearch(serializeSearch({ ...state, page: totalPages }))
  }, [listings, state])

  const hydrated = useHydrated()
  const mapView = state.view === 'map'
  const chips = chipsOf(state, options, forSearchWords(t), lang)
  const total = listings.status === 'ready' ? listings.data.pagination.total : null
  return (
    <div>
      <SearchControls
        // A new text from the address (back/forward) resets the box to it.
        key={state.q}
        state={state}
        types={options.types}
        t={t}
        lang={lang}
        onSearch={(q) => navigate({ ...state, q, page: 1 })}
        onFilter={(key, value) => navigate(withFilter(state, key, value as never))}
      />
      <div className="mt-4 md:hidden">
        <FilterSheet state={state} cities={options.cities} t={t} lang={lang} onApply={navigate} />
      </div>
      {/* Filters beside the results on a wide screen, above them on a tablet: the first results are in the first screen. */}
      <div className="mt-5 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside className="hidden md:block" data-filter-row aria-label={t('filters.title')}>
          <FilterFields value={state} onChange={change} cities={options.cities} t={t} lang={lang} idPrefix="filters" commit="blur" />
        </aside>
        <div id="results" className="mt-5 min-w-0 scroll-mt-20 lg:mt-0" aria-busy={listings.status === 'loading'}>
          <EditingAlertBar search={serializeSearch({ ...state, page: 1 })} lang={lang} t={t} />
          <FilterChips chips={chips} t={t} onRemove={(chip) => change(chip.remove)} onClearAll={() => navigate(clearedFilters({ ...state, q: '' }))} />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2" data-results-head>
            <h2 className="min-h-8 text-xl font-bold text-slate-900 dark:text-white" aria-live="polite">
              {total === null ? listings.status === 'loading' ? <span className="sr-only">{t('properties.loading')}</span> : null : t('properties.results', { count: total })}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <SortSelect value={state.sort} t={t} onSort={(sort) => navigate({ ...state, sort, page: 1 })} />
              <ViewSwitch view={state.view} hrefOf={(view) => `${basePath}${serializeSearch({ ...state, view })}`} onChange={(view) => navigate({ ...state, view })} t={t} />
            </div>
          </div>
          {listings.status === 'ready' && listings.data.didYouMean && (
            <DidYouMean suggestion={listings.data.didYouMean} href={`${basePath}${serializeSearch(withChanges(state, { q: listings.data.didYouMean }))}`} onChoose={(q) => change({ q })} t={t} />
          )}
          {/* The map beside the list on a wide screen (the map stays in view while the list scrolls), above it on a phone. */}
          <div className={mapView ? 'lg:mt-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : undefined} data-results-layout={mapView ? 'map' : 'list'}>
            {mapView && (
              <div className="mt-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:mt-0">
                {hydrated ? (
                  <Suspense fallback={<div className={`${MAP_BOX} animate-pulse`} />}>
                    <SearchMap state={state} options={options} lang={lang} t={t} onSearchArea={(bbox) => change({ bbox })} onClearArea={() => change({ bbox: null })} />
                  </Suspense>
                ) : (
                  <div className={MAP_BOX} />
                )}
              </div>
            )}
            <div className="mt-4 lg:col-start-1 lg:row-start-1 lg:mt-0">
              {listings.status === 'error' ? (
                <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center font-medium text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
                  {t('properties.error')}
                </p>
              ) : listings.status === 'ready' && listings.data.data.length === 0 ? (
                <p className="rounded-lg bg-slate-100 p-10 text-center text-lg text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('properties.empty')}</p>
              ) : (
                <ListingGrid
                  items={listings.status === 'ready' ? listings.data.data : null}
                  skeletons={SEARCH_SKELETONS}
                  lang={lang}
                  t={t}
                  approx={approx}
                  besideFilters={!mapView}
                  besideMap={mapView}
                />
              )}
              {listings.status === 'ready' && <Pagination page={state.page} totalPages={listings.data.pagination.totalPages} onPage={changePage} hrefOf={hrefOf} t={t} />}
            </div>
          </div>
          <div className="mt-8">{children}</div>
          {!state.closed && (
            <p className="mt-8 text-center">
              <a
                href={`${basePath}${serializeSearch(withChanges(state, { closed: true }))}`}
                onClick={(event) => {
                  event.preventDefault()
                  change({ closed: true })
                }}
                className="text-sm font-semibold text-brand-700 underline hover:no-underline dark:text-orange-400"
              >
                {t('filters.seeClosed')}
              </a>
            </p>
          )}
        </div>
      </div>
    </div>
  )
}

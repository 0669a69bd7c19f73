import { useMemo, type ReactNode } from 'react'
import { EditingAlertBar } from '../../../components/alerts/EditingAlertBar.tsx'
import type { CardProperty } from '../../../shared/cardProperty.ts'
import { forSearchWords, translator, type MessagesFor } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'
import { chipsOf } from '../../../shared/searchChips.ts'
import { clearedFilters, serializeSearch, withChanges, withFilter, type SearchState } from '../../../shared/searchQuery.ts'
import type { SearchOptions } from '../../../shared/siteData.ts'
import type { CurrencyRate, PropertyList } from '../../../shared/types.ts'
import { useSearch } from '../model/useSearch.ts'
import { DidYouMean } from './DidYouMean.tsx'
import { FilterChips } from './FilterChips.tsx'
import { FilterFields } from './FilterFields.tsx'
import { FilterSheet } from './FilterSheet.tsx'
import { MapPane } from './MapPane.tsx'
import { ResultsHead } from './ResultsHead.tsx'
import { ResultsList } from './ResultsList.tsx'
import { SearchControls } from './SearchControls.tsx'
import { followedInPlace } from '../../../lib/plainClick.ts'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

/** The search's words, its cards', filters' and map's, and the bar of an alert being edited. */
export const SEARCH_PAGE_MESSAGES = [
  'properties',
  'pagination',
  'card',
  'monthlyCost.card',
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
  'facts',
  'amenities',
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
  // One translator while the dictionary stays: the map's markers are made again when it changes.
  const t = useMemo(() => translator(messages), [messages])
  const { state, listings, approx, navigate, change, changePage } = useSearch(initialSearch, initialResult, rates)
  const hrefOf = (next: SearchState) => `${basePath}${serializeSearch(next)}`
  // A page link followed before the island runs (or opened in a new tab) still lands on the results.
  const pageHref = (page: number) => `${hrefOf({ ...state, page })}#results`
  // "Clear all" takes the text too: it is one of the chips.
  const cleared = clearedFilters({ ...state, q: '' })
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
        basePath={basePath}
        onSearch={(q) => navigate((current) => ({ ...current, q, page: 1 }))}
        onFilter={(key, value) => navigate((current) => withFilter(current, key, value as never))}
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
          <FilterChips
            chips={chips}
            t={t}
            removedHref={(chip) => hrefOf(withChanges(state, chip.remove))}
            clearedHref={hrefOf(cleared)}
            onRemove={(chip) => change(chip.remove)}
            onClearAll={() => navigate(cleared)}
          />
          <ResultsHead total={total} loading={listings.status === 'loading'} state={state} hrefOf={hrefOf} navigate={navigate} t={t} />
          {listings.status === 'ready' && listings.data.didYouMean && (
            <DidYouMean suggestion={listings.data.didYouMean} href={hrefOf(withChanges(state, { q: listings.data.didYouMean }))} onChoose={(q) => change({ q })} t={t} />
          )}
          {/* The map beside the list on a wide screen (the map stays in view while the list scrolls), above it on a phone. */}
          <div className={mapView ? 'lg:mt-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : undefined} data-results-layout={mapView ? 'map' : 'list'}>
            {mapView && <MapPane state={state} options={options} lang={lang} t={t} onChange={change} />}
            <ResultsList listings={listings} page={state.page} approx={approx} mapView={mapView} lang={lang} t={t} onPage={changePage} hrefOf={pageHref} />
          </div>
          <div className="mt-8">{children}</div>
          {!state.closed && (
            <p className="mt-8 text-center">
              <a
                href={hrefOf(withChanges(state, { closed: true }))}
                onClick={followedInPlace(() => change({ closed: true }))}
                className="text-sm font-semibold text-brand-700 underline hover:no-underline dark:text-brand-400"
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

renderedByReact(SearchPage)

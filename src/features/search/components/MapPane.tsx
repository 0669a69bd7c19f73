import { lazy, Suspense } from 'react'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import type { Language } from '../../../shared/constants.ts'
import type { SearchState } from '../../../shared/searchQuery.ts'
import type { SearchOptions } from '../../../shared/siteData.ts'

// MapLibre and the map view load only when the visitor asks for the map: the list view stays as light as before.
const SearchMap = lazy(() => import('./SearchMap.tsx'))
/** The map's box before it loads: SearchMap's size, so nothing moves when it comes. */
const MAP_BOX = 'h-[60vh] min-h-80 rounded-xl bg-slate-100 lg:h-[calc(100dvh-8rem)] dark:bg-slate-800'

interface Props {
  state: SearchState
  options: SearchOptions
  lang: Language
  t: Translate<KeysOf<'map' | 'types' | 'monthlyCost.card'>>
  /** The map's area for the list ("Buscar en esta zona"), or none. */
  onChange: (changes: Pick<SearchState, 'bbox'>) => void
}

/** The map view's map: beside the list on a wide screen (in view while the list scrolls), above it on a phone. */
export function MapPane({ state, options, lang, t, onChange }: Props) {
  const hydrated = useHydrated()
  return (
    <div className="mt-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:mt-0">
      {hydrated ? (
        <Suspense fallback={<div className={`${MAP_BOX} animate-pulse`} />}>
          <SearchMap state={state} options={options} lang={lang} t={t} onSearchArea={(bbox) => onChange({ bbox })} onClearArea={() => onChange({ bbox: null })} />
        </Suspense>
      ) : (
        <div className={MAP_BOX} />
      )}
    </div>
  )
}

import { useRef, useState } from 'react'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'
import type { Bbox, SearchState } from '../../../shared/searchQuery.ts'
import type { SearchOptions } from '../../../shared/siteData.ts'
import type { MapPoint, MapPoints } from '../../../shared/types.ts'
import { viewOf } from '../model/mapView.ts'
import { useMapMarkers } from '../model/useMapMarkers.ts'
import { useMapPoints } from '../model/useMapPoints.ts'
import { useMapView } from '../model/useMapView.ts'
import { MapPointCard } from './MapPointCard.tsx'

interface Props {
  state: SearchState
  options: SearchOptions
  lang: Language
  t: Translate<KeysOf<'map' | 'types' | 'monthlyCost.card'>>
  /** "Buscar en esta zona": the list keeps to the map's view. */
  onSearchArea: (bbox: Bbox) => void
  onClearArea: () => void
}

/** Under the map: how many results it shows, and why some are missing. */
function countText(points: MapPoints | null, t: Translate<KeysOf<'map'>>) {
  if (!points) return t('map.loading')
  if (points.total === 0) return t('map.unplaced')
  if (points.truncated) return t('map.truncated', { shown: points.data.length, total: points.total })
  return t('map.count', { count: points.total })
}

/**
 * The search's results on a map (`?view=map`), loaded only when asked for: prices as markers,
 * grouped into counts where they crowd; every filter applies; after panning, "Buscar en esta zona"
 * keeps the list to the view. Markers are buttons, so the map is usable from the keyboard (MapLibre
 * pans and zooms with the arrow and +/- keys once the map has focus).
 */
export default function SearchMap({ state, options, lang, t, onSearchArea, onClearArea }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState<MapPoint | null>(null)
  const { map, library, failed, view, moved, setMoved, fittedRef } = useMapView(container, state, options)
  const points = useMapPoints(map, view, state, fittedRef)
  useMapMarkers(map, library, points, lang, t, setSelected)

  const searchArea = () => {
    if (!map) return
    setMoved(false)
    onSearchArea(viewOf(map))
  }

  if (failed) return <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('map.failed')}</p>
  return (
    <div className="flex flex-col gap-2" data-search-map data-state={map ? 'ready' : 'loading'}>
      <div className="relative">
        <div
          ref={container}
          role="region"
          aria-label={t('map.searchLabel')}
          className="h-[60vh] min-h-80 w-full overflow-hidden lg:h-[calc(100dvh-8rem)] rounded-xl border border-slate-200 bg-sky-100 dark:border-slate-700"
        />
        <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center gap-2 px-12">
          {moved && (
            <button type="button" className="btn-primary pointer-events-auto shadow-lg" onClick={searchArea}>
              {t('map.searchArea')}
            </button>
          )}
          {state.bbox && (
            <button type="button" className="btn-outline pointer-events-auto bg-white shadow-lg dark:bg-slate-900" onClick={onClearArea}>
              {t('map.clearArea')}
            </button>
          )}
        </div>
        {selected && <MapPointCard key={selected.id} point={selected} lang={lang} t={t} onClose={() => setSelected(null)} />}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-map-count>
        {countText(points, t)}
      </p>
    </div>
  )
}

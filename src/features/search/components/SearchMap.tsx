import type { Map as MapLibreMap, Marker } from 'maplibre-gl'
import { useEffect, useMemo, useRef, useState } from 'react'
import Supercluster, { type ClusterProperties, type PointFeature as ClusterPoint } from 'supercluster'
import { typeLabel } from '../../../shared/typeLabel.ts'
import { api } from '../../../lib/api.ts'
import { useMap } from '../../../lib/map/useMap.ts'
import { forTypeLabel, type KeysOf, type Translate } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'
import { formatFullPrice, formatPrice } from '../../../shared/format.ts'
import { apiQuery, bboxText, type Bbox, type SearchState } from '../../../shared/searchQuery.ts'
import type { SearchOptions } from '../../../shared/siteData.ts'
import type { MapPoint, MapPoints } from '../../../shared/types.ts'
import { MapPointCard } from './MapPointCard.tsx'

interface Props {
  state: SearchState
  options: SearchOptions
  lang: Language
  t: Translate<KeysOf<'map' | 'types'>>
  /** "Buscar en esta zona": the list keeps to the map's view. */
  onSearchArea: (bbox: Bbox) => void
  onClearArea: () => void
}

/** The portal's four countries: the first view when nothing narrower is known. */
const REGION: Bbox = [-82, -34, -34, 13]

/** The map's view as an area the API accepts (a view wider than the world is the world). */
function viewOf(map: MapLibreMap): Bbox {
  const b = map.getBounds()
  const west = Math.max(-180, b.getWest())
  const east = Math.min(180, b.getEast())
  const south = Math.max(-90, b.getSouth())
  const north = Math.min(90, b.getNorth())
  return west < east && south < north ? [west, south, east, north] : [-180, -90, 180, 90]
}

type PointFeature = ClusterPoint<{ point: MapPoint }>

/**
 * The search's results on a map (`?view=map`), loaded only when asked for: prices as markers,
 * grouped into counts where they crowd; every filter applies; after panning, "Buscar en esta zona"
 * keeps the list to the view. Markers are buttons, so the map is usable from the keyboard (MapLibre
 * pans and zooms with the arrow and +/- keys once the map has focus).
 */
export default function SearchMap({ state, options, lang, t, onSearchArea, onClearArea }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const markers = useRef(new Map<string, Marker>())
  const [view, setView] = useState<Bbox | null>(null)
  const [moved, setMoved] = useState(false)
  const [points, setPoints] = useState<MapPoints | null>(null)
  const [selected, setSelected] = useState<MapPoint | null>(null)
  // Whether the view already shows what was asked for; until then the points are asked for everywhere.
  const fitted = useRef(false)

  // The filters without the list's own area, page and order: what the map shows around the view.
  const filters = useMemo(() => {
    const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, bbox: _bbox, ...rest } = apiQuery({ ...state, bbox: null })
    return rest
  }, [state])
  const filterKey = JSON.stringify(filters)

  // The first view: the address's area, else its city, else the whole region until the points come.
  // Later changes of the address do not move the map under the visitor.
  const { map, library, failed } = useMap(
    container,
    () => {
      const city = options.cities.find((c) => c.id === state.city)
      fitted.current = Boolean(state.bbox) || (city?.latitude != null && city.longitude != null)
      if (state.bbox) return { bounds: state.bbox }
      if (city?.latitude != null && city.longitude != null) return { center: [city.longitude, city.latitude], zoom: 11 }
      return { bounds: REGION }
    },
    (created) => {
      // A plain attribute rather than state: set in the same task as the move, so a test (or a
      // script) that started a move can wait for its end.
      const box = created.getContainer()
      box.dataset.moving = 'false'
      created.on('movestart', () => (box.dataset.moving = 'true'))
      created.on('moveend', (event) => {
        box.dataset.moving = 'false'
        setView(viewOf(created))
        if ((event as { originalEvent?: unknown }).originalEvent) setMoved(true)
      })
      created.once('load', () => setView(viewOf(created)))
    },
  )

  // The points for the filters: everywhere until the map has found them, then around the view.
  useEffect(() => {
    if (!map || !view) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const searchParams = { ...filters, ...(fitted.current ? { bbox: bboxText(view) } : {}) }
      api
        .get('properties/map', { searchParams, signal: controller.signal })
        .json<MapPoints>()
        .then(setPoints)
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error('[map] points', error)
        })
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // `filterKey` stands for `filters`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, view, filterKey])

  // The first answer without an area shows where the results are.
  useEffect(() => {
    if (!map || !points || fitted.current) return
    fitted.current = true
    if (points.data.length === 0) return
    const lngs = points.data.map((p) => p.lng)
    const lats = points.data.map((p) => p.lat)
    map.fitBounds([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)], { padding: 48, maxZoom: 14, duration: 0 })
  }, [map, points])

  const index = useMemo(() => {
    const cluster = new Supercluster<{ point: MapPoint }>({ radius: 56, maxZoom: 17 })
    const features: PointFeature[] = (points?.data ?? []).map((point) => ({ type: 'Feature', properties: { point }, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } }))
    return cluster.load(features)
  }, [points])

  // Markers: counts where points crowd, prices where they do not; redrawn as the map moves.
  useEffect(() => {
    if (!map || !library) return
    const draw = () => {
      const [west, south, east, north] = viewOf(map)
      const clusters = index.getClusters([west, south, east, north], Math.floor(map.getZoom()))
      const wanted = new Set<string>()
      for (const feature of clusters) {
        const [lng, lat] = feature.geometry.coordinates
        const props = feature.properties as Partial<ClusterProperties> & { point?: MapPoint }
        const key = props.cluster ? `c${props.cluster_id}` : `p${props.point!.id}`
        wanted.add(key)
        if (markers.current.has(key)) continue
        const button = document.createElement('button')
        button.type = 'button'
        if (props.cluster) {
          const count = props.point_count ?? 0
          button.className =
            'grid h-10 min-w-10 place-items-center rounded-full bg-brand-700 px-2 text-sm font-bold text-white shadow-lg ring-4 ring-white/70 focus:outline-none focus-visible:ring-slate-900'
          button.textContent = String(count)
          button.setAttribute('aria-label', t('map.cluster', { count }))
          button.dataset.mapCluster = String(count)
          const id = props.cluster_id!
          button.addEventListener('click', () => map.easeTo({ center: [lng, lat], zoom: Math.min(index.getClusterExpansionZoom(id), 18) }))
        } else {
          const point = props.point!
          button.className =
            'rounded-full bg-white px-2 py-1 text-xs font-bold text-slate-900 shadow-md ring-1 ring-slate-300 hover:bg-brand-700 hover:text-white focus:outline-none focus-visible:ring-4 focus-visible:ring-slate-900'
          button.textContent = formatPrice(point.price, point.currency, lang)
          button.setAttribute('aria-label', t('map.point', { type: typeLabel(point.type, forTypeLabel(t)), price: formatFullPrice(point.price, point.currency, lang) }))
          button.dataset.mapPoint = String(point.id)
          button.addEventListener('click', () => setSelected(point))
        }
        markers.current.set(key, new library.Marker({ element: button }).setLngLat([lng, lat]).addTo(map))
      }
      for (const [key, marker] of markers.current) {
        if (wanted.has(key)) continue
        marker.remove()
        markers.current.delete(key)
      }
    }
    // A new set of points renames every cluster.
    for (const marker of markers.current.values()) marker.remove()
    markers.current.clear()
    draw()
    map.on('moveend', draw)
    return () => {
      map.off('moveend', draw)
    }
  }, [map, library, index, lang, t])

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
        {!points
          ? t('map.loading')
          : points.total === 0
            ? t('map.unplaced')
            : points.truncated
              ? t('map.truncated', { shown: points.data.length, total: points.total })
              : t('map.count', { count: points.total })}
      </p>
    </div>
  )
}

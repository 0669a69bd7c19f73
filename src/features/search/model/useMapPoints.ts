import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useMemo, useState, type RefObject } from 'react'
import { api } from '../../../lib/api.ts'
import { bboxText, type Bbox, type SearchState } from '../../../shared/searchQuery.ts'
import type { MapPoints } from '../../../shared/types.ts'
import { mapFilters } from './mapView.ts'

/**
 * The points for the filters: everywhere until the map has found them (`fittedRef`), then around the
 * view. The first answer without an area moves the map to where the results are.
 */
export function useMapPoints(map: MapLibreMap | null, view: Bbox | null, state: SearchState, fittedRef: RefObject<boolean>) {
  const [points, setPoints] = useState<MapPoints | null>(null)
  const filters = useMemo(() => mapFilters(state), [state])
  const filterKey = JSON.stringify(filters)

  useEffect(() => {
    if (!map || !view) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const searchParams = { ...filters, ...(fittedRef.current ? { bbox: bboxText(view) } : {}) }
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

  useEffect(() => {
    if (!map || !points || fittedRef.current) return
    fittedRef.current = true
    if (points.data.length === 0) return
    const lngs = points.data.map((p) => p.lng)
    const lats = points.data.map((p) => p.lat)
    map.fitBounds([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)], { padding: 48, maxZoom: 14, duration: 0 })
  }, [map, points, fittedRef])

  return points
}

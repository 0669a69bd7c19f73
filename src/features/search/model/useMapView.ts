import { useRef, useState, type RefObject } from 'react'
import { useMap } from '../../../lib/map/useMap.ts'
import type { Bbox, SearchState } from '../../../shared/searchQuery.ts'
import type { SearchOptions } from '../../../shared/siteData.ts'
import { REGION, viewOf } from './mapView.ts'

/**
 * The search map in `container` and what it shows: its view after each move, and whether the
 * visitor moved it (which offers "Buscar en esta zona").
 */
export function useMapView(container: RefObject<HTMLDivElement | null>, state: SearchState, options: SearchOptions) {
  const [view, setView] = useState<Bbox | null>(null)
  const [moved, setMoved] = useState(false)
  // Whether the view already shows what was asked for; until then the points are asked for everywhere.
  const fittedRef = useRef(false)

  // The first view: the address's area, else its city, else the whole region until the points come.
  // Later changes of the address do not move the map under the visitor.
  const { map, library, failed } = useMap(
    container,
    () => {
      const city = options.cities.find((c) => c.id === state.city)
      fittedRef.current = Boolean(state.bbox) || (city?.latitude != null && city.longitude != null)
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
  return { map, library, failed, view, moved, setMoved, fittedRef }
}

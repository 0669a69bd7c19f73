import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { canDrawMaps, loadMapLibre, loadMapStyle, type MapLibre } from './loadMap.ts'
import { showPlaceLabels } from './placeLabels.ts'

type CameraOptions = Omit<MapOptions, 'container' | 'style'>

/**
 * A MapLibre map in `container`, made once when the component mounts: the library and the style are
 * loaded then (never before a map is shown), zoom buttons and the shipped basemap's place names added,
 * and `setup` run on the new map.
 * `failed` is true where the browser cannot draw maps (no WebGL) or the style cannot be loaded.
 * The options and `setup` of the first render are the ones used.
 */
export function useMap(container: RefObject<HTMLDivElement | null>, options: (library: MapLibre) => CameraOptions, setup?: (map: MapLibreMap, library: MapLibre) => void) {
  const [ready, setReady] = useState<{ map: MapLibreMap; library: MapLibre } | null>(null)
  const [failed, setFailed] = useState(false)
  const first = useRef({ options, setup })

  useEffect(() => {
    let created: MapLibreMap | undefined
    let hideLabels: (() => void) | undefined
    let cancelled = false
    void (async () => {
      try {
        if (!canDrawMaps()) throw new Error('no WebGL')
        const [library, { style, placesUrl }] = await Promise.all([loadMapLibre(), loadMapStyle()])
        if (cancelled || !container.current) return
        const map = new library.Map({ container: container.current, style, attributionControl: { compact: true }, ...first.current.options(library) })
        created = map
        map.addControl(new library.NavigationControl({ showCompass: false }))
        if (placesUrl) hideLabels = showPlaceLabels(map, placesUrl)
        first.current.setup?.(map, library)
        map.once('load', () => !cancelled && setReady({ map, library }))
      } catch (error) {
        console.error('[map]', error)
        if (!cancelled) setFailed(true)
      }
    })()
    return () => {
      cancelled = true
      hideLabels?.()
      created?.remove()
    }
  }, [container])

  return { map: ready?.map ?? null, library: ready?.library ?? null, failed }
}

import type { Map as MapLibreMap } from 'maplibre-gl'
import type { Place } from './placeSelection.ts'
import { placesInView, type LabelSize, type PlacedLabel } from './placesInView.ts'

/** The place list, fetched once per page however many maps it shows. */
const lists = new Map<string, Promise<Place[]>>()

function placesAt(url: string): Promise<Place[]> {
  let list = lists.get(url)
  if (!list) {
    list = fetch(url).then((res) => (res.ok ? (res.json() as Promise<Place[]>) : Promise.reject(new Error(`places: HTTP ${res.status}`))))
    list.catch(() => lists.delete(url))
    lists.set(url, list)
  }
  return list
}

// Dark text with a light halo reads on the land and the sea alike; the basemap has no dark theme.
const FONT: Record<LabelSize, string> = { large: '700 15px/1.2', medium: '600 13px/1.2', small: '500 12px/1.2' }
const HALO = '0 0 2px #fff, 0 0 2px #fff, 0 0 4px #fff'

/**
 * Place names over the map as HTML, since the shipped basemap has no fonts for MapLibre's symbol
 * layers (docs/decisions/011-map-place-labels.md). The names for the view are chosen when the map
 * stops moving (placesInView: bounded, big places first, none overlapping) and follow it while it
 * moves. They sit below the map's markers and let every press through to the map. Returns the
 * function that removes them.
 */
export function showPlaceLabels(map: MapLibreMap, url: string): () => void {
  const layer = document.createElement('div')
  layer.setAttribute('aria-hidden', 'true')
  layer.dataset.mapPlaces = ''
  Object.assign(layer.style, { position: 'absolute', inset: '0', overflow: 'hidden', pointerEvents: 'none' })
  // Right after the canvas: the markers MapLibre appends later are drawn above the names.
  const canvas = map.getCanvas()
  canvas.after(layer)

  let places: Place[] = []
  let shown: { label: PlacedLabel; element: HTMLElement }[] = []
  let stopped = false

  const position = () => {
    for (const { label, element } of shown) {
      const { x, y } = map.project([label.lng, label.lat])
      element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) translate(-50%, -50%)`
    }
  }

  const choose = () => {
    const { clientWidth: width, clientHeight: height } = map.getContainer()
    const wanted = placesInView(places, map.getZoom(), (lng, lat) => map.project([lng, lat]), width, height)
    const kept = new Map(shown.map((s) => [s.label.index, s]))
    shown = wanted.map((label) => kept.get(label.index) ?? { label, element: labelElement(label) })
    layer.replaceChildren(...shown.map((s) => s.element))
    position()
  }

  map.on('move', position)
  map.on('moveend', choose)
  map.on('resize', choose)
  placesAt(url)
    .then((list) => {
      if (stopped) return
      places = list
      choose()
    })
    .catch((error: unknown) => console.error('[map] places', error))

  return () => {
    stopped = true
    map.off('move', position)
    map.off('moveend', choose)
    map.off('resize', choose)
    layer.remove()
  }
}

function labelElement(label: PlacedLabel): HTMLElement {
  const element = document.createElement('span')
  element.textContent = label.name
  element.dataset.mapPlace = label.name
  Object.assign(element.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    whiteSpace: 'nowrap',
    font: `${FONT[label.size]} ui-sans-serif, system-ui, sans-serif`,
    color: label.size === 'small' ? '#475569' : '#1e293b',
    textShadow: HALO,
  })
  return element
}

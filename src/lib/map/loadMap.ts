import type { StyleSpecification } from 'maplibre-gl'
import { BASEMAP_STYLE_PATH, PLACES_METADATA_KEY } from './basemap.ts'

/**
 * MapLibre, its worker and its stylesheet, fetched the first time a map is shown: pages without a
 * map, and the search's list view, never load them.
 */
export async function loadMapLibre() {
  const [maplibre, worker, css] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'), import('maplibre-gl/dist/maplibre-gl.css?url')])
  maplibre.setWorkerUrl(new URL(worker.default, location.href).href)
  await stylesheet(css.default)
  return maplibre
}

/**
 * MapLibre's stylesheet, linked on demand: imported as CSS, Astro would link it from every page
 * whose islands might one day load a map.
 */
function stylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[data-maplibre-css]`)) return Promise.resolve()
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
  link.dataset.maplibreCss = ''
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve()
    link.onerror = () => resolve()
  })
  document.head.append(link)
  return loaded
}

export type MapLibre = Awaited<ReturnType<typeof loadMapLibre>>

/**
 * The map's style: the one `MAP_STYLE_URL` names (the server redirects there), or the basemap shipped
 * with the site. Its sources' relative addresses are made absolute: MapLibre's worker would resolve
 * them against itself. `placesUrl` is the shipped basemap's list of place names (null for another style).
 */
export async function loadMapStyle(): Promise<{ style: StyleSpecification; placesUrl: string | null }> {
  const res = await fetch(BASEMAP_STYLE_PATH)
  if (!res.ok) throw new Error(`map style: HTTP ${res.status}`)
  const style = (await res.json()) as StyleSpecification
  for (const source of Object.values(style.sources)) {
    if ('data' in source && typeof source.data === 'string') source.data = new URL(source.data, res.url).href
  }
  const places = (style.metadata as Record<string, unknown> | undefined)?.[PLACES_METADATA_KEY]
  return { style, placesUrl: typeof places === 'string' ? new URL(places, res.url).href : null }
}

/** Whether this browser can draw a map at all (MapLibre needs WebGL). */
export function canDrawMaps(): boolean {
  const canvas = document.createElement('canvas')
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
}

/** A circle of `radiusM` metres around a point, as a GeoJSON polygon (64 sides). */
export function circlePolygon(lat: number, lng: number, radiusM: number): GeoJSON.Feature<GeoJSON.Polygon> {
  const ring: [number, number][] = []
  for (let i = 0; i <= 64; i++) {
    const angle = (i / 64) * 2 * Math.PI
    ring.push([lng + (radiusM * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180)), lat + (radiusM * Math.cos(angle)) / 111_320])
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }
}

import type { StyleSpecification } from 'maplibre-gl'

/** Where the shipped basemap and its style are served (prerendered, src/pages/map/). */
export const BASEMAP_STYLE_PATH = '/map/style.json'
export const BASEMAP_DATA_PATH = '/map/countries.json'
export const BASEMAP_PLACES_PATH = '/map/places.json'
/** The style's metadata key naming its place list: a style from MAP_STYLE_URL has none (it draws its own names). */
export const PLACES_METADATA_KEY = 'inmobiliaria:places'

/**
 * The map style used when `MAP_STYLE_URL` is not set: the countries and coastlines of Natural
 * Earth (packaged by world-atlas) as one GeoJSON source, with no symbol layers, so it needs no fonts,
 * no tiles and no network beyond the site itself. Place names (GeoNames) are drawn over it as HTML
 * (placeLabels.ts) from the list its metadata names.
 */
export function basemapStyle(dataUrl: string, placesUrl: string): StyleSpecification {
  return {
    version: 8,
    name: 'Inmobiliaria basemap',
    metadata: { [PLACES_METADATA_KEY]: placesUrl },
    sources: { countries: { type: 'geojson', data: dataUrl, attribution: 'Natural Earth · GeoNames' } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#b9d3e6' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f3efe7' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#8a96a3', 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 10, 1.5] } },
    ],
  }
}

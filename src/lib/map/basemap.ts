import type { StyleSpecification } from 'maplibre-gl'

/** Where the shipped basemap and its style are served (prerendered, src/pages/map/). */
export const BASEMAP_STYLE_PATH = '/map/style.json'
export const BASEMAP_DATA_PATH = '/map/countries.json'

/**
 * The map style used when `MAP_STYLE_URL` is not set: the countries and coastlines of Natural
 * Earth (packaged by world-atlas) as one GeoJSON source, with no labels, so it needs no fonts,
 * no tiles and no network beyond the site itself.
 */
export function basemapStyle(dataUrl: string): StyleSpecification {
  return {
    version: 8,
    name: 'Inmobiliaria basemap',
    sources: { countries: { type: 'geojson', data: dataUrl, attribution: 'Natural Earth' } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#b9d3e6' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f3efe7' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#8a96a3', 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 10, 1.5] } },
    ],
  }
}

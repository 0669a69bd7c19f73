import type { Map as MapLibreMap } from 'maplibre-gl'
import { apiQuery, type Bbox, type SearchState } from '../../../shared/searchQuery.ts'

/** The portal's four countries: the first view when nothing narrower is known. */
export const REGION: Bbox = [-82, -34, -34, 13]

/** The map's view as an area the API accepts (a view wider than the world is the world). */
export function viewOf(map: MapLibreMap): Bbox {
  const b = map.getBounds()
  const west = Math.max(-180, b.getWest())
  const east = Math.min(180, b.getEast())
  const south = Math.max(-90, b.getSouth())
  const north = Math.min(90, b.getNorth())
  return west < east && south < north ? [west, south, east, north] : [-180, -90, 180, 90]
}

/** The filters without the list's own area, page and order: what the map shows around the view. */
export function mapFilters(state: SearchState) {
  const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, bbox: _bbox, ...rest } = apiQuery({ ...state, bbox: null })
  return rest
}

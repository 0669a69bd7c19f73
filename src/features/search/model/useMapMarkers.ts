import type { Map as MapLibreMap, Marker } from 'maplibre-gl'
import { useEffect, useMemo, useRef } from 'react'
import Supercluster, { type ClusterProperties, type PointFeature as ClusterPoint } from 'supercluster'
import type { MapLibre } from '../../../lib/map/loadMap.ts'
import { forTypeLabel, type KeysOf, type Translate } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'
import { formatFullPrice, formatPrice } from '../../../shared/format.ts'
import type { MapPoint, MapPoints } from '../../../shared/types.ts'
import { typeLabel } from '../../../shared/typeLabel.ts'
import { clusterButton, pointButton } from './markerButtons.ts'
import { viewOf } from './mapView.ts'

type PointFeature = ClusterPoint<{ point: MapPoint }>
/** A marker on the map, and the point it was made for (as JSON), so that one still showing the same point is kept. */
type Drawn = { marker: Marker; shows: string }

/** The points' markers: counts where points crowd, prices where they do not; redrawn as the map moves. */
export function useMapMarkers(map: MapLibreMap | null, library: MapLibre | null, points: MapPoints | null, lang: Language, t: Translate<KeysOf<'map' | 'types'>>, onSelect: (point: MapPoint) => void) {
  const markers = useRef(new Map<string, Drawn>())
  // What every marker was made with: when any of it changes, no marker can be kept.
  const drawnFor = useRef<unknown[]>([])
  const index = useMemo(() => {
    const cluster = new Supercluster<{ point: MapPoint }>({ radius: 56, maxZoom: 17 })
    const features: PointFeature[] = (points?.data ?? []).map((point) => ({ type: 'Feature', properties: { point }, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } }))
    return cluster.load(features)
  }, [points])

  useEffect(() => {
    if (!map || !library) return
    const button = (props: Partial<ClusterProperties> & { point?: MapPoint }, lng: number, lat: number) => {
      if (props.cluster) {
        const count = props.point_count ?? 0
        const id = props.cluster_id!
        return clusterButton(count, t('map.cluster', { count }), () => map.easeTo({ center: [lng, lat], zoom: Math.min(index.getClusterExpansionZoom(id), 18) }))
      }
      const point = props.point!
      const label = t('map.point', { type: typeLabel(point.type, forTypeLabel(t)), price: formatFullPrice(point.price, point.currency, lang) })
      return pointButton(point.id, formatPrice(point.price, point.currency, lang), label, () => onSelect(point))
    }
    const draw = () => {
      const [west, south, east, north] = viewOf(map)
      const clusters = index.getClusters([west, south, east, north], Math.floor(map.getZoom()))
      const wanted = new Set<string>()
      for (const feature of clusters) {
        const [lng, lat] = feature.geometry.coordinates
        const props = feature.properties as Partial<ClusterProperties> & { point?: MapPoint }
        const key = props.cluster ? `c${props.cluster_id}` : `p${props.point!.id}`
        wanted.add(key)
        const shows = props.cluster ? key : JSON.stringify(props.point)
        const drawn = markers.current.get(key)
        if (drawn?.shows === shows) continue
        drawn?.marker.remove()
        markers.current.set(key, { marker: new library.Marker({ element: button(props, lng, lat) }).setLngLat([lng, lat]).addTo(map), shows })
      }
      for (const [key, drawn] of markers.current) {
        if (wanted.has(key)) continue
        drawn.marker.remove()
        markers.current.delete(key)
      }
    }
    // A new set of points renames every cluster, so clusters are always made again. A point's marker
    // is kept while it shows the same point: making it again as a view's points arrive lost a
    // visitor's press on it. A new map, language or handler makes every marker again.
    const context = [map, library, lang, t, onSelect]
    const sameContext = context.every((value, i) => drawnFor.current[i] === value)
    drawnFor.current = context
    for (const [key, drawn] of markers.current) {
      if (sameContext && key.startsWith('p')) continue
      drawn.marker.remove()
      markers.current.delete(key)
    }
    draw()
    map.on('moveend', draw)
    return () => {
      map.off('moveend', draw)
    }
  }, [map, library, index, lang, t, onSelect])
}

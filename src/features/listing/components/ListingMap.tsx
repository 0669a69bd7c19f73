import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'
import { translator, type Messages } from '../../../lib/messages.ts'
import { canDrawMaps, circlePolygon, loadMapLibre, loadMapStyle } from '../../../lib/map/loadMap.ts'
import type { PublicLocation } from '../../../shared/types.ts'

interface Props {
  location: PublicLocation
  title: string
  messages: Messages
}

type State = 'loading' | 'ready' | 'failed'

/**
 * The listing's place on a map, loaded when it scrolls into view: a circle for an approximate
 * location (the advertiser keeps the address), a pin for an exact one.
 */
export default function ListingMap({ location, title, messages }: Props) {
  const t = translator(messages)
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('loading')

  useEffect(() => {
    let map: MapLibreMap | undefined
    let cancelled = false
    void (async () => {
      try {
        if (!canDrawMaps()) throw new Error('no WebGL')
        const [maplibre, style] = await Promise.all([loadMapLibre(), loadMapStyle()])
        if (cancelled || !container.current) return
        const centre: [number, number] = [location.lng, location.lat]
        map = new maplibre.Map({ container: container.current, style, center: centre, zoom: location.approximate ? 14 : 15, cooperativeGestures: true, attributionControl: { compact: true } })
        map.addControl(new maplibre.NavigationControl({ showCompass: false }))
        if (location.approximate) {
          map.on('load', () => {
            map?.addSource('area', { type: 'geojson', data: circlePolygon(location.lat, location.lng, location.radiusM) })
            map?.addLayer({ id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': '#c2410c', 'fill-opacity': 0.18 } })
            map?.addLayer({ id: 'area-line', type: 'line', source: 'area', paint: { 'line-color': '#c2410c', 'line-width': 2 } })
          })
        } else {
          new maplibre.Marker({ color: '#c2410c' }).setLngLat(centre).addTo(map)
        }
        map.once('load', () => !cancelled && setState('ready'))
      } catch (error) {
        console.error('[map]', error)
        if (!cancelled) setState('failed')
      }
    })()
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [location])

  return (
    <div data-listing-map data-state={state}>
      <div
        ref={container}
        role="region"
        aria-label={t('map.listingLabel', { title })}
        className={`h-64 w-full overflow-hidden rounded-xl border border-slate-200 bg-sky-100 sm:h-80 dark:border-slate-700 ${state === 'failed' ? 'hidden' : ''}`}
      />
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-map-note>
        {location.approximate ? t('map.approximate', { radius: location.radiusM }) : t('map.exact')}
      </p>
      {state === 'loading' && <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.loading')}</p>}
      {state === 'failed' && <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.failed')}</p>}
    </div>
  )
}

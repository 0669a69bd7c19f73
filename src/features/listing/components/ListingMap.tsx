import { useRef } from 'react'
import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { circlePolygon } from '../../../lib/map/loadMap.ts'
import { useMap } from '../../../lib/map/useMap.ts'
import type { PublicLocation } from '../../../shared/types.ts'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

export const LISTING_MAP_MESSAGES = ['map'] as const

interface Props {
  location: PublicLocation
  title: string
  messages: MessagesFor<typeof LISTING_MAP_MESSAGES>
}

/**
 * The listing's place on a map, loaded when it scrolls into view: a circle for an approximate
 * location (the advertiser keeps the address), a pin for an exact one.
 */
export default function ListingMap({ location, title, messages }: Props) {
  const t = translator(messages)
  const container = useRef<HTMLDivElement>(null)
  const { map, failed } = useMap(
    container,
    () => ({ center: [location.lng, location.lat], zoom: location.approximate ? 14 : 15, cooperativeGestures: true }),
    (created, library) => {
      if (!location.approximate) {
        new library.Marker({ color: '#c2410c' }).setLngLat([location.lng, location.lat]).addTo(created)
        return
      }
      created.once('load', () => {
        created.addSource('area', { type: 'geojson', data: circlePolygon(location.lat, location.lng, location.radiusM) })
        created.addLayer({ id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': '#c2410c', 'fill-opacity': 0.18 } })
        created.addLayer({ id: 'area-line', type: 'line', source: 'area', paint: { 'line-color': '#c2410c', 'line-width': 2 } })
      })
    },
  )
  const state = failed ? 'failed' : map ? 'ready' : 'loading'

  return (
    <div data-listing-map data-state={state}>
      <div
        ref={container}
        role="region"
        aria-label={t('map.listingLabel', { title })}
        className={`h-64 w-full overflow-hidden rounded-xl border border-slate-200 bg-sky-100 sm:h-80 dark:border-slate-700 ${failed ? 'hidden' : ''}`}
      />
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-map-note>
        {location.approximate ? t('map.approximate', { radius: location.radiusM }) : t('map.exact')}
      </p>
      {state === 'loading' && <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.loading')}</p>}
      {failed && <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.failed')}</p>}
    </div>
  )
}

renderedByReact(ListingMap)

import type { Marker } from 'maplibre-gl'
import { useEffect, useRef } from 'react'
import { useMap } from '../../../../lib/map/useMap.ts'
import { useT } from '../../shared/model/i18n.ts'

type LngLat = [number, number]

/** Six decimals: about 10 cm, more than any pin means. */
export const coordinate = (n: number) => String(Number(n.toFixed(6)))

/**
 * The pin's map: a draggable marker that follows `pin`, a tap that places it, and a fly to a newly
 * chosen city's `centre`. `place` hears the coordinates the map gives.
 */
export function usePinMap(pin: LngLat | null, centre: LngLat | null, place: (latitude: string, longitude: string) => void) {
  const { t } = useT()
  const container = useRef<HTMLDivElement>(null)
  const marker = useRef<Marker | null>(null)
  // The latest setter for MapLibre's listeners, which are added once.
  const placed = useRef((lngLat: { lng: number; lat: number }) => place(coordinate(lngLat.lat), coordinate(lngLat.lng)))
  useEffect(() => {
    placed.current = (lngLat) => place(coordinate(lngLat.lat), coordinate(lngLat.lng))
  }, [place])

  const start = pin ?? centre
  const { map, failed } = useMap(
    container,
    () => ({ center: start ?? [-70, -10], zoom: start ? 14 : 3 }),
    (created, library) => {
      marker.current = new library.Marker({ draggable: true, color: '#c2410c' }).setLngLat(start ?? [-70, -10])
      marker.current.getElement().setAttribute('aria-label', t('form.mapPin.marker'))
      marker.current.on('dragend', () => placed.current(marker.current!.getLngLat()))
      created.on('click', (event) => placed.current(event.lngLat))
      // Where the map looks, readable by tests and tools without reaching into MapLibre.
      const mark = () => {
        const { lng, lat } = created.getCenter()
        container.current?.setAttribute('data-view', `${lng.toFixed(3)},${lat.toFixed(3)},${created.getZoom().toFixed(1)}`)
      }
      created.on('moveend', mark)
      mark()
    },
  )

  // A newly chosen city brings the map to it, at street level (a pin left from another city stays
  // where it is, and is flagged as far).
  const centreKey = centre?.join(',') ?? ''
  const shownCentre = useRef(centreKey)
  useEffect(() => {
    if (!map || !centre || shownCentre.current === centreKey) return
    shownCentre.current = centreKey
    map.flyTo({ center: centre, zoom: 12, essential: true })
    // `centreKey` stands for the array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, centreKey])

  // The marker follows the fields (typed, dragged, or the city's centre).
  const pinKey = pin?.join(',') ?? ''
  useEffect(() => {
    if (!map || !marker.current) return
    if (!pin) {
      marker.current.remove()
      if (centre) map.jumpTo({ center: centre, zoom: 12 })
      return
    }
    marker.current.setLngLat(pin).addTo(map)
    if (!map.getBounds().contains(pin)) map.jumpTo({ center: pin, zoom: Math.max(map.getZoom(), 13) })
    // `pinKey` and `centre`'s values stand for the arrays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, pinKey, centre?.join(',')])

  return { container, map, failed }
}

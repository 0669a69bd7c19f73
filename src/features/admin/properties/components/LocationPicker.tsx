import type { Marker } from 'maplibre-gl'
import { useEffect, useId, useRef } from 'react'
import { useMap } from '../../../../lib/map/useMap.ts'
import type { City } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { farPinKm, pinOf } from '../model/farPin.ts'
import type { PropertyFormValues } from '../model/propertyForm.ts'

interface Props {
  values: Pick<PropertyFormValues, 'latitude' | 'longitude' | 'showExactLocation'>
  set: (change: Partial<PropertyFormValues>) => void
  errors: Record<string, string>
  /** The chosen city, whose centre the map starts at. */
  city: City | undefined
  disabled: boolean
}

/** Six decimals: about 10 cm, more than any pin means. */
const coordinate = (n: number) => String(Number(n.toFixed(6)))
/**
 * The listing's pin: dragged on a map or placed with a tap, or typed as latitude and longitude (the
 * keyboard's way, and the way when the browser cannot draw maps); and whether the public sees it.
 */
export function LocationPicker({ values, set, errors, city, disabled }: Props) {
  const { t } = useT()
  const container = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const marker = useRef<Marker | null>(null)
  const pin = pinOf(values)
  const far = farPinKm(values, city)
  const centre: [number, number] | null = city?.latitude != null && city.longitude != null ? [city.longitude, city.latitude] : null
  // The latest setter for MapLibre's listeners, which are added once.
  const place = useRef((lngLat: { lng: number; lat: number }) => set({ latitude: coordinate(lngLat.lat), longitude: coordinate(lngLat.lng) }))
  useEffect(() => {
    place.current = (lngLat) => set({ latitude: coordinate(lngLat.lat), longitude: coordinate(lngLat.lng) })
  }, [set])

  const start = pin ?? centre
  const { map, failed } = useMap(
    container,
    () => ({ center: start ?? [-70, -10], zoom: start ? 14 : 3 }),
    (created, library) => {
      marker.current = new library.Marker({ draggable: true, color: '#c2410c' }).setLngLat(start ?? [-70, -10])
      marker.current.getElement().setAttribute('aria-label', t('form.mapPin.marker'))
      marker.current.on('dragend', () => place.current(marker.current!.getLngLat()))
      created.on('click', (event) => place.current(event.lngLat))
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
  // where it is, and is flagged as far below).
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

  return (
    <div className="flex flex-col gap-3 sm:col-span-2" data-location-picker data-state={failed ? 'failed' : map ? 'ready' : 'loading'}>
      <div>
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('form.mapPin.title')}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{failed ? t('form.mapPin.failed') : t('form.mapPin.hint')}</p>
      </div>
      {!failed && <div ref={container} role="region" aria-label={t('form.mapPin.label')} className="h-72 w-full overflow-hidden rounded-lg border border-slate-200 bg-sky-100 dark:border-slate-700" />}
      {far !== null && city && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-far-pin>
          {t('form.mapPin.far', { km: far, city: city.name })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.fields.latitude')}
          type="number"
          inputMode="decimal"
          step="any"
          value={values.latitude}
          onChange={(latitude) => set({ latitude })}
          error={errors.latitude}
          disabled={disabled}
        />
        <TextField
          label={t('form.fields.longitude')}
          type="number"
          inputMode="decimal"
          step="any"
          value={values.longitude}
          onChange={(longitude) => set({ longitude })}
          error={errors.longitude}
          disabled={disabled}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        {centre && (
          <button type="button" className="btn-outline" disabled={disabled} onClick={() => set({ latitude: coordinate(centre[1]), longitude: coordinate(centre[0]) })}>
            {t('form.mapPin.cityCentre')}
          </button>
        )}
        {pin && (
          <button type="button" className="btn-ghost" disabled={disabled} onClick={() => set({ latitude: '', longitude: '' })}>
            {t('form.mapPin.clear')}
          </button>
        )}
      </div>
      <div>
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={values.showExactLocation}
            disabled={disabled}
            aria-describedby={`${hintId}-exact`}
            onChange={(event) => set({ showExactLocation: event.target.checked })}
          />
          {t('form.fields.showExactLocation')}
        </label>
        <p id={`${hintId}-exact`} className="ml-6 text-xs text-slate-600 dark:text-slate-400">
          {t('form.mapPin.exactHint')}
        </p>
      </div>
    </div>
  )
}

import { useCallback } from 'react'
import type { City } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { farPinKm, pinOf } from '../model/farPin.ts'
import { usePropertyInputs, type SectionProps } from './propertyInputs.tsx'
import { coordinate, usePinMap } from './usePinMap.ts'

interface Props extends SectionProps {
  /** The chosen city, whose centre the map starts at. */
  city: City | undefined
}

const AXES = ['latitude', 'longitude'] as const

/**
 * The listing's pin: dragged on a map or placed with a tap, or typed as latitude and longitude (the
 * keyboard's way, and the way when the browser cannot draw maps); and whether the public sees it.
 */
export function LocationPicker({ city, ...section }: Props) {
  const { values, set, errors, disabled } = section
  const { t } = useT()
  const { flag } = usePropertyInputs(section)
  const pin = pinOf(values)
  const far = farPinKm(values, city)
  const centre: [number, number] | null = city?.latitude != null && city.longitude != null ? [city.longitude, city.latitude] : null
  const place = useCallback((latitude: string, longitude: string) => set({ latitude, longitude }), [set])
  const { container, map, failed } = usePinMap(pin, centre, place)

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
        {AXES.map((axis) => (
          <TextField
            key={axis}
            label={t(`form.fields.${axis}`)}
            type="number"
            inputMode="decimal"
            step="any"
            value={values[axis]}
            onChange={(value) => set({ [axis]: value })}
            error={errors[axis]}
            disabled={disabled}
          />
        ))}
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
      {flag('showExactLocation', { hint: t('form.mapPin.exactHint'), hintClassName: 'ml-6 text-xs text-slate-600 dark:text-slate-400' })}
    </div>
  )
}

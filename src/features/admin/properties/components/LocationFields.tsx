import type { City, IdName } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { PropertyFormValues } from '../model/propertyForm.ts'
import { LocationPicker } from './LocationPicker.tsx'
import { Section, usePropertyInputs, type SectionProps } from './propertyInputs.tsx'

/** The location section: country, city, neighbourhood and the pin. */
export function LocationFields(props: SectionProps & { countries: IdName[]; cities: City[] }) {
  const { values, set, errors, disabled, countries, cities } = props
  const { t } = useT()
  const { text, select } = usePropertyInputs(props)

  // A new city brings its centre as the pin, unless the advertiser already placed one elsewhere.
  const pinForCity = (cityId: string): Partial<PropertyFormValues> => {
    const next = cities.find((c) => c.id === cityId)
    const previous = cities.find((c) => c.id === values.cityId)
    const untouched = (!values.latitude && !values.longitude) || (previous && Number(values.latitude) === previous.latitude && Number(values.longitude) === previous.longitude)
    return next?.latitude != null && next.longitude != null && untouched ? { latitude: String(next.latitude), longitude: String(next.longitude) } : {}
  }
  const countryChoices = [{ value: '', label: t('form.chooseCountry') }, ...countries.map((c) => ({ value: c.id, label: c.name }))]
  const cityChoices = [{ value: '', label: values.countryId ? t('form.chooseCity') : t('form.chooseCountryFirst') }, ...cities.map((c) => ({ value: c.id, label: c.name }))]

  return (
    <Section title={t('form.sections.location')}>
      {select('countryId', t('form.fields.country'), countryChoices, { required: true, onChange: (countryId) => set({ countryId, cityId: '' }) })}
      {select('cityId', t('form.fields.city'), cityChoices, {
        required: true,
        disabled: !values.countryId || cities.length === 0,
        onChange: (cityId) => set({ cityId, ...pinForCity(cityId) }),
      })}
      {text('neighborhood', 120)}
      <LocationPicker values={values} set={set} errors={errors} city={cities.find((c) => c.id === values.cityId)} disabled={disabled} />
    </Section>
  )
}

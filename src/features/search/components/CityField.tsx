import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { COUNTRY_IDS } from '../../../shared/constants.ts'
import type { SearchState } from '../../../shared/searchQuery.ts'
import { SelectField } from './SelectField.tsx'

export interface CityOption {
  id: string
  name: string
  countryId: string
}

interface Props {
  id: string
  value: SearchState
  onChange: (changes: Partial<SearchState>) => void
  cities: CityOption[]
  t: Translate<KeysOf<'filters' | 'countries'>>
}

const cityOptions = (cities: CityOption[]) =>
  cities.map((city) => (
    <option key={city.id} value={city.id}>
      {city.name}
    </option>
  ))

/** The city: without a country every city is offered, grouped by country; choosing one sets its country too. */
export function CityField({ id, value, onChange, cities, t }: Props) {
  const chooseCity = (cityId: string) => {
    const city = cities.find((c) => c.id === cityId)
    onChange(city ? { city: city.id, country: city.countryId as SearchState['country'] } : { city: null })
  }
  return (
    <SelectField id={id} label={t('filters.city')} value={value.city ?? ''} onChange={chooseCity}>
      <option value="">{t('filters.allCities')}</option>
      {value.country
        ? cityOptions(cities.filter((city) => city.countryId === value.country))
        : COUNTRY_IDS.map((country) => (
            <optgroup key={country} label={t(`countries.${country}`)}>
              {cityOptions(cities.filter((city) => city.countryId === country))}
            </optgroup>
          ))}
    </SelectField>
  )
}

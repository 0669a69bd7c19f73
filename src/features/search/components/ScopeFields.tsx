import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { COUNTRY_IDS } from '../../../shared/constants.ts'
import type { SearchState } from '../../../shared/searchQuery.ts'
import { OperationSelect } from './OperationSelect.tsx'
import { SelectField } from './SelectField.tsx'

interface Props {
  id: (name: string) => string
  value: SearchState
  onChange: (changes: Partial<SearchState>) => void
  t: Translate<KeysOf<'properties' | 'countries'>>
}

/** The country and the operation as the phone sheet holds them (on a phone they live only there). */
export function ScopeFields({ id, value, onChange, t }: Props) {
  return (
    <>
      <SelectField
        id={id('country')}
        label={t('properties.country')}
        value={value.country ?? ''}
        onChange={(country) => onChange({ country: (country || null) as SearchState['country'], city: null })}
      >
        <option value="">{t('properties.allCountries')}</option>
        {COUNTRY_IDS.map((country) => (
          <option key={country} value={country}>
            {t(`countries.${country}`)}
          </option>
        ))}
      </SelectField>
      <OperationSelect id={id('operation')} value={value.operation} onChange={(operation) => onChange({ operation })} t={t} />
    </>
  )
}

import type { City, IdName, PropertyType } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import { FieldShell } from '../../shared/ui/fields.tsx'
import { FactsFields } from './FactsFields.tsx'
import { LocationFields } from './LocationFields.tsx'
import { PriceFields } from './PriceFields.tsx'
import { Section, usePropertyInputs, type SectionProps } from './propertyInputs.tsx'
import { TypeStatusFields } from './TypeStatusFields.tsx'

interface Props extends SectionProps {
  countries: IdName[]
  cities: City[]
  types: PropertyType[]
  /** Why the availability just changed by itself (a new operation could not keep it), if it did. */
  statusNotice?: string
}

/** Basic, price, location, type-and-status, and costs-and-features sections of the property form (docs/specs/admin-area.md §2). */
export function PropertyFields({ countries, cities, types, statusNotice, ...section }: Props) {
  const { values, set, errors, disabled } = section
  const { t } = useT()
  const { text } = usePropertyInputs(section)
  return (
    <>
      <Section title={t('form.sections.basic')}>
        {text('title', 200, { required: true })}
        {text('address', 300, { required: true })}
        <FieldShell className="sm:col-span-2" label={t('form.fields.description')} error={errors.description}>
          {(aria) => <textarea {...aria} rows={5} maxLength={5000} className="field" value={values.description} disabled={disabled} onChange={(e) => set({ description: e.target.value })} />}
        </FieldShell>
      </Section>
      <PriceFields {...section} />
      <LocationFields {...section} countries={countries} cities={cities} />
      <TypeStatusFields {...section} types={types} statusNotice={statusNotice} />
      <FactsFields {...section} types={types} />
    </>
  )
}

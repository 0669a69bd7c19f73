import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { Operation } from '../../../shared/searchQuery.ts'
import { SelectField } from './SelectField.tsx'

interface Props {
  id: string
  value: Operation | null
  onChange: (operation: Operation | null) => void
  t: Translate<KeysOf<'properties'>>
}

/** Sale, rent or either: in the search's controls on a wider screen, in the filter sheet on a phone. */
export function OperationSelect({ id, value, onChange, t }: Props) {
  return (
    <SelectField id={id} label={t('properties.operation')} value={value ?? ''} onChange={(operation) => onChange((operation || null) as Operation | null)}>
      <option value="">{t('properties.allOperations')}</option>
      <option value="sale">{t('properties.sale')}</option>
      <option value="rent">{t('properties.rent')}</option>
    </SelectField>
  )
}

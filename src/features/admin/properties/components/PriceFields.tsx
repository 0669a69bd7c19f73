import { Fragment } from 'react'
import { CURRENCIES } from '../../../../shared/constants.ts'
import { LISTING_FACTS } from '../../../../shared/listing.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Section, usePropertyInputs, type SectionProps } from './propertyInputs.tsx'

/** The price section: the price and its kind, the opportunity, the costs and the listing's facts. */
export function PriceFields(props: SectionProps) {
  const { values, set } = props
  const { t } = useT()
  const { number, select, flag } = usePropertyInputs(props)
  const priceTypes = [
    { value: '', label: t('form.choose') },
    { value: 'sale', label: t('form.priceTypes.sale') },
    { value: 'rent', label: t('form.priceTypes.rent') },
  ]
  return (
    <Section title={t('form.sections.price')}>
      {number('price', { required: true })}
      {select('priceType', t('form.fields.priceType'), priceTypes, { required: true })}
      {select(
        'currency',
        t('form.fields.currency'),
        CURRENCIES.map((c) => ({ value: c, label: c })),
        { required: true, onChange: (currency) => set({ currency: currency || 'USD' }) },
      )}
      {flag('isOpportunity', { className: 'flex items-end pb-2' })}
      {number('opportunityPrice', {
        disabled: !values.isOpportunity,
        required: values.isOpportunity,
        hint: values.isOpportunity ? undefined : t('form.opportunityHint'),
      })}
      {number('legalCosts')}
      {LISTING_FACTS.map((fact) => (
        <Fragment key={fact.name}>{number(fact.name)}</Fragment>
      ))}
    </Section>
  )
}

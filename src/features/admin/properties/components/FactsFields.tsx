import { AMENITIES, ESTRATO_COUNTRY, ESTRATOS, FURNISHED, RENT_INCLUDES } from '../../../../shared/listingFacts.ts'
import type { PropertyType } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import { costLabelKey } from '../model/listingCompleteness.ts'
import { CheckboxGroup } from './CheckboxGroup.tsx'
import { CompletenessHint } from './CompletenessHint.tsx'
import { Section, usePropertyInputs, type SectionProps } from './propertyInputs.tsx'

/**
 * The costs-and-features section (issue 28): the monthly fee and yearly tax named the country's way,
 * what a rent includes, the building's facts, the estrato (Colombia only), amenities and the video
 * and tour links; above them, which facts people filter on the listing still lacks.
 */
export function FactsFields(props: SectionProps & { types: PropertyType[] }) {
  const { values, set, errors, disabled, types } = props
  const { t } = useT()
  const { number, select, text } = usePropertyInputs(props)
  const currency = values.currency || 'USD'
  const unknown = { value: '', label: t('form.facts.unknown') }
  const yesNo = [unknown, { value: '1', label: t('form.facts.yes') }, { value: '0', label: t('form.facts.no') }]
  const furnished = [unknown, ...FURNISHED.map((id) => ({ value: id, label: t(`furnished.${id}`) }))]
  const estratos = [unknown, ...ESTRATOS.map((n) => ({ value: String(n), label: String(n) }))]
  // The fee and the tax a rent may include are named as their boxes are, the country's way.
  const includeLabel = (id: (typeof RENT_INCLUDES)[number]) =>
    id === 'hoa' ? t(costLabelKey('hoaFee', values.countryId)) : id === 'tax' ? t(costLabelKey('propertyTax', values.countryId)) : t(`includes.${id}`)
  const inColombia = values.countryId === ESTRATO_COUNTRY
  const typeName = types.find((type) => String(type.id) === values.propertyTypeId)?.name

  return (
    <Section title={t('form.sections.facts')}>
      <CompletenessHint className="sm:col-span-2" typeName={typeName} values={values} />
      {number('hoaFee', { label: t(costLabelKey('hoaFee', values.countryId)), hint: t('form.facts.monthlyHint', { currency }) })}
      {number('propertyTax', { label: t(costLabelKey('propertyTax', values.countryId)), hint: t('form.facts.yearlyHint', { currency }) })}
      {values.priceType === 'rent' && (
        <CheckboxGroup
          className="sm:col-span-2"
          legend={t('form.fields.includes')}
          hint={t('form.facts.includesHint')}
          choices={RENT_INCLUDES.map((id) => ({ value: id, label: includeLabel(id) }))}
          selected={values.includes}
          onChange={(includes) => set({ includes })}
          error={errors.includes}
          disabled={disabled}
        />
      )}
      {number('builtArea')}
      {number('yearBuilt')}
      {number('floor')}
      {number('totalFloors')}
      {select('elevator', t('form.fields.elevator'), yesNo)}
      {select('petsAllowed', t('form.fields.petsAllowed'), yesNo)}
      {select('furnished', t('form.fields.furnished'), furnished)}
      {inColombia && select('estrato', t('form.fields.estrato'), estratos)}
      {/* Kept for a switch back to Colombia, but not saved elsewhere: said where the box was. */}
      {!inColombia && values.estrato !== '' && (
        <p role="status" className="text-sm text-amber-900 sm:self-center dark:text-amber-200">
          {t('form.facts.estratoDropped', { estrato: values.estrato })}
        </p>
      )}
      <CheckboxGroup
        className="sm:col-span-2"
        legend={t('form.fields.amenities')}
        choices={AMENITIES.map((id) => ({ value: id, label: t(`amenities.${id}`) }))}
        selected={values.amenities}
        onChange={(amenities) => set({ amenities })}
        error={errors.amenities}
        disabled={disabled}
      />
      {text('videoUrl', 300, { type: 'url', hint: t('form.facts.videoHint') })}
      {text('tourUrl', 300, { type: 'url', hint: t('form.facts.videoHint') })}
    </Section>
  )
}

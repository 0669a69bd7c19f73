import { useStore } from '@nanostores/react'
import { $session } from '../../../../lib/session.ts'
import type { PropertyType } from '../../../../shared/types.ts'
import { typeLabel } from '../../../../shared/typeLabel.ts'
import { useT } from '../../shared/model/i18n.ts'
import { SelectField } from '../../shared/ui/choiceFields.tsx'
import { statusChoices, statusLabelKey } from '../model/listingStatus.ts'
import { Section, usePropertyInputs, type SectionProps } from './propertyInputs.tsx'

interface Props extends SectionProps {
  types: PropertyType[]
  /** Why the availability just changed by itself (a new operation could not keep it), if it did. */
  statusNotice?: string
}

/** The type-and-status section: the type, whether it is shown, its availability and (superadmin) featuring. */
export function TypeStatusFields(props: Props) {
  const { values, set, disabled, types, statusNotice } = props
  const { t } = useT()
  const { select, flag } = usePropertyInputs(props)
  const isSuperadmin = useStore($session).user?.role === 'superadmin'
  const typeChoices = [{ value: '', label: t('form.chooseType') }, ...types.map((type) => ({ value: String(type.id), label: typeLabel(type.name, t) }))]
  const activeChoices = [
    { value: '1', label: t('status.active') },
    { value: '0', label: t('status.inactive') },
  ]
  const availability = statusChoices(values.priceType, values.statusId).map((id) => ({ value: id, label: t(statusLabelKey(id)) }))

  return (
    <Section title={t('form.sections.typeStatus')}>
      {select('propertyTypeId', t('form.fields.type'), typeChoices, { required: true })}
      <SelectField label={t('form.fields.isActive')} value={values.isActive ? '1' : '0'} onChange={(v) => set({ isActive: v === '1' })} choices={activeChoices} disabled={disabled} />
      {select('statusId', t('form.fields.statusId'), availability, { hint: t('form.statusHint') })}
      {/* Featuring is the portal's promotion: the server takes it from a superadmin only. */}
      {isSuperadmin && flag('isFeatured', { className: 'flex flex-col gap-1 sm:col-span-2', hint: t('form.featuredHint'), hintClassName: 'text-sm text-slate-600 dark:text-slate-400' })}
      {/* Said where the eye is (beside the field) and read out, since the user was busy with another field. */}
      <p role="status" className="text-sm text-amber-900 sm:self-center dark:text-amber-200">
        {statusNotice}
      </p>
    </Section>
  )
}

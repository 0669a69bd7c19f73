import { useStore } from '@nanostores/react'
import { Fragment, type ReactNode } from 'react'
import { $session } from '../../../../lib/session.ts'
import { CURRENCIES } from '../../../../shared/constants.ts'
import type { City, IdName, PropertyType } from '../../../../shared/types.ts'
import { typeLabel } from '../../../../shared/typeLabel.ts'
import { LISTING_FACTS, type ListingFieldName } from '../../../../shared/listing.ts'
import { formatLocalNumber } from '../../../../shared/localNumber.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { PropertyFormValues } from '../model/propertyForm.ts'
import { readFormNumber } from '../model/localNumbers.ts'
import { statusChoices, statusLabelKey } from '../model/listingStatus.ts'
import { FieldShell, TextField } from '../../shared/ui/fields.tsx'
import { LocationPicker } from './LocationPicker.tsx'

interface Props {
  values: PropertyFormValues
  set: (change: Partial<PropertyFormValues>) => void
  errors: Record<string, string>
  countries: IdName[]
  cities: City[]
  types: PropertyType[]
  disabled: boolean
  /** Why the availability just changed by itself (a new operation could not keep it), if it did. */
  statusNotice?: string
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

function Select({
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  children,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  error?: string
  required?: boolean
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <FieldShell label={label} error={error} required={required}>
      {(aria) => (
        <select {...aria} className="field disabled:opacity-60" value={value} required={required} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    </FieldShell>
  )
}

/** Basic, price, location, and type-and-status sections of the property form (docs/specs/admin-area.md §2). */
export function PropertyFields({ values, set, errors, countries, cities, types, disabled, statusNotice }: Props) {
  const { t, lang } = useT()
  const isSuperadmin = useStore($session).user?.role === 'superadmin'
  /** What a number box is read as, when that is not exactly what was typed ("185000" → "185.000"). */
  const reading = (field: ListingFieldName, text: string) => {
    const read = readFormNumber(field, text, lang)
    const shown = read.ok && read.value !== null ? formatLocalNumber(read.value, lang) : null
    return shown !== null && shown !== text.trim() ? t('validation.number.reads', { value: shown }) : undefined
  }
  // Text boxes, not `type=number`: the browser's number box reads "185.000" as 185 whatever the language.
  const number = (field: ListingFieldName, label: string, extra: { disabled?: boolean; required?: boolean; hint?: string } = {}) => (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={values[field] as string}
      onChange={(value) => set({ [field]: value })}
      error={errors[field]}
      disabled={disabled || extra.disabled}
      required={extra.required}
      hint={[reading(field, values[field] as string), extra.hint].filter(Boolean).join(' · ') || undefined}
    />
  )

  // A new city brings its centre as the pin, unless the advertiser already placed one elsewhere.
  const pinForCity = (cityId: string): Partial<PropertyFormValues> => {
    const next = cities.find((c) => c.id === cityId)
    const previous = cities.find((c) => c.id === values.cityId)
    const untouched = (!values.latitude && !values.longitude) || (previous && Number(values.latitude) === previous.latitude && Number(values.longitude) === previous.longitude)
    return next?.latitude != null && next.longitude != null && untouched ? { latitude: String(next.latitude), longitude: String(next.longitude) } : {}
  }

  return (
    <>
      <Section title={t('form.sections.basic')}>
        <TextField
          className="sm:col-span-2"
          label={t('form.fields.title')}
          value={values.title}
          onChange={(title) => set({ title })}
          error={errors.title}
          required
          disabled={disabled}
          maxLength={200}
        />
        <TextField
          className="sm:col-span-2"
          label={t('form.fields.address')}
          value={values.address}
          onChange={(address) => set({ address })}
          error={errors.address}
          required
          disabled={disabled}
          maxLength={300}
        />
        <FieldShell className="sm:col-span-2" label={t('form.fields.description')} error={errors.description}>
          {(aria) => <textarea {...aria} rows={5} maxLength={5000} className="field" value={values.description} disabled={disabled} onChange={(e) => set({ description: e.target.value })} />}
        </FieldShell>
      </Section>

      <Section title={t('form.sections.price')}>
        {number('price', t('form.fields.price'), { required: true })}
        <Select label={t('form.fields.priceType')} value={values.priceType} onChange={(priceType) => set({ priceType })} error={errors.priceType} required disabled={disabled}>
          <option value="">{t('form.choose')}</option>
          <option value="sale">{t('form.priceTypes.sale')}</option>
          <option value="rent">{t('form.priceTypes.rent')}</option>
        </Select>
        <Select label={t('form.fields.currency')} value={values.currency} onChange={(currency) => set({ currency: currency || 'USD' })} error={errors.currency} required disabled={disabled}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <div className="flex items-end pb-2">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={values.isOpportunity} disabled={disabled} onChange={(e) => set({ isOpportunity: e.target.checked })} />
            {t('form.fields.isOpportunity')}
          </label>
        </div>
        {number('opportunityPrice', t('form.fields.opportunityPrice'), {
          disabled: !values.isOpportunity,
          required: values.isOpportunity,
          hint: values.isOpportunity ? undefined : t('form.opportunityHint'),
        })}
        {number('legalCosts', t('form.fields.legalCosts'))}
        {LISTING_FACTS.map((fact) => (
          <Fragment key={fact.name}>{number(fact.name, t(`form.fields.${fact.name}`))}</Fragment>
        ))}
      </Section>

      <Section title={t('form.sections.location')}>
        <Select label={t('form.fields.country')} value={values.countryId} onChange={(countryId) => set({ countryId, cityId: '' })} error={errors.countryId} required disabled={disabled}>
          <option value="">{t('form.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('form.fields.city')}
          value={values.cityId}
          onChange={(cityId) => set({ cityId, ...pinForCity(cityId) })}
          error={errors.cityId}
          required
          disabled={disabled || !values.countryId || cities.length === 0}
        >
          <option value="">{values.countryId ? t('form.chooseCity') : t('form.chooseCountryFirst')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <TextField
          className="sm:col-span-2"
          label={t('form.fields.neighborhood')}
          value={values.neighborhood}
          onChange={(neighborhood) => set({ neighborhood })}
          error={errors.neighborhood}
          disabled={disabled}
          maxLength={120}
        />
        <LocationPicker values={values} set={set} errors={errors} city={cities.find((c) => c.id === values.cityId)} disabled={disabled} />
      </Section>

      <Section title={t('form.sections.typeStatus')}>
        <Select label={t('form.fields.type')} value={values.propertyTypeId} onChange={(propertyTypeId) => set({ propertyTypeId })} error={errors.propertyTypeId} required disabled={disabled}>
          <option value="">{t('form.chooseType')}</option>
          {types.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {typeLabel(type.name, t)}
            </option>
          ))}
        </Select>
        <Select label={t('form.fields.isActive')} value={values.isActive ? '1' : '0'} onChange={(v) => set({ isActive: v === '1' })} disabled={disabled}>
          <option value="1">{t('status.active')}</option>
          <option value="0">{t('status.inactive')}</option>
        </Select>
        <FieldShell label={t('form.fields.statusId')} error={errors.statusId} hint={t('form.statusHint')}>
          {(aria) => (
            <select {...aria} className="field disabled:opacity-60" value={values.statusId} disabled={disabled} onChange={(event) => set({ statusId: event.target.value })}>
              {statusChoices(values.priceType, values.statusId).map((id) => (
                <option key={id} value={id}>
                  {t(statusLabelKey(id))}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {/* Featuring is the portal's promotion: the server takes it from a superadmin only. */}
        {isSuperadmin && (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label className="inline-flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={values.isFeatured}
                disabled={disabled}
                aria-describedby="featured-hint"
                onChange={(e) => set({ isFeatured: e.target.checked })}
              />
              {t('form.fields.isFeatured')}
            </label>
            <p id="featured-hint" className="text-sm text-slate-600 dark:text-slate-400">
              {t('form.featuredHint')}
            </p>
          </div>
        )}
        {/* Said where the eye is (beside the field) and read out, since the user was busy with another field. */}
        <p role="status" className="text-sm text-amber-900 sm:self-center dark:text-amber-200">
          {statusNotice}
        </p>
      </Section>
    </>
  )
}

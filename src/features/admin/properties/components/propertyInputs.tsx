import type { ReactNode } from 'react'
import { type LISTING_FACTS, type ListingFieldName } from '../../../../shared/listing.ts'
import { formatLocalNumber } from '../../../../shared/localNumber.ts'
import { useT } from '../../shared/model/i18n.ts'
import { CheckboxField, SelectField, type Choice } from '../../shared/ui/choiceFields.tsx'
import { TextField } from '../../shared/ui/fields.tsx'
import { readFormNumber } from '../model/localNumbers.ts'
import type { PropertyFormValues } from '../model/propertyForm.ts'

/** What every section of the property form is handed. */
export interface SectionProps {
  values: PropertyFormValues
  set: (change: Partial<PropertyFormValues>) => void
  errors: Record<string, string>
  disabled: boolean
}

/** The number boxes: the prices, the costs and the listing's facts. */
type NumberName = 'price' | 'opportunityPrice' | 'legalCosts' | 'hoaFee' | 'propertyTax' | 'builtArea' | 'floor' | 'totalFloors' | 'yearBuilt' | (typeof LISTING_FACTS)[number]['name']

interface Extra {
  disabled?: boolean
  required?: boolean
  hint?: string
  /** A label other than the field's own (the fee and the tax are named the country's way). */
  label?: string
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** The form's inputs bound to its values and errors: a text, number or select box, or a checkbox, by the field it edits. */
export function usePropertyInputs({ values, set, errors, disabled }: SectionProps) {
  const { t, lang } = useT()
  /** What a number box is read as, when that is not exactly what was typed ("185000" → "185.000"). */
  const reading = (field: ListingFieldName, text: string) => {
    const read = readFormNumber(field, text, lang)
    // A year is written without grouping ("1975", never "1.975").
    const shown = read.ok && read.value !== null ? formatLocalNumber(read.value, lang, { grouping: field !== 'yearBuilt' }) : null
    return shown !== null && shown !== text.trim() ? t('validation.number.reads', { value: shown }) : undefined
  }
  // Text boxes, not `type=number`: the browser's number box reads "185.000" as 185 whatever the language.
  const number = (field: NumberName, extra: Extra = {}) => (
    <TextField
      label={extra.label ?? t(`form.fields.${field}`)}
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
  const text = (field: 'title' | 'address' | 'neighborhood' | 'videoUrl' | 'tourUrl', maxLength: number, extra: Extra & { type?: 'url' } = {}) => (
    <TextField
      className="sm:col-span-2"
      label={t(`form.fields.${field}`)}
      type={extra.type}
      value={values[field]}
      onChange={(value) => set({ [field]: value })}
      error={errors[field]}
      hint={extra.hint}
      required={extra.required}
      disabled={disabled}
      maxLength={maxLength}
    />
  )
  const select = (
    field: 'priceType' | 'currency' | 'countryId' | 'cityId' | 'propertyTypeId' | 'statusId' | 'elevator' | 'petsAllowed' | 'furnished' | 'estrato',
    label: string,
    choices: Choice[],
    extra: Extra & { onChange?: (value: string) => void } = {},
  ) => (
    <SelectField
      label={label}
      value={values[field]}
      onChange={extra.onChange ?? ((value) => set({ [field]: value }))}
      choices={choices}
      error={errors[field]}
      hint={extra.hint}
      required={extra.required}
      disabled={disabled || extra.disabled}
    />
  )
  const flag = (field: 'isOpportunity' | 'isFeatured' | 'showExactLocation', look: { className?: string; hint?: string; hintClassName?: string } = {}) => (
    <CheckboxField {...look} label={t(`form.fields.${field}`)} checked={values[field]} disabled={disabled} onChange={(checked) => set({ [field]: checked })} />
  )
  return { number, text, select, flag }
}

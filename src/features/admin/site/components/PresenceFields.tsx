import { useId } from 'react'
import { COUNTRY_IDS } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { CheckboxField } from '../../shared/ui/choiceFields.tsx'
import { TextField } from '../../shared/ui/fields.tsx'
import type { SiteErrors, SiteForm } from '../model/siteForm.ts'

interface Props {
  values: SiteForm
  set: (change: Partial<SiteForm>) => void
  errors: SiteErrors
  disabled?: boolean
}

const COUNTERS = ['sold', 'clients', 'years'] as const

/** The countries of the presence section and the about page's counters. */
export function PresenceFields({ values, set, errors, disabled }: Props) {
  const { t } = useT()
  const id = useId()
  const countries = values.presenceCountries
  // Kept in the list's own order, whatever order they are ticked in.
  const toggle = (country: (typeof COUNTRY_IDS)[number], on: boolean) => set({ presenceCountries: COUNTRY_IDS.filter((c) => (c === country ? on : countries.includes(c))) })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset aria-describedby={errors.presenceCountries ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('site.fields.presenceCountries')}</legend>
        <div className="flex flex-col gap-2">
          {COUNTRY_IDS.map((country) => (
            <CheckboxField key={country} label={t(`site.countries.${country}`)} checked={countries.includes(country)} disabled={disabled} onChange={(on) => toggle(country, on)} />
          ))}
        </div>
        {errors.presenceCountries && (
          <p id={`${id}-error`} className="field-error">
            {errors.presenceCountries}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('site.fields.counters')}</legend>
        <div className="flex flex-col gap-3">
          {COUNTERS.map((counter) => (
            <TextField
              key={counter}
              label={t(`site.counters.${counter}`)}
              inputMode="numeric"
              value={String(values.counters[counter])}
              onChange={(typed) => set({ counters: { ...values.counters, [counter]: typed } })}
              error={errors[`counters.${counter}`]}
              required
              maxLength={8}
              disabled={disabled}
            />
          ))}
        </div>
      </fieldset>
    </div>
  )
}

import { HEX_COLOUR } from '../../../../shared/colourContrast.ts'
import { CURRENCIES } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { SelectField } from '../../shared/ui/choiceFields.tsx'
import { FieldShell, TextField } from '../../shared/ui/fields.tsx'
import type { SiteErrors, SiteForm } from '../model/siteForm.ts'
import { LogoField } from './LogoField.tsx'

interface Props {
  values: SiteForm
  set: (change: Partial<SiteForm>) => void
  errors: SiteErrors
  disabled?: boolean
}

/** Name, logo, brand colour and default currency. */
export function BrandFields({ values, set, errors, disabled }: Props) {
  const { t } = useT()
  const colour = values.brandColor.trim()
  const valid = HEX_COLOUR.test(colour)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('site.fields.name')} value={values.name} onChange={(name) => set({ name })} error={errors.name} required maxLength={80} disabled={disabled} autoComplete="organization" />
      <SelectField
        label={t('site.fields.defaultCurrency')}
        value={values.defaultCurrency}
        onChange={(code) => set({ defaultCurrency: code as SiteForm['defaultCurrency'] })}
        choices={CURRENCIES.map((code) => ({ value: code, label: `${code} · ${t(`currencies.names.${code}`)}` }))}
        error={errors.defaultCurrency}
        disabled={disabled}
      />
      <LogoField logo={values.logo} onChange={(logo) => set({ logo })} error={errors.logo} disabled={disabled} />
      <FieldShell label={t('site.fields.brandColor')} error={errors.brandColor} hint={t('site.color.hint')} required>
        {(aria) => (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={t('site.color.picker')}
              className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-1 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900"
              value={valid ? colour.toLowerCase() : '#000000'}
              disabled={disabled}
              onChange={(event) => set({ brandColor: event.target.value })}
            />
            <input
              {...aria}
              className="field font-mono disabled:opacity-60"
              value={values.brandColor}
              maxLength={7}
              spellCheck={false}
              disabled={disabled}
              onChange={(event) => set({ brandColor: event.target.value })}
            />
            {/* What the theme paints with it: white text on the colour. */}
            {valid && (
              <span aria-hidden="true" className="shrink-0 rounded-md px-3 py-2 text-sm font-semibold text-white" style={{ backgroundColor: colour }}>
                {t('site.color.sample')}
              </span>
            )}
          </div>
        )}
      </FieldShell>
    </div>
  )
}

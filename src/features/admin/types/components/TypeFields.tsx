import { useId } from 'react'
import { PROPERTY_TYPE_ICONS } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import { TypeIcon } from '../../shared/ui/Icons.tsx'

export interface TypeValues {
  name: string
  icon: string
  isActive: boolean
}

interface Props {
  values: TypeValues
  set: (change: Partial<TypeValues>) => void
  errors: { name?: string; icon?: string }
  disabled: boolean
}

/** Name, the 10-icon picker (docs/specs/admin-area.md §3) and the active switch, shared by modal and page. */
export function TypeFields({ values, set, errors, disabled }: Props) {
  const { t } = useT()
  const groupId = useId()
  return (
    <div className="flex flex-col gap-4">
      <TextField label={t('types.fields.name')} value={values.name} onChange={(name) => set({ name })} error={errors.name} required disabled={disabled} maxLength={60} />
      <fieldset aria-describedby={errors.icon ? `${groupId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('types.fields.icon')}</legend>
        <div className="grid grid-cols-5 gap-2">
          {PROPERTY_TYPE_ICONS.map((icon) => (
            <label
              key={icon}
              className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-slate-300 p-2 text-xs has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:has-checked:bg-slate-800"
            >
              <input type="radio" name={groupId} value={icon} checked={values.icon === icon} disabled={disabled} onChange={() => set({ icon })} className="sr-only" />
              <TypeIcon name={icon} className="h-6 w-6" />
              <span>{t(`types.icons.${icon}`)}</span>
            </label>
          ))}
        </div>
        {errors.icon && (
          <p id={`${groupId}-error`} className="field-error">
            {errors.icon}
          </p>
        )}
      </fieldset>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={values.isActive} disabled={disabled} onChange={(e) => set({ isActive: e.target.checked })} />
        {t('types.fields.isActive')}
      </label>
    </div>
  )
}

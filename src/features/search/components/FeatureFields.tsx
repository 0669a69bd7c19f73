import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { FEATURE_FILTERS, featureShownIn, type AllFilter, type ExactFilter, type FeatureFilter, type LevelFilter, type YesFilter } from '../../../shared/featureFilters.ts'
import type { SearchState } from '../../../shared/searchQuery.ts'
import { fieldLabel } from './fieldClasses.ts'

/** The feature filters' words: their labels, the amenities' and the furnishing levels' names. */
export type FeatureFieldsKey = KeysOf<'filters' | 'facts' | 'amenities'>

interface Props {
  value: SearchState
  onChange: (changes: Partial<SearchState>) => void
  t: Translate<FeatureFieldsKey>
  id: (name: string) => string
}

const checkbox = 'h-5 w-5 shrink-0 accent-brand-700'

/**
 * What a home has or allows (issue 28, src/shared/featureFilters.ts): pets and lift as boxes to
 * tick, furnishing and estrato as selects (estrato only in its country), amenities as boxes under a
 * disclosure that says how many are chosen.
 */
export function FeatureFields({ value, onChange, t, id }: Props) {
  const shown = FEATURE_FILTERS.filter((filter: FeatureFilter) => featureShownIn(filter, value.country))
  const set = (key: string, next: unknown) => onChange({ [key]: next } as Partial<SearchState>)
  const yes = (filter: YesFilter) => (
    <label key={filter.key} className="check-row">
      <input type="checkbox" className={checkbox} checked={value[filter.key as 'petsAllowed'] === true} onChange={(e) => set(filter.key, e.target.checked ? true : null)} />
      {t(filter.label as FeatureFieldsKey)}
    </label>
  )
  const level = (filter: LevelFilter) => (
    <label key={filter.key} className="flex flex-col gap-1.5">
      <span className={fieldLabel}>{t(filter.label as FeatureFieldsKey)}</span>
      <select className="field h-11" value={(value[filter.key as 'furnished'] as string | null) ?? ''} onChange={(e) => set(filter.key, e.target.value || null)}>
        <option value="">{t('filters.indifferent')}</option>
        {filter.levels.slice(1).map((option) => (
          <option key={option} value={option}>
            {t(`${filter.chip}.${option}` as FeatureFieldsKey)}
          </option>
        ))}
      </select>
    </label>
  )
  const exact = (filter: ExactFilter) => (
    <label key={filter.key} className="flex flex-col gap-1.5">
      <span className={fieldLabel}>{t(filter.label as FeatureFieldsKey)}</span>
      <select className="field h-11" value={String(value[filter.key as 'estrato'] ?? '')} onChange={(e) => set(filter.key, e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('filters.indifferent')}</option>
        {filter.choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(filter.chip as FeatureFieldsKey, { value: choice })}
          </option>
        ))}
      </select>
    </label>
  )
  const all = (filter: AllFilter) => {
    const chosen = (value[filter.key as 'amenities'] as string[] | null) ?? []
    const toggle = (option: string, on: boolean) => {
      const next = filter.options.filter((o) => (o === option ? on : chosen.includes(o)))
      set(filter.key, next.length > 0 ? next : null)
    }
    return (
      <details key={filter.key} className="group rounded-lg border border-slate-200 dark:border-slate-700" open={chosen.length > 0 || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center justify-between px-3 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t(filter.label as FeatureFieldsKey)}
          {chosen.length > 0 && <span className="rounded-full bg-brand-100 px-2 text-xs text-brand-900 dark:bg-brand-900 dark:text-brand-100">{chosen.length}</span>}
        </summary>
        <fieldset className="grid grid-cols-2 gap-2 px-3 pb-3">
          <legend className="sr-only">{t(filter.label as FeatureFieldsKey)}</legend>
          {filter.options.map((option) => (
            <label key={option} className="check-row">
              <input type="checkbox" className={checkbox} id={id(`amenity-${option}`)} checked={chosen.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
              {t(`${filter.optionLabel}.${option}` as FeatureFieldsKey)}
            </label>
          ))}
        </fieldset>
      </details>
    )
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 md:col-span-2 lg:col-span-1">
      <legend className={`${fieldLabel} mb-1.5`}>{t('filters.features')}</legend>
      {shown.map((filter) => {
        if (filter.kind === 'yes') return yes(filter)
        if (filter.kind === 'level') return level(filter)
        if (filter.kind === 'exact') return exact(filter)
        return all(filter)
      })}
    </fieldset>
  )
}

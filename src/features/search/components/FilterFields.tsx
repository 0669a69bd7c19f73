import { Fragment } from 'react'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { CURRENCIES, type Language } from '../../../shared/constants.ts'
import type { Currency } from '../../../shared/domain.ts'
import type { FactKey } from '../../../shared/searchFilters.ts'
import type { SearchState } from '../../../shared/searchQuery.ts'
import { CHOICE_FILTERS, RANGES, type NumberKey } from '../model/filterLayout.ts'
import { useNumberProblems } from '../model/useNumberProblems.ts'
import { ChoiceFilter } from './ChoiceFilter.tsx'
import { CityField, type CityOption } from './CityField.tsx'
import { FeatureFields } from './FeatureFields.tsx'
import { NumberErrors } from './NumberErrors.tsx'
import { NumberFilter } from './NumberFilter.tsx'
import { RangeFieldset } from './RangeFieldset.tsx'
import { ScopeFields } from './ScopeFields.tsx'

/** The filters' words, the countries and operations (with `withScope`) and a typed number's refusals. */
export type FilterFieldsKey = KeysOf<'filters' | 'countries' | 'properties' | 'validation.number' | 'facts' | 'amenities'>

interface Props {
  value: SearchState
  onChange: (changes: Partial<SearchState>) => void
  cities: CityOption[]
  t: Translate<FilterFieldsKey>
  lang: Language
  /** Keeps ids unique when the same fields show twice (the desktop row and the phone sheet). */
  idPrefix: string
  /** 'blur': typed numbers apply when the field is left or on Enter (each applied change is a search); 'input': at once (a draft). */
  commit: 'blur' | 'input'
  /** Told whether every typed number can be read (the sheet applies nothing while one cannot). */
  onReadable?: (readable: boolean) => void
  /** The phone sheet holds the country and the operation too: on a phone they live only there. */
  withScope?: boolean
}

/** City, price range and its currency, rooms, parking, area and closed listings: the search's narrowing. */
export function FilterFields({ value, onChange, cities, t, lang, idPrefix, commit, onReadable, withScope = false }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`
  const errorId = (key: NumberKey) => id(`${key}-error`)
  const { problems, report } = useNumberProblems(value, onReadable)

  const numberField = (key: NumberKey, labelText: string, placeholder = key.startsWith('min') ? t('filters.from') : t('filters.to')) => (
    <NumberFilter
      id={id(key)}
      label={labelText}
      placeholder={placeholder}
      value={value[key]}
      lang={lang}
      commit={commit}
      shortForms={key.endsWith('Price') || key === 'maxMonthlyCost'}
      errorId={problems[key]?.show ? errorId(key) : undefined}
      onValue={(next) => onChange({ [key]: next })}
      onProblem={report(key)}
    />
  )
  const errors = (keys: NumberKey[]) => <NumberErrors keys={keys} problems={problems} errorId={errorId} t={t} />

  return (
    <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-1">
      {withScope && <ScopeFields id={id} value={value} onChange={onChange} t={t} />}
      <CityField id={id('city')} value={value} onChange={onChange} cities={cities} t={t} />

      <RangeFieldset legend={t('filters.price')} className="md:col-span-2 lg:col-span-1" errors={errors(['minPrice', 'maxPrice'])}>
        <select
          aria-label={t('filters.currency')}
          className="field h-11 w-24 shrink-0"
          value={value.currency ?? 'USD'}
          onChange={(e) => onChange({ currency: e.target.value === 'USD' ? null : (e.target.value as Currency) })}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        {numberField('minPrice', t('filters.minPrice'))}
        <span aria-hidden="true">–</span>
        {numberField('maxPrice', t('filters.maxPrice'))}
      </RangeFieldset>

      {RANGES.map(({ legend, filters }) => (
        <RangeFieldset key={legend} legend={t(legend)} errors={errors(filters.map((filter) => filter.key as FactKey))}>
          {filters.map((filter, i) => (
            <Fragment key={filter.key}>
              {i > 0 && <span aria-hidden="true">–</span>}
              {numberField(filter.key as FactKey, t(filter.label), 'placeholder' in filter.input ? t(filter.input.placeholder) : undefined)}
            </Fragment>
          ))}
        </RangeFieldset>
      ))}

      <RangeFieldset legend={t('filters.monthlyCost')} errors={errors(['maxMonthlyCost'])}>
        {numberField('maxMonthlyCost', t('filters.maxMonthlyCost'), `${t('filters.to')} (${value.currency ?? 'USD'})`)}
      </RangeFieldset>

      {CHOICE_FILTERS.map((filter) => (
        <ChoiceFilter key={filter.key} id={id(filter.key)} label={t(filter.label)} choices={filter.input.choices} value={value[filter.key]} onChange={(n) => onChange({ [filter.key]: n })} t={t} />
      ))}

      <FeatureFields value={value} onChange={onChange} t={t} id={id} />

      <label className="flex items-center gap-2 self-end text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={value.closed} onChange={(e) => onChange({ closed: e.target.checked })} />
        {t('filters.includeClosed')}
      </label>
    </div>
  )
}

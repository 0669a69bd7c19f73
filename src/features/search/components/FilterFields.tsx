import { Fragment, useEffect, useState } from 'react'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { COUNTRY_IDS, CURRENCIES, type Language } from '../../../shared/constants.ts'
import type { Currency } from '../../../shared/domain.ts'
import type { NumberInput } from '../../../shared/localNumber.ts'
import { FACT_FILTERS, isChoiceFilter, type FactKey } from '../../../shared/searchFilters.ts'
import type { SearchState } from '../../../shared/searchQuery.ts'
import { NumberFilter } from './NumberFilter.tsx'

export interface CityOption {
  id: string
  name: string
  countryId: string
}

/** The filters' words, the countries and operations (with `withScope`) and a typed number's refusals. */
export type FilterFieldsKey = KeysOf<'filters' | 'countries' | 'properties' | 'validation.number'>

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

type NumberKey = 'minPrice' | 'maxPrice' | FactKey

const choicePill =
  'btn min-w-12 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
const label = 'text-sm font-medium text-slate-800 dark:text-slate-200'

const CHOICE_FILTERS = FACT_FILTERS.filter(isChoiceFilter)
const AMOUNT_FILTERS = FACT_FILTERS.filter((filter) => !isChoiceFilter(filter))
/** The typed amounts, shown in pairs (from – to) under their range's legend. */
const RANGES = [...new Set(AMOUNT_FILTERS.map((filter) => ('range' in filter.input ? filter.input.range : filter.label)))].map((legend) => ({
  legend,
  filters: AMOUNT_FILTERS.filter((filter) => 'range' in filter.input && filter.input.range === legend),
}))
const NUMBER_KEYS: readonly NumberKey[] = ['minPrice', 'maxPrice', ...AMOUNT_FILTERS.map((filter) => filter.key as FactKey)]

/** A typed number that cannot be read, and whether its message shows yet (after the field is left). */
type Problems = Partial<Record<NumberKey, { problem: Extract<NumberInput, { ok: false }>; show: boolean }>>

/** City, price range and its currency, rooms, parking, area and closed listings: the search's narrowing. */
export function FilterFields({ value, onChange, cities, t, lang, idPrefix, commit, onReadable, withScope = false }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`
  // Without a country every city is offered, grouped by country; choosing one sets its country too.
  const countryCities = cities.filter((city) => city.countryId === value.country)
  const chooseCity = (cityId: string) => {
    const city = cities.find((c) => c.id === cityId)
    onChange(city ? { city: city.id, country: city.countryId as SearchState['country'] } : { city: null })
  }
  const [problems, setProblems] = useState<Problems>({})
  // A value changed elsewhere (a chip removed, back/forward, "clear all") replaces that field's typed text, and so its message.
  const [seen, setSeen] = useState(value)
  const changed = NUMBER_KEYS.filter((key) => value[key] !== seen[key])
  if (changed.length > 0) {
    setSeen(value)
    if (changed.some((key) => problems[key])) setProblems(Object.fromEntries(Object.entries(problems).filter(([key]) => !changed.includes(key as NumberKey))))
  }
  const readable = Object.keys(problems).length === 0
  useEffect(() => onReadable?.(readable), [readable, onReadable])

  const numberField = (key: NumberKey, labelText: string, placeholder = key.startsWith('min') ? t('filters.from') : t('filters.to')) => (
    <NumberFilter
      id={id(key)}
      label={labelText}
      placeholder={placeholder}
      value={value[key]}
      lang={lang}
      commit={commit}
      shortForms={key.endsWith('Price')}
      errorId={problems[key]?.show ? id(`${key}-error`) : undefined}
      onValue={(next) => onChange({ [key]: next })}
      onProblem={(problem, show) =>
        setProblems((current) => {
          const { [key]: previous, ...rest } = current
          // Once shown, a message follows the typing until the text can be read.
          return problem ? { ...rest, [key]: { problem, show: show || Boolean(previous?.show) } } : rest
        })
      }
    />
  )
  const messages = (keys: NumberKey[]) =>
    keys.map((key) => {
      const entry = problems[key]
      return (
        entry?.show && (
          <p key={key} id={id(`${key}-error`)} className="field-error">
            {t(entry.problem.key, entry.problem.params)}
          </p>
        )
      )
    })

  const choices = (key: FactKey, labelText: string, list: readonly number[]) => (
    <div role="group" aria-labelledby={id(`${key}-label`)} className="flex flex-col gap-1.5">
      <span id={id(`${key}-label`)} className={label}>
        {labelText}
      </span>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={choicePill} aria-pressed={value[key] === null} onClick={() => value[key] !== null && onChange({ [key]: null })}>
          {t('filters.any')}
        </button>
        {list.map((n) => (
          <button key={n} type="button" className={choicePill} aria-pressed={value[key] === n} onClick={() => onChange({ [key]: value[key] === n ? null : n })}>
            {t('filters.atLeast', { count: n })}
          </button>
        ))}
      </div>
    </div>
  )

  return (
    <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-1">
      {withScope && (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id('country')} className={label}>
              {t('properties.country')}
            </label>
            <select id={id('country')} className="field h-11" value={value.country ?? ''} onChange={(e) => onChange({ country: (e.target.value || null) as SearchState['country'], city: null })}>
              <option value="">{t('properties.allCountries')}</option>
              {COUNTRY_IDS.map((country) => (
                <option key={country} value={country}>
                  {t(`countries.${country}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id('operation')} className={label}>
              {t('properties.operation')}
            </label>
            <select id={id('operation')} className="field h-11" value={value.operation ?? ''} onChange={(e) => onChange({ operation: (e.target.value || null) as SearchState['operation'] })}>
              <option value="">{t('properties.allOperations')}</option>
              <option value="sale">{t('properties.sale')}</option>
              <option value="rent">{t('properties.rent')}</option>
            </select>
          </div>
        </>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id('city')} className={label}>
          {t('filters.city')}
        </label>
        <select id={id('city')} className="field h-11" value={value.city ?? ''} onChange={(e) => chooseCity(e.target.value)}>
          <option value="">{t('filters.allCities')}</option>
          {value.country
            ? countryCities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))
            : COUNTRY_IDS.map((country) => (
                <optgroup key={country} label={t(`countries.${country}`)}>
                  {cities
                    .filter((city) => city.countryId === country)
                    .map((city) => (
                      <option key={city.id} value={city.id}>
                        {city.name}
                      </option>
                    ))}
                </optgroup>
              ))}
        </select>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-1.5 md:col-span-2 lg:col-span-1">
        <legend className={`${label} mb-1.5`}>{t('filters.price')}</legend>
        <div className="flex items-center gap-2">
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
        </div>
        {messages(['minPrice', 'maxPrice'])}
      </fieldset>

      {RANGES.map(({ legend, filters }) => (
        <fieldset key={legend} className="flex min-w-0 flex-col gap-1.5">
          <legend className={`${label} mb-1.5`}>{t(legend)}</legend>
          <div className="flex items-center gap-2">
            {filters.map((filter, i) => (
              <Fragment key={filter.key}>
                {i > 0 && <span aria-hidden="true">–</span>}
                {numberField(filter.key as FactKey, t(filter.label), 'placeholder' in filter.input ? t(filter.input.placeholder) : undefined)}
              </Fragment>
            ))}
          </div>
          {messages(filters.map((filter) => filter.key as FactKey))}
        </fieldset>
      ))}

      {CHOICE_FILTERS.map((filter) => (
        <Fragment key={filter.key}>{choices(filter.key, t(filter.label), filter.input.choices)}</Fragment>
      ))}

      <label className="flex items-center gap-2 self-end text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={value.closed} onChange={(e) => onChange({ closed: e.target.checked })} />
        {t('filters.includeClosed')}
      </label>
    </div>
  )
}

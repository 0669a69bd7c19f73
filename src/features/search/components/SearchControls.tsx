import { useEffect, useRef, type SubmitEvent } from 'react'
import { typeLabel } from '../../../shared/typeLabel.ts'
import { attachPlaceCombobox, comboboxAttributes } from '../../../lib/placeCombobox.ts'
import { forTypeLabel, type KeysOf, type Translate } from '../../../lib/messages.ts'
import { COUNTRY_IDS } from '../../../shared/constants.ts'
import type { CountryId } from '../../../shared/domain.ts'
import type { Operation, SearchState } from '../../../shared/searchQuery.ts'

export interface TypeOption {
  id: number
  name: string
}

interface Props {
  state: SearchState
  types: TypeOption[]
  t: Translate<KeysOf<'properties' | 'countries' | 'types'>>
  lang: string
  onSearch: (q: string) => void
  onFilter: (key: 'country' | 'type' | 'operation', value: CountryId | number | Operation | null) => void
}

const pill =
  'btn shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:border-brand-700 dark:aria-pressed:bg-brand-700'

/** Text search (applied on Enter or the button, with places offered as one types), country, operation and type pills. */
export function SearchControls({ state, types, t, lang, onSearch, onFilter }: Props) {
  const countryMenu = useRef<HTMLDetailsElement>(null)
  const box = useRef<HTMLInputElement>(null)
  const places = useRef<HTMLUListElement>(null)
  // Places offered as one types; choosing one searches it (src/lib/placeCombobox.ts).
  const search = useRef(onSearch)
  useEffect(() => {
    search.current = onSearch
  })
  useEffect(
    () => attachPlaceCombobox(box.current!, places.current!, { lang, placeIn: (place, country) => t('properties.placeIn', { place, country }), onChoose: (text) => search.current(text) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` follows `lang`
    [lang],
  )
  // The dropdown closes like any other: a click elsewhere or Escape.
  useEffect(() => {
    const close = (event: Event) => {
      const menu = countryMenu.current
      if (!menu?.open) return
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.contains(event.target as Node)) {
        menu.open = false
        if (event instanceof KeyboardEvent) menu.querySelector('summary')?.focus()
      }
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [])
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim())
  }
  const countryName = state.country ? t(`countries.${state.country}`) : t('properties.allCountries')
  const chooseCountry = (id: CountryId | null) => {
    onFilter('country', id)
    if (countryMenu.current) countryMenu.current.open = false
  }

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={submit} className="flex gap-2 sm:gap-3">
        <label htmlFor="search-q" className="sr-only">
          {t('properties.searchLabel')}
        </label>
        <div className="relative min-w-0 flex-1">
          <input
            ref={box}
            id="search-q"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={state.q}
            placeholder={t('properties.searchPlaceholder')}
            autoComplete="off"
            {...comboboxAttributes('search-q-places')}
            className="field h-12 w-full text-base"
          />
          <ul
            ref={places}
            id="search-q-places"
            role="listbox"
            aria-label={t('properties.placeSuggestions')}
            hidden
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          />
        </div>
        <button type="submit" className="btn-primary h-12 shrink-0 px-4 text-base sm:px-8">
          {t('properties.searchButton')}
        </button>
      </form>

      {/* On a phone the country and the operation live in the filter sheet: the results come first. */}
      <div className="hidden gap-4 md:grid md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <span id="country-label" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('properties.country')}
          </span>
          {/* A dropdown of toggle buttons: choosing the active country again clears it (docs/specs/public-site.md §4). */}
          <details ref={countryMenu} className="relative" data-country-menu>
            <summary aria-labelledby="country-label country-current" className="field flex h-11 cursor-pointer list-none items-center justify-between">
              <span id="country-current">{countryName}</span>
              <span aria-hidden="true">▾</span>
            </summary>
            <ul
              className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
              aria-labelledby="country-label"
            >
              <li>
                <button
                  type="button"
                  aria-pressed={state.country === null}
                  onClick={() => chooseCountry(null)}
                  className="block w-full px-4 py-2 text-left text-slate-800 hover:bg-slate-100 aria-pressed:font-semibold aria-pressed:text-brand-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:text-orange-400"
                >
                  {t('properties.allCountries')}
                </button>
              </li>
              {COUNTRY_IDS.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    aria-pressed={state.country === id}
                    onClick={() => chooseCountry(id)}
                    className="block w-full px-4 py-2 text-left text-slate-800 hover:bg-slate-100 aria-pressed:font-semibold aria-pressed:text-brand-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:text-orange-400"
                  >
                    {t(`countries.${id}`)}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="search-operation" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('properties.operation')}
          </label>
          <select id="search-operation" className="field h-11" value={state.operation ?? ''} onChange={(e) => onFilter('operation', (e.target.value || null) as Operation | null)}>
            <option value="">{t('properties.allOperations')}</option>
            <option value="sale">{t('properties.sale')}</option>
            <option value="rent">{t('properties.rent')}</option>
          </select>
        </div>
      </div>

      {/* One swipeable row on a phone, wrapped on wider screens. */}
      <div role="group" aria-label={t('properties.type')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible">
        <button type="button" className={pill} aria-pressed={state.type === null} onClick={() => state.type !== null && onFilter('type', null)}>
          {t('properties.allTypes')}
        </button>
        {types.map((type) => (
          <button key={type.id} type="button" className={pill} aria-pressed={state.type === type.id} onClick={() => onFilter('type', type.id)}>
            {typeLabel(type.name, forTypeLabel(t))}
          </button>
        ))}
      </div>
    </div>
  )
}

import type { MouseEvent } from 'react'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { COUNTRY_IDS } from '../../../shared/constants.ts'
import type { CountryId } from '../../../shared/domain.ts'
import { useDropdown } from '../model/useDropdown.ts'
import { fieldLabel } from './fieldClasses.ts'
import { ChoiceForm, submitted } from './ChoiceForm.tsx'

interface Props {
  value: CountryId | null
  onChoose: (country: CountryId | null) => void
  /** Where a choice goes before the island runs: the search page and the rest of the search. */
  action: string
  keep: string
  t: Translate<KeysOf<'properties' | 'countries'>>
}

/** The country: a dropdown of toggle buttons, where choosing the active country again clears it (docs/specs/public-site.md §4). */
export function CountryMenu({ value, onChoose, action, keep, t }: Props) {
  const { menu, close } = useDropdown()
  const nameOf = (id: CountryId | null) => (id ? t(`countries.${id}`) : t('properties.allCountries'))
  const choose = (event: MouseEvent<HTMLButtonElement>, id: CountryId | null) => {
    event.preventDefault()
    onChoose(id)
    close()
  }
  return (
    <div className="flex flex-col gap-1.5">
      <span id="country-label" className={fieldLabel}>
        {t('properties.country')}
      </span>
      <ChoiceForm action={action} keep={keep}>
        <details ref={menu} className="relative" data-country-menu>
          <summary aria-labelledby="country-label country-current" className="field flex h-11 cursor-pointer list-none items-center justify-between">
            <span id="country-current">{nameOf(value)}</span>
            <span aria-hidden="true">▾</span>
          </summary>
          <ul className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900" aria-labelledby="country-label">
            {[null, ...COUNTRY_IDS].map((id) => (
              <li key={id ?? 'all'}>
                <button type="submit" {...submitted('country', id, value === id)} aria-pressed={value === id} onClick={(event) => choose(event, id)} className="menu-choice">
                  {nameOf(id)}
                </button>
              </li>
            ))}
          </ul>
        </details>
      </ChoiceForm>
    </div>
  )
}

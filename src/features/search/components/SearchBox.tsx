import type { SubmitEvent } from 'react'
import { comboboxAttributes, listboxAttributes, PLACE_LIST_CLASS } from '../../../lib/placeCombobox.ts'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { usePlaceCombobox } from '../model/usePlaceCombobox.ts'

interface Props {
  q: string
  t: Translate<KeysOf<'properties'>>
  lang: string
  onSearch: (q: string) => void
}

/** The text search: applied on Enter or the button, with places offered as one types. */
export function SearchBox({ q, t, lang, onSearch }: Props) {
  const { box, places } = usePlaceCombobox(lang, t, onSearch)
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim())
  }
  return (
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
          defaultValue={q}
          placeholder={t('properties.searchPlaceholder')}
          autoComplete="off"
          {...comboboxAttributes('search-q-places')}
          className="field h-12 w-full text-base"
        />
        <ul ref={places} {...listboxAttributes('search-q-places', t('properties.placeSuggestions'))} className={PLACE_LIST_CLASS} />
      </div>
      <button type="submit" className="btn-primary h-12 shrink-0 px-4 text-base sm:px-8">
        {t('properties.searchButton')}
      </button>
    </form>
  )
}

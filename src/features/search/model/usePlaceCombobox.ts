import { useEffect, useRef } from 'react'
import { attachPlaceCombobox } from '../../../lib/placeCombobox.ts'
import type { KeysOf, Translate } from '../../../lib/messages.ts'

/** Places offered as one types in the search box; choosing one searches it (src/lib/placeCombobox.ts). */
export function usePlaceCombobox(lang: string, t: Translate<KeysOf<'properties'>>, onSearch: (q: string) => void) {
  const box = useRef<HTMLInputElement>(null)
  const places = useRef<HTMLUListElement>(null)
  const search = useRef(onSearch)
  useEffect(() => {
    search.current = onSearch
  })
  useEffect(
    () => attachPlaceCombobox(box.current!, places.current!, { lang, placeIn: (place, country) => t('properties.placeIn', { place, country }), onChoose: (text) => search.current(text) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` follows `lang`
    [lang],
  )
  return { box, places }
}

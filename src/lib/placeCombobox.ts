import type { PlaceSuggestion } from '../shared/types.ts'

// The search box's place suggestions (issue 22): as one types, the cities and neighbourhoods the
// last words may start (GET /api/locations/suggest), in a listbox under the box. ARIA 1.2 combobox
// pattern: the focus stays in the box, arrows move the active option (aria-activedescendant), Enter
// or a click chooses it, Escape closes the list. Plain DOM, so that the home page's hero (no React)
// and the search page's island share it; plain `fetch`, so the hero loads nothing else.

interface PlaceComboboxOptions {
  /** es, en or pt (not the page's `pt-BR`): the language of country names. */
  lang: string
  /** "{{place}}, {{country}}" in the page's language, for an option's second line. */
  placeIn: (place: string, country: string) => string
  /** The box now reads `text` (the place chosen): search it. */
  onChoose: (text: string) => void
}

/** The box's combobox attributes, tied to the listbox of id `listId`: what attachPlaceCombobox expects. */
export const comboboxAttributes = (listId: string) => ({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': listId }) as const

/** The suggestions' list, tied to the box by `listId`: hidden until there is something to suggest. */
export const listboxAttributes = (listId: string, label: string) => ({ id: listId, role: 'listbox', 'aria-label': label, hidden: true }) as const

/** The list drops under the box, above what follows it. */
export const PLACE_LIST_CLASS = 'absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900'

/** Wait this long after a key before asking: one request per pause, not per key. */
const TYPING_PAUSE_MS = 150

/** Wires `input` (role="combobox", aria-controls the list) to `listbox`; returns what undoes it. */
export function attachPlaceCombobox(input: HTMLInputElement, listbox: HTMLElement, options: PlaceComboboxOptions): () => void {
  let items: PlaceSuggestion[] = []
  let active = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let request: AbortController | undefined
  const optionId = (i: number) => `${listbox.id}-option-${i}`

  const render = () => {
    const open = items.length > 0
    input.setAttribute('aria-expanded', String(open))
    listbox.hidden = !open
    if (active >= 0) input.setAttribute('aria-activedescendant', optionId(active))
    else input.removeAttribute('aria-activedescendant')
    listbox.replaceChildren(
      ...items.map((item, i) => {
        const option = document.createElement('li')
        option.id = optionId(i)
        option.setAttribute('role', 'option')
        option.setAttribute('aria-selected', String(i === active))
        option.dataset.placeOption = item.text
        option.className =
          'cursor-pointer px-4 py-2 text-left aria-selected:bg-brand-50 aria-selected:text-brand-800 hover:bg-slate-100 dark:hover:bg-slate-800 dark:aria-selected:bg-slate-800 dark:aria-selected:text-brand-300'
        const name = document.createElement('span')
        name.className = 'block font-medium text-slate-900 dark:text-slate-100'
        name.textContent = item.name
        const where = document.createElement('span')
        where.className = 'block text-sm text-slate-600 dark:text-slate-400'
        // A city with its country; a neighbourhood with its city and country.
        where.textContent = item.city === null ? item.country : options.placeIn(item.city, item.country)
        option.append(name, where)
        // Keep the focus in the box while the pointer is down, then choose on click.
        option.addEventListener('mousedown', (event) => event.preventDefault())
        option.addEventListener('click', () => choose(i))
        return option
      }),
    )
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  }
  const close = () => {
    request?.abort()
    clearTimeout(timer)
    items = []
    active = -1
    render()
  }
  const choose = (i: number) => {
    const text = items[i]?.text
    if (text === undefined) return
    input.value = text
    close()
    options.onChoose(text)
  }
  const ask = async () => {
    request?.abort()
    const text = input.value.trim()
    if (text.length < 2) return close()
    const controller = (request = new AbortController())
    try {
      const res = await fetch(`/api/locations/suggest?${new URLSearchParams({ q: text.slice(0, 100), lang: options.lang })}`, { signal: controller.signal })
      if (!res.ok || controller.signal.aborted) return
      items = (await res.json()) as PlaceSuggestion[]
      active = -1
      // The box may have lost the focus meanwhile: then the list stays closed.
      if (document.activeElement !== input) items = []
      render()
    } catch {
      // Aborted or offline: the box works as a plain text box.
    }
  }

  const onInput = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void ask(), TYPING_PAUSE_MS)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      active = active < 0 ? (step > 0 ? 0 : items.length - 1) : (active + step + items.length) % items.length
      render()
    } else if (event.key === 'Enter') {
      if (active < 0) return close()
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape' && items.length > 0) {
      // The first Escape closes the list; the next one is the box's own (clears it).
      event.preventDefault()
      close()
    }
  }
  const onBlur = () => close()
  input.addEventListener('input', onInput)
  input.addEventListener('keydown', onKeyDown)
  input.addEventListener('blur', onBlur)
  render()
  // Typed before this script came to life (an island hydrates after the page shows): suggest for it now.
  if (document.activeElement === input && input.value !== input.defaultValue) onInput()
  return () => {
    close()
    input.removeEventListener('input', onInput)
    input.removeEventListener('keydown', onKeyDown)
    input.removeEventListener('blur', onBlur)
  }
}

import { useSyncExternalStore } from 'react'

// The address's query string as a store: islands read it while rendering and re-render on
// back/forward (popstate) and on their own pushState/replaceState through the helpers below.
const EVENT = 'urlsearchchange'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(EVENT, onChange)
  }
}

/** `location.search`, or null while rendering on the server and hydrating (a pre-rendered page has none). */
export function useUrlSearch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => location.search,
    () => null,
  )
}

function go(query: string, replace: boolean) {
  if (query === location.search) return
  const url = `${location.pathname}${query}${location.hash}`
  if (replace) history.replaceState(history.state, '', url)
  else history.pushState(null, '', url)
  window.dispatchEvent(new Event(EVENT))
}

export const pushSearch = (query: string) => go(query, false)
export const replaceSearch = (query: string) => go(query, true)

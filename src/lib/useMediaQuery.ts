import { useSyncExternalStore } from 'react'

/** Whether a media query matches, following changes; null on the server and while hydrating. */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => matchMedia(query).matches,
    () => null,
  )
}

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False while rendering on the server and hydrating, true once the browser runs the island. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

import type { MouseEvent } from 'react'

/**
 * A click the page may handle in place of following the link: a new tab or window (a modifier key,
 * another button) keeps the browser's own behaviour.
 */
export function isPlainClick(event: MouseEvent) {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
}

/**
 * A link's click handler that does `action` in place of following it, for a plain click only: the
 * link's address stays the way to the same result in a new tab, or before the island runs.
 */
export const followedInPlace = (action: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!isPlainClick(event)) return
  event.preventDefault()
  action()
}

import type { MouseEvent } from 'react'

/**
 * A click the page may handle in place of following the link: a new tab or window (a modifier key,
 * another button) keeps the browser's own behaviour.
 */
export function isPlainClick(event: MouseEvent) {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
}

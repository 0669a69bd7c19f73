// A success message that must survive a page change (e.g. 'Has cerrado sesión.' shown on the home
// page the visitor is sent to): kept in sessionStorage until the page's toast host shows it.
// No React here: plain scripts (the header's session buttons) leave messages too, and the toast host
// (src/components/ToastHost.tsx) is only loaded on pages that have something to show.
const KEY = 'flash'
/** Asks the page's toast host to show the pending message now (see `showFlashNow`). */
export const FLASH_EVENT = 'flash:pending'

/** Where the message waits when sessionStorage is unavailable: it then lives as long as the page. */
let inMemory: string | null = null

export function flashAfterNavigation(message: string): void {
  try {
    sessionStorage.setItem(KEY, message)
  } catch {
    inMemory = message
  }
}

/** The same message shown on this page, without a page change. */
export function showFlashNow(message: string): void {
  flashAfterNavigation(message)
  document.dispatchEvent(new Event(FLASH_EVENT))
}

export function hasPendingFlash(): boolean {
  try {
    return inMemory !== null || sessionStorage.getItem(KEY) !== null
  } catch {
    return inMemory !== null
  }
}

/** The pending message, removed so that it shows once. */
export function takePendingFlash(): string | null {
  const kept = inMemory
  inMemory = null
  try {
    const message = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return message ?? kept
  } catch {
    return kept
  }
}

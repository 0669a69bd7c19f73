import toast from 'react-hot-toast'

// A success message that must survive a page change (e.g. 'Has cerrado sesión.' shown on the home
// page the visitor is sent to): kept in sessionStorage until the next page's toast host shows it.
const KEY = 'flash'

export function flashAfterNavigation(message: string): void {
  try {
    sessionStorage.setItem(KEY, message)
  } catch {
    toast.success(message)
  }
}

export function showPendingFlash(): void {
  try {
    const message = sessionStorage.getItem(KEY)
    if (!message) return
    sessionStorage.removeItem(KEY)
    toast.success(message)
  } catch {
    // storage unavailable: nothing was kept
  }
}

import { useEffect } from 'react'

/**
 * While `active`, leaving asks first: closing or reloading the tab (the browser's own question) and
 * following a link (`question`). Links opening a new tab or moving within the page pass: they leave nothing.
 */
export function useLeaveGuard(active: boolean, question: string) {
  useEffect(() => {
    if (!active) return
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    // Capture, before the admin router's own listener (on the body) turns the click into navigation.
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      // A link within the page (the skip link) leaves nothing.
      if (link.getAttribute('href')?.startsWith('#')) return
      if (!window.confirm(question)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [active, question])
}

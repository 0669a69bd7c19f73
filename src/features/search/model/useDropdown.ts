import { useEffect, useRef } from 'react'

/** A `<details>` dropdown that closes like any other: a click elsewhere or Escape (which gives the focus back to its summary). */
export function useDropdown() {
  const menu = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current
      if (!details?.open) return
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus()
      }
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [])
  const close = () => {
    if (menu.current) menu.current.open = false
  }
  return { menu, close }
}

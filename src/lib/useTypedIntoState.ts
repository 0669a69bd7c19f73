import { useEffect } from 'react'

/**
 * What a visitor typed into controlled fields before their island came to life. React 19 leaves
 * the typed text on the page when it hydrates, but not in the component's state, so the form would
 * check and send empty values while the fields show text (a password "too short" that is there).
 * Read once the island runs, and put in the state through each field's setter.
 */
export function useTypedIntoState(fields: readonly (readonly [id: string, set: (value: string) => void])[]) {
  useEffect(() => {
    for (const [id, set] of fields) {
      const field = document.getElementById(id)
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') set(field.value)
    }
    // Once, on hydration: later typing reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

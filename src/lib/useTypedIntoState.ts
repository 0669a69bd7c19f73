import { useEffect } from 'react'
import { typedField } from './typedField.ts'

/**
 * What a visitor typed or chose in controlled fields before their island came to life. React 19
 * leaves the typed text (and a checked radio, a chosen option) on the page when it hydrates, but not
 * in the component's state, so the form would check and send empty values while the fields show
 * text (a password "too short" that is there), and draw what depends on them (a strength meter, an
 * agency's own fields) for the defaults. Read once the island runs, and put in the state through
 * each field's setter: a text field's value when not empty, a radio's or a checkbox's when checked,
 * a list's chosen option.
 */
export function useTypedIntoState(fields: readonly (readonly [id: string, set: (value: string) => void])[]) {
  useEffect(() => {
    for (const [id, set] of fields) {
      const field = typedField(id)
      if (!field) continue
      const checkable = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')
      if (checkable ? field.checked : field.value !== '') set(field.value)
    }
    // Once, on hydration: later typing reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

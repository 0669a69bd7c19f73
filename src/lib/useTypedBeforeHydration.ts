import { useEffect, useState } from 'react'
import { typedField } from './typedField.ts'

/**
 * What a visitor typed into a server-drawn form before its island came to life, put back should
 * the island be drawn again from scratch (a hydration mismatch empties every field, issue 22). The
 * first render reads the server's fields while they are still on the page; a field that came back
 * holding only its default gets the typed text again.
 */
export function useTypedBeforeHydration(ids: readonly string[]) {
  const [typed] = useState(() =>
    typeof document === 'undefined'
      ? []
      : ids.flatMap((id) => {
          const field = typedField(id)
          return field ? [[id, field.value] as const] : []
        }),
  )
  useEffect(() => {
    for (const [id, value] of typed) {
      const field = typedField(id)
      if (field && !(field instanceof HTMLSelectElement) && field.value === field.defaultValue && value !== field.defaultValue) field.value = value
    }
  }, [typed])
}

import { useState, type SubmitEvent } from 'react'
import type { GenericSchema, InferOutput } from 'valibot'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { useT } from './i18n.ts'

/**
 * A small form's send: one at a time, its input checked by the shared schema first (the messages
 * translated, by field), then `send` with what the schema read. `send` reports its own failures.
 */
export function useCheckedSubmit<F extends string>() {
  const { t } = useT()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})

  function submit<S extends GenericSchema>(schema: S, input: unknown, send: (output: InferOutput<S>) => Promise<void>) {
    return async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (sending) return
      const parsed = validate(schema, input)
      setErrors(errorsByField<F>(parsed.errors, (message) => t(messageKey(message))))
      if (!parsed.success) return
      setSending(true)
      try {
        await send(parsed.output)
      } finally {
        setSending(false)
      }
    }
  }

  return { sending, errors, setErrors, submit }
}

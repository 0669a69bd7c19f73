import * as v from 'valibot'

/** One invalid field as the API answers it and a form marks it (docs/specs/API.md "Errors"). */
export interface FieldError {
  path: string
  message: string
}

/**
 * The message of an issue its schema left without one: the generic i18n key, passed to every parse
 * through its config rather than set globally, so importing a schema changes nothing.
 */
const FALLBACK_MESSAGE = 'errors.invalid'
export const PARSE_CONFIG = { message: FALLBACK_MESSAGE } as const

/** valibot issues as field errors: one per field (the first problem is the one to fix first). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    if (seen.has(path)) continue
    seen.add(path)
    errors.push({ path, message: issue.message })
  }
  return errors
}

type Validated<T> = { success: true; output: T; errors: [] } | { success: false; output?: undefined; errors: FieldError[] }

/** Parses with a shared schema; a failure comes back as field errors with i18n keys. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, PARSE_CONFIG)
  return result.success ? { success: true, output: result.output, errors: [] } : { success: false, errors: fieldErrors(result.issues) }
}

/** Fields checked one by one: the valid ones keep their typed value even when others fail. */
export interface CheckedFields<T> {
  values: Partial<T>
  errors: FieldError[]
}

/**
 * Parses each field of `input` with its own schema, so that checks only the caller can make (a city
 * that exists, a file that was sent) can run on the valid fields and be reported together with the
 * rest. A missing field is parsed as `undefined` and so gets the field's own message.
 */
export function checkFields<E extends Record<string, v.GenericSchema>>(schemas: E, input: unknown): CheckedFields<{ [K in keyof E]: v.InferOutput<E[K]> }> {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const values: Record<string, unknown> = {}
  const errors: FieldError[] = []
  for (const [key, schema] of Object.entries(schemas)) {
    const result = v.safeParse(schema, source[key], PARSE_CONFIG)
    if (result.success) values[key] = result.output
    else errors.push({ path: key, message: result.issues[0].message })
  }
  return { values: values as Partial<{ [K in keyof E]: v.InferOutput<E[K]> }>, errors }
}

/** Field errors as a form holds them, `{ field: message }`, each message passed through `show` (a translator, say). */
export function errorsByField<F extends string = string>(errors: readonly FieldError[], show: (message: string) => string = (m) => m): Partial<Record<F, string>> {
  return Object.fromEntries(errors.map((e) => [e.path, show(e.message)])) as Partial<Record<F, string>>
}

import * as v from 'valibot'
import { PARSE_CONFIG } from '../fieldErrors.ts'

// Field builders shared by every input schema. Multipart forms send text, JSON sends numbers and
// booleans, and the earlier client sent both 'true'/'false' and '1'/'0': each builder accepts all.

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false }

export function booleanField(message: string) {
  return v.pipe(
    v.union([v.boolean(), v.number(), v.string()], message),
    v.transform((value) => (typeof value === 'string' ? BOOLEAN_TEXT[value.trim().toLowerCase()] : value === true || value === 1 ? true : value === false || value === 0 ? false : undefined)),
    v.boolean(message),
  )
}

interface NumberRules {
  min?: number
  /** true: value must be strictly greater than `min`. */
  exclusiveMin?: boolean
  max?: number
  integer?: boolean
  /** Values must be a multiple of this step (bathrooms come in halves). */
  step?: number
}

function toNumber(value: string | number): number {
  if (typeof value === 'number') return value
  const text = value.trim()
  return text === '' ? Number.NaN : Number(text)
}

export function numberField(message: string, rules: NumberRules = {}) {
  return v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform(toNumber),
    v.number(message),
    v.finite(message),
    v.check((n) => (rules.min === undefined ? true : rules.exclusiveMin ? n > rules.min : n >= rules.min), message),
    v.check((n) => rules.max === undefined || n <= rules.max, message),
    v.check((n) => !rules.integer || Number.isInteger(n), message),
    v.check((n) => !rules.step || Math.abs(n / rules.step - Math.round(n / rules.step)) < 1e-9, message),
  )
}

/** Optional input where '' and null mean "not given" (forms do not send empty fields, but may). */
export function optionalField<T extends v.GenericSchema>(schema: T) {
  return v.pipe(
    v.optional(v.nullable(v.union([schema, v.literal('')]))),
    v.transform((value) => (value === '' || value === null ? undefined : value)),
  ) as unknown as v.GenericSchema<v.InferInput<T> | '' | null | undefined, v.InferOutput<T> | undefined>
}

export function textField(minMessage: string, min: number, max: number, maxMessage = 'validation.tooLong') {
  return v.pipe(v.string(minMessage), v.trim(), v.minLength(min, minMessage), v.maxLength(max, maxMessage))
}

export function optionalText(max: number, maxMessage = 'validation.tooLong') {
  return v.pipe(
    v.optional(v.nullable(v.pipe(v.string(maxMessage), v.trim(), v.maxLength(max, maxMessage)))),
    v.transform((value) => (value ? value : undefined)),
  )
}

export const idField = (message: string) => numberField(message, { min: 1, integer: true, max: 2_147_483_647 })

/**
 * `v.object` whose missing keys are reported with the field's own message ("El país es requerido")
 * rather than the object's: the message is what the field's schema says about `undefined`.
 */
export function fieldsObject<E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.length === 1 ? issue.path[0].key : undefined
    const field = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined
    if (!field) return PARSE_CONFIG.message
    const result = v.safeParse(field, undefined, PARSE_CONFIG)
    return result.success ? 'validation.required' : result.issues[0].message
  })
}

/**
 * A list of fixed identifiers (amenities, what a rent includes): a JSON array, or in multipart a JSON
 * string of one. Absent or '' is the empty list; the result has each identifier once, in `options`' order.
 */
export function listField<const T extends string>(options: readonly T[], message: string) {
  return v.pipe(
    v.optional(v.nullable(v.union([v.array(v.string(message)), v.string(message)], message)), []),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value
      if (value === null || value === '') return []
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value) as unknown
      } catch {
        addIssue({ message })
        return NEVER
      }
    }),
    v.array(v.picklist(options, message), message),
    v.transform((list) => options.filter((option) => list.includes(option))),
  )
}

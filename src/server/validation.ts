import type * as v from 'valibot'
import { validate, type CheckedFields } from '../shared/fieldErrors.ts'
import { invalid, type FieldIssue } from './errors.ts'

/** Parses with a shared schema or throws the contract's 400 with one issue per invalid field. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input)
  if (!result.success) throw invalid(result.errors)
  return result.output
}

/**
 * Fields checked one by one (see `checkFields`) become the whole, valid input, or the 400 listing
 * their errors together with `extra` ones (checks the schema cannot make, like a city of another
 * country), except for fields the schema already faults.
 */
export function requireFields<T>(checked: CheckedFields<T>, extra: FieldIssue[] = []): T {
  const faulted = new Set(checked.errors.map((e) => e.path))
  const issues = [...checked.errors, ...extra.filter((e) => !faulted.has(e.path))]
  if (issues.length > 0) throw invalid(issues)
  // No error left means every field parsed, so the partial is complete.
  return checked.values as T
}

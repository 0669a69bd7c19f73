import * as v from 'valibot'
import { AppError, type FieldIssue } from './errors.ts'

// Any issue a schema leaves without its own message is answered with the generic i18n key.
v.setGlobalMessage('errors.invalid')

type Entries = Record<string, v.GenericSchema>

function entriesOf(schema: v.GenericSchema): Entries | undefined {
  if ('entries' in schema) return schema.entries as Entries
  if ('pipe' in schema) {
    for (const item of schema.pipe as v.GenericSchema[]) if ('entries' in item) return item.entries as Entries
  }
  return undefined
}

/**
 * valibot reports a missing key with the object's message; a form wants the field's own message
 * ("El país es requerido"), which is what the field schema says about `undefined`.
 */
function missingKeyMessage(schema: v.GenericSchema, key: string): string {
  const field = entriesOf(schema)?.[key]
  if (!field) return 'validation.required'
  const result = v.safeParse(field, undefined)
  return result.success ? 'validation.required' : result.issues[0].message
}

export function issuesOf(issues: readonly v.BaseIssue<unknown>[], schema?: v.GenericSchema): FieldIssue[] {
  const seen = new Set<string>()
  const out: FieldIssue[] = []
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    // One entry per field: the first problem is the one worth fixing first.
    if (seen.has(path)) continue
    seen.add(path)
    const isMissingKey = issue.type === 'object' && issue.input === undefined && issue.path?.length === 1
    out.push({ path, message: isMissingKey && schema ? missingKeyMessage(schema, path) : issue.message })
  }
  return out
}

/**
 * Parses with a shared schema or throws the contract's 400 with one issue per invalid field;
 * `extra` issues (checks the schema cannot make, like a city of another country) are reported with
 * the schema's, except for fields the schema already faults.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, extra: FieldIssue[] = []): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success && extra.length === 0) return result.output
  const issues = result.success ? [] : issuesOf(result.issues, schema)
  const faulted = new Set(issues.map((i) => i.path))
  throw new AppError('INVALID', 'errors.invalid', { issues: [...issues, ...extra.filter((e) => !faulted.has(e.path))] })
}

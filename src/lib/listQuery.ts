import * as v from 'valibot'
import { PropertyListQuerySchema, type PropertyListQuery } from '../shared/schemas/queries.ts'

/**
 * The list query of a server-rendered page, read from its address. The API answers a bad value with
 * a 400; a page cannot, since anyone may hand-edit or truncate a shared link, so it drops the values
 * that do not parse and shows the rest.
 */
export function listQueryOf(input: Record<string, string | number | boolean | undefined>): PropertyListQuery {
  const known = Object.keys(PropertyListQuerySchema.entries)
  const given = Object.fromEntries(
    Object.entries(input)
      .filter(([key, value]) => known.includes(key) && value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
  const parsed = v.safeParse(PropertyListQuerySchema, given)
  if (parsed.success) return parsed.output
  const faulty = new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key)))
  return v.parse(PropertyListQuerySchema, Object.fromEntries(Object.entries(given).filter(([key]) => !faulty.has(key))))
}

import * as v from 'valibot'
import { PropertyTypeSchema } from '../../../../shared/schemas/propertyType.ts'
import type { PropertyType } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { createPropertyType, updatePropertyType } from '../api.ts'
import type { TypeValues } from '../components/TypeFields.tsx'

export type TypeErrors = { name?: string; icon?: string }

/** Checks with the shared schema (i18n keys), then creates or updates; field errors of the server too. */
export async function saveType(values: TypeValues, existing: PropertyType | null): Promise<{ ok: true; type: PropertyType } | { ok: false; errors: TypeErrors; callFailed: boolean }> {
  const parsed = v.safeParse(PropertyTypeSchema, values)
  if (!parsed.success) {
    const errors: TypeErrors = {}
    for (const issue of parsed.issues) {
      const path = v.getDotPath(issue) as keyof TypeErrors
      errors[path] ??= issue.message
    }
    return { ok: false, errors, callFailed: false }
  }
  const body = { name: parsed.output.name, icon: parsed.output.icon, isActive: parsed.output.isActive }
  try {
    const type = existing ? await updatePropertyType(existing.id, body) : await createPropertyType(body)
    return { ok: true, type }
  } catch (error) {
    const failure = await failureOf(error)
    const errors: TypeErrors = {}
    for (const e of failure.errors ?? []) if (e.path === 'name' || e.path === 'icon') errors[e.path] = e.message
    return { ok: false, errors, callFailed: true }
  }
}

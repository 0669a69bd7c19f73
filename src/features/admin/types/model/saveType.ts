import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { PropertyTypeSchema } from '../../../../shared/schemas/propertyType.ts'
import type { PropertyType } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { createPropertyType, updatePropertyType } from '../api.ts'
import type { TypeValues } from '../components/TypeFields.tsx'

export type TypeErrors = { name?: string; icon?: string }

/** Checks with the shared schema (i18n keys), then creates or updates; field errors of the server too. */
export async function saveType(values: TypeValues, existing: PropertyType | null): Promise<{ ok: true; type: PropertyType } | { ok: false; errors: TypeErrors; callFailed: boolean }> {
  const parsed = validate(PropertyTypeSchema, values)
  if (!parsed.success) return { ok: false, errors: errorsByField<keyof TypeErrors>(parsed.errors), callFailed: false }
  const body = { name: parsed.output.name, icon: parsed.output.icon, isActive: parsed.output.isActive }
  try {
    const type = existing ? await updatePropertyType(existing.id, body) : await createPropertyType(body)
    return { ok: true, type }
  } catch (error) {
    const failure = await failureOf(error)
    const errors = errorsByField<keyof TypeErrors>((failure.errors ?? []).filter((e) => e.path === 'name' || e.path === 'icon'))
    return { ok: false, errors, callFailed: true }
  }
}

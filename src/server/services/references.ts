import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { cities, propertyTypes } from '../db/schema.ts'
import type { FieldIssue } from '../errors.ts'

interface ReferenceInput {
  countryId?: unknown
  cityId?: unknown
  propertyTypeId?: unknown
}

/**
 * Checks that a listing's city exists in its country and its type exists and is active. Takes the
 * raw input so these issues can be reported together with the form's other mistakes.
 */
export async function referenceIssues(db: Database, ref: ReferenceInput, options: { allowInactiveTypeId?: number } = {}): Promise<FieldIssue[]> {
  const cityId = typeof ref.cityId === 'string' ? ref.cityId.trim() : ''
  const countryId = typeof ref.countryId === 'string' ? ref.countryId.trim() : ''
  const typeId = Number(ref.propertyTypeId)
  const validTypeId = Number.isInteger(typeId) && typeId > 0 && typeId < 2_147_483_647
  const [[city], [type]] = await Promise.all([
    cityId && cityId.length <= 40 ? db.select({ countryId: cities.countryId }).from(cities).where(eq(cities.id, cityId)).limit(1) : Promise.resolve([]),
    validTypeId ? db.select({ id: propertyTypes.id, isActive: propertyTypes.isActive }).from(propertyTypes).where(eq(propertyTypes.id, typeId)).limit(1) : Promise.resolve([]),
  ])
  const issues: FieldIssue[] = []
  if (!city) issues.push({ path: 'cityId', message: 'validation.property.city' })
  else if (countryId && city.countryId !== countryId) issues.push({ path: 'cityId', message: 'validation.property.cityCountry' })
  // A listing may keep a type that was deactivated later, but new choices must be active types.
  if (!type || (!type.isActive && type.id !== options.allowInactiveTypeId)) issues.push({ path: 'propertyTypeId', message: 'validation.property.type' })
  return issues
}

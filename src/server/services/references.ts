import { eq } from 'drizzle-orm'
import type { ListingData } from '../../shared/listing.ts'
import type { Database } from '../db/client.ts'
import { cities, propertyTypes } from '../db/schema.ts'
import type { FieldIssue } from '../errors.ts'

type References = Partial<Pick<ListingData, 'countryId' | 'cityId' | 'propertyTypeId'>>

/**
 * Checks that a listing's city exists in its country and its type exists and is active. Takes the
 * fields that passed their schema (absent ones are already reported) so that these issues come
 * together with the form's other mistakes.
 */
export async function referenceIssues(db: Database, ref: References, options: { allowInactiveTypeId?: number } = {}): Promise<FieldIssue[]> {
  const { cityId, countryId, propertyTypeId } = ref
  const [[city], [type]] = await Promise.all([
    cityId ? db.select({ countryId: cities.countryId }).from(cities).where(eq(cities.id, cityId)).limit(1) : Promise.resolve([]),
    propertyTypeId ? db.select({ id: propertyTypes.id, isActive: propertyTypes.isActive }).from(propertyTypes).where(eq(propertyTypes.id, propertyTypeId)).limit(1) : Promise.resolve([]),
  ])
  const issues: FieldIssue[] = []
  if (cityId && !city) issues.push({ path: 'cityId', message: 'validation.property.city' })
  else if (city && countryId && city.countryId !== countryId) issues.push({ path: 'cityId', message: 'validation.property.cityCountry' })
  // A listing may keep a type that was deactivated later, but new choices must be active types.
  if (propertyTypeId && (!type || (!type.isActive && type.id !== options.allowInactiveTypeId))) issues.push({ path: 'propertyTypeId', message: 'validation.property.type' })
  return issues
}

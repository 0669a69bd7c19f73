import { asc, eq } from 'drizzle-orm'
import type { CountryId } from '../../shared/domain.ts'
import type { City, IdName } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { cities, countries } from '../db/schema.ts'
import { notFound } from '../errors.ts'

export function listCountries(db: Database): Promise<IdName[]> {
  return db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.position), asc(countries.id))
}

/** A country's cities with their centres (where the admin form's pin starts). */
export async function listCities(db: Database, countryId: CountryId): Promise<City[]> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1)
  if (!country) throw notFound('errors.countryNotFound')
  return db
    .select({ id: cities.id, name: cities.name, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(cities.name), asc(cities.id))
}

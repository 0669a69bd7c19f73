import { asc } from 'drizzle-orm'
import type { IdName } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { propertyStatuses } from '../db/schema.ts'

export function listStatuses(db: Database): Promise<IdName[]> {
  return db.select({ id: propertyStatuses.id, name: propertyStatuses.name }).from(propertyStatuses).orderBy(asc(propertyStatuses.id))
}

import { asc, count, eq } from 'drizzle-orm'
import type { PropertyTypeData, PropertyTypeUpdateData } from '../../shared/schemas/propertyType.ts'
import type { PropertyType } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { properties, propertyTypes } from '../db/schema.ts'
import { AppError, notFound } from '../errors.ts'
import type { AuditTrail } from './audit.ts'

const toType = (row: typeof propertyTypes.$inferSelect): PropertyType => ({ ...row, isActive: row.isActive ? 1 : 0 })

export async function listActiveTypes(db: Database): Promise<{ id: number; name: string; icon: string }[]> {
  return db.select({ id: propertyTypes.id, name: propertyTypes.name, icon: propertyTypes.icon }).from(propertyTypes).where(eq(propertyTypes.isActive, true)).orderBy(asc(propertyTypes.id))
}

export async function listAllTypes(db: Database): Promise<PropertyType[]> {
  return (await db.select().from(propertyTypes).orderBy(asc(propertyTypes.id))).map(toType)
}

export async function getType(db: Database, id: number): Promise<PropertyType> {
  const [row] = await db.select().from(propertyTypes).where(eq(propertyTypes.id, id)).limit(1)
  if (!row) throw notFound('errors.propertyTypeNotFound')
  return toType(row)
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const rows = await db.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes)
  if (rows.some((r) => r.id !== exceptId && r.name.toLocaleLowerCase('es') === name.toLocaleLowerCase('es'))) {
    throw new AppError('CONFLICT', 'errors.propertyType.nameTaken', { issues: [{ path: 'name', message: 'errors.propertyType.nameTaken' }] })
  }
}

const typeTarget = (type: { id: number; name: string }) => ({ targetType: 'property_type' as const, targetId: type.id, targetLabel: type.name })

export async function createType(db: Database, data: PropertyTypeData, trail: AuditTrail): Promise<PropertyType> {
  await assertNameFree(db, data.name)
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(propertyTypes).values(data).returning()
    await trail(tx as Database, { action: 'property_type.create', ...typeTarget(created), details: { icon: created.icon, isActive: created.isActive } })
    return created
  })
  return toType(row)
}

export async function updateType(db: Database, id: number, data: PropertyTypeUpdateData, trail: AuditTrail): Promise<PropertyType> {
  const before = await getType(db, id)
  if (data.name !== undefined) await assertNameFree(db, data.name, id)
  const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))
  if (Object.keys(changes).length > 0) {
    await db.transaction(async (tx) => {
      await tx.update(propertyTypes).set(changes).where(eq(propertyTypes.id, id))
      const from = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof PropertyType]]))
      await trail(tx as Database, { action: 'property_type.update', ...typeTarget({ id, name: data.name ?? before.name }), details: { from, to: changes } })
    })
  }
  return getType(db, id)
}

export async function deleteType(db: Database, id: number, trail: AuditTrail): Promise<void> {
  const type = await getType(db, id)
  const [{ used }] = await db.select({ used: count() }).from(properties).where(eq(properties.propertyTypeId, id))
  if (used > 0) throw new AppError('CONFLICT', 'errors.propertyType.inUse', { params: { count: used } })
  await db.transaction(async (tx) => {
    await tx.delete(propertyTypes).where(eq(propertyTypes.id, id))
    await trail(tx as Database, { action: 'property_type.delete', ...typeTarget(type) })
  })
}

import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { UserListQuery } from '../../shared/schemas/queries.ts'
import type { UserCreateData, UserUpdateData } from '../../shared/schemas/user.ts'
import type { IdName, Paged, User } from '../../shared/types.ts'
import { hashPassword } from '../auth/password.ts'
import type { Database } from '../db/client.ts'
import { properties, roles, users } from '../db/schema.ts'
import { ROLE_IDS } from '../db/seed/reference.ts'
import { AppError, conflict, notFound } from '../errors.ts'
import { accountChangedMail } from '../mail/accountMails.ts'
import { queueMail, type QueuedMail } from '../mail/outbox.ts'
import type { Actor } from './actor.ts'
import { giveIndependentAdvertiser } from './advertisers.ts'
import type { AuditTrail } from './audit.ts'
import { userChangeRecords, userTarget } from './userAudit.ts'
import { assertStrongPassword } from './passwords.ts'
import { endAllSessions } from './sessions.ts'
import { personalWords } from '../../shared/passwordPolicy.ts'
import { matchesWords } from './searchText.ts'
import { readPage } from './pageRead.ts'

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  roleId: users.roleId,
  roleName: roles.name,
  isActive: users.isActive,
  phoneNumber: users.phoneNumber,
}

type UserRow = { id: number; name: string; email: string; roleId: string; roleName: string; isActive: boolean; phoneNumber: string | null }
const toUser = (row: UserRow): User => ({ ...row, isActive: row.isActive ? 1 : 0 })

export async function listRoles(db: Database): Promise<IdName[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name))
}

const userSortColumns = { name: sql`lower(${users.name})`, email: users.email, createdAt: users.createdAt }

export async function listUsers(db: Database, query: UserListQuery): Promise<Paged<User>> {
  const where = matchesWords([sql`${users.name}`, sql`${users.email}`], query.search)
  const direction = query.sortOrder === 'asc' ? asc : desc
  const ordered = db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    // The id tie-breaker keeps pages stable when names or instants repeat.
    .orderBy(direction(userSortColumns[query.sortBy]), direction(users.id))
    .$dynamic()
  const { rows, pagination } = await readPage(ordered, db.select({ total: count() }).from(users).where(where), query)
  return { data: rows.map(toUser), pagination }
}

export async function getUser(db: Database, id: number): Promise<User> {
  const [row] = await db.select(userColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id)).limit(1)
  if (!row) throw notFound('errors.userNotFound')
  return toUser(row)
}

async function assertRole(db: Database, roleId: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).limit(1)
  if (!role) throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'roleId', message: 'validation.user.role' }] })
}

async function assertEmailFree(db: Database, email: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1)
  if (taken) throw new AppError('CONFLICT', 'errors.user.emailTaken', { issues: [{ path: 'email', message: 'errors.user.emailTaken' }] })
}

/** Unique violations can still race past the checks above; they are answered as the same 409. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

export async function createUser(db: Database, data: UserCreateData, trail: AuditTrail): Promise<User> {
  await assertRole(db, data.roleId)
  await assertEmailFree(db, data.email)
  await assertStrongPassword(data.password, personalWords(data.name, data.email), 'password')
  const passwordHash = await hashPassword(data.password)
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: data.name,
          email: data.email.toLowerCase(),
          roleId: data.roleId,
          phoneNumber: data.phoneNumber ?? null,
          isActive: data.isActive ?? true,
          passwordHash,
        })
        .returning({ id: users.id, email: users.email })
      // An advertiser made by staff publishes as itself (issue 27); a superadmin publishes for the portal.
      if (data.roleId === ROLE_IDS.admin) await giveIndependentAdvertiser(tx as Database, row.id)
      await trail(tx as Database, { action: 'user.create', ...userTarget(row), details: { roleId: data.roleId, isActive: data.isActive ?? true } })
      return row.id
    })
    return getUser(db, id)
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.user.emailTaken', { issues: [{ path: 'email', message: 'errors.user.emailTaken' }] })
    throw error
  }
}

/**
 * A superadmin's edit. A new password, a new role or a deactivation ends every session the user
 * holds; the user is told by mail of a new password, email (at the old address) or role.
 */
export async function updateUser(db: Database, actor: Actor, id: number, data: UserUpdateData, trail: AuditTrail, context: { mail?: { kick(): void } } = {}): Promise<User> {
  const current = await getUser(db, id)
  if (data.roleId !== undefined) await assertRole(db, data.roleId)
  if (data.email !== undefined) await assertEmailFree(db, data.email, id)
  if (id === actor.id) {
    const [superRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'superadmin')).limit(1)
    if ((data.roleId !== undefined && data.roleId !== superRole?.id) || data.isActive === false) throw conflict('errors.user.selfDemote')
  }
  if (data.password !== undefined) await assertStrongPassword(data.password, personalWords(data.name ?? current.name, data.email ?? current.email), 'password')
  const changes = {
    ...(data.name !== undefined && { name: data.name }),
    ...(data.email !== undefined && { email: data.email.toLowerCase() }),
    ...(data.roleId !== undefined && { roleId: data.roleId }),
    ...(data.phoneNumber !== undefined && { phoneNumber: data.phoneNumber }),
    ...(data.isActive !== undefined && { isActive: data.isActive }),
    ...(data.password !== undefined && { passwordHash: await hashPassword(data.password) }),
  }
  // A form saved without changes (a blank password keeps the old one) changes nothing.
  if (Object.keys(changes).length === 0) return current
  const roleChanged = data.roleId !== undefined && data.roleId !== current.roleId
  const emailChanged = data.email !== undefined && data.email.toLowerCase() !== current.email.toLowerCase()
  const deactivated = data.isActive === false && current.isActive === 1
  const [{ lang }] = await db.select({ lang: users.language }).from(users).where(eq(users.id, id))
  const before = { email: current.email, name: current.name, lang }
  const mails: QueuedMail[] = [
    ...(data.password !== undefined ? [accountChangedMail(before, 'password')] : []),
    ...(emailChanged ? [accountChangedMail(before, 'email', { newEmail: data.email!.toLowerCase() })] : []),
    ...(roleChanged ? [accountChangedMail(before, 'role', { role: (await getRoleName(db, data.roleId!)) ?? 'admin' })] : []),
  ]
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set(changes).where(eq(users.id, current.id))
      if (data.password !== undefined || roleChanged || deactivated) await endAllSessions(tx as Database, current.id)
      if (roleChanged && data.roleId === ROLE_IDS.admin) {
        const [{ advertiserId }] = await tx.select({ advertiserId: users.advertiserId }).from(users).where(eq(users.id, current.id))
        if (advertiserId === null) await giveIndependentAdvertiser(tx as Database, current.id)
      }
      await queueMail(tx as Database, mails)
      for (const record of userChangeRecords(current, changes)) await trail(tx as Database, record)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.user.emailTaken', { issues: [{ path: 'email', message: 'errors.user.emailTaken' }] })
    throw error
  }
  if (mails.length > 0) context.mail?.kick()
  return getUser(db, id)
}

async function getRoleName(db: Database, roleId: string): Promise<string | undefined> {
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId)).limit(1)
  return role?.name
}

export async function deleteUser(db: Database, actor: Actor, id: number, trail: AuditTrail): Promise<void> {
  const user = await getUser(db, id)
  if (id === actor.id) throw conflict('errors.user.selfDelete')
  const [{ owned }] = await db.select({ owned: count() }).from(properties).where(eq(properties.ownerId, id))
  if (owned > 0) throw new AppError('CONFLICT', 'errors.user.hasProperties', { params: { count: owned } })
  await db.transaction(async (tx) => {
    const [{ advertiserId }] = await tx.select({ advertiserId: users.advertiserId }).from(users).where(eq(users.id, id))
    await tx.delete(users).where(eq(users.id, id))
    // An advertiser nobody works for any more has no page to show: it goes with its last member.
    if (advertiserId !== null) await tx.execute(sql`delete from advertisers a where a.id = ${advertiserId} and not exists (select 1 from users u where u.advertiser_id = a.id)`)
    await trail(tx as Database, { action: 'user.delete', ...userTarget(user), details: { roleId: user.roleId } })
  })
}

/** Every active superadmin's address and working language: who the portal's general mail goes to. */
export function activeSuperadmins(db: Database) {
  return db
    .select({ email: users.email, lang: users.language })
    .from(users)
    .where(and(eq(users.roleId, ROLE_IDS.superadmin), eq(users.isActive, true)))
}

import { and, asc, eq, sql } from 'drizzle-orm'
import type { AgencyDetails, AgencyMember, AgencyUpdate, AgencyView, AgentStats } from '../../shared/schemas/agency.ts'
import type { Database } from '../db/client.ts'
import { advertisers, countries, users } from '../db/schema.ts'
import { AppError, forbidden, notFound } from '../errors.ts'
import { deleteImages, storeImages, type UploadedFile } from '../storage/images.ts'
import type { FileStorage } from '../storage/storage.ts'
import { isAgencyManager, type Actor } from './actor.ts'
import type { AuditTrail } from './audit.ts'

// An agency's own screen (issue 27, docs/advertisers.md "Agency"): its manager edits the details
// and the logo; its agents may read them. Members, invitations and reassignment: agencyMembers.ts.

/** The caller's agency: a 404 for anyone who is not a member of one (a superadmin, an owner…). */
export function agencyIdOf(actor: Actor): number {
  if (actor.advertiserKind !== 'agency' || actor.advertiserId === null || actor.agencyRole === null) throw notFound('errors.agencyNotFound')
  return actor.advertiserId
}

/** The caller's agency when the caller manages it; its agents hear 403. */
export function managedAgencyOf(actor: Actor): number {
  const id = agencyIdOf(actor)
  if (actor.agencyRole !== 'manager') throw forbidden()
  return id
}

const detailColumns = {
  id: advertisers.id,
  name: advertisers.name,
  slug: advertisers.slug,
  logo: advertisers.logo,
  phone: advertisers.phone,
  whatsapp: advertisers.whatsapp,
  email: advertisers.email,
  address: advertisers.address,
  countryId: advertisers.countryId,
  licence: advertisers.licence,
  status: advertisers.status,
}

async function detailsOf(db: Database, id: number): Promise<AgencyDetails> {
  const [row] = await db.select(detailColumns).from(advertisers).where(eq(advertisers.id, id)).limit(1)
  if (!row) throw notFound('errors.agencyNotFound')
  return row
}

/** Invited and not joined: inactive, address never proved, and an invitation link not spent (expired ones count: they can be sent again). */
const invitedColumn = sql<boolean>`(not users.is_active and users.email_verified_at is null and exists (select 1 from account_tokens t where t.user_id = users.id and t.purpose = 'invitation' and t.used_at is null))`

export const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  agencyRole: sql<AgencyMember['agencyRole']>`${users.agencyRole}`,
  isActive: users.isActive,
  invited: invitedColumn,
  listings: sql<number>`(select count(*)::int from properties p where p.owner_id = users.id)`,
}

export async function membersOf(db: Database, agencyId: number, memberId?: number): Promise<AgencyMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.advertiserId, agencyId), memberId === undefined ? undefined : eq(users.id, memberId)))
    .orderBy(sql`(${users.agencyRole} = 'manager') desc`, asc(users.name), asc(users.id))
  return rows.map((row) => ({ ...row, invited: row.invited === true, listings: Number(row.listings) }))
}

/** GET /api/agency: the agency and its members, manager first. */
export async function getAgency(db: Database, actor: Actor): Promise<AgencyView> {
  const id = agencyIdOf(actor)
  const [agency, members] = await Promise.all([detailsOf(db, id), membersOf(db, id)])
  return { agency, members }
}

const agencyTarget = (agency: { id: number; name: string }) => ({ targetType: 'advertiser' as const, targetId: agency.id, targetLabel: agency.name })

/** PUT /api/agency: the manager's changes; a field left out is cleared (the form sends them all). */
export async function updateAgency(db: Database, actor: Actor, data: AgencyUpdate, trail: AuditTrail): Promise<AgencyDetails> {
  const id = managedAgencyOf(actor)
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, data.countryId)).limit(1)
  if (!country) throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'countryId', message: 'validation.agency.country' }] })
  const changes = {
    name: data.name,
    phone: data.phone ?? null,
    whatsapp: data.whatsapp ?? null,
    email: data.email ?? null,
    address: data.address ?? null,
    countryId: data.countryId,
    licence: data.licence ?? null,
  }
  await db.transaction(async (tx) => {
    const before = await detailsOf(tx as Database, id)
    await tx.update(advertisers).set(changes).where(eq(advertisers.id, id))
    const fields = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => before[key] !== changes[key])
    if (fields.length > 0) await trail(tx as Database, { action: 'agency.update', ...agencyTarget({ id, name: data.name }), details: { fields } })
  })
  return detailsOf(db, id)
}

/** The pipeline's refusals as a field error on `logo`, so the form shows it by the logo. */
function asLogoRefusal(error: unknown): never {
  if (error instanceof AppError && (error.code === 'UNSUPPORTED_MEDIA' || error.code === 'TOO_LARGE')) {
    throw new AppError(error.code === 'TOO_LARGE' ? 'TOO_LARGE' : 'INVALID', error.message as 'errors.image.type', { issues: [{ path: 'logo', message: 'validation.agency.logo' }] })
  }
  throw error
}

/** Sets (a stored path) or clears (null) the logo; the replaced picture's files go after the commit. */
async function replaceLogo(db: Database, storage: FileStorage, id: number, logo: string | null, trail: AuditTrail): Promise<AgencyDetails> {
  let before: AgencyDetails
  try {
    before = await db.transaction(async (tx) => {
      const current = await detailsOf(tx as Database, id)
      await tx.update(advertisers).set({ logo }).where(eq(advertisers.id, id))
      await trail(tx as Database, { action: 'agency.update', ...agencyTarget(current), details: { fields: ['logo'] } })
      return current
    })
  } catch (error) {
    if (logo) await deleteImages(storage, [logo])
    throw error
  }
  if (before.logo && before.logo !== logo) await deleteImages(storage, [before.logo])
  return detailsOf(db, id)
}

/** POST /api/agency/logo: one image through the photo pipeline (checked, re-encoded, metadata dropped). */
export async function setAgencyLogo(db: Database, storage: FileStorage, actor: Actor, files: UploadedFile[] | undefined, trail: AuditTrail): Promise<AgencyDetails> {
  const id = managedAgencyOf(actor)
  if (files?.length !== 1) throw new AppError('INVALID', 'errors.image.type', { issues: [{ path: 'logo', message: 'validation.agency.logo' }] })
  const [logo] = await storeImages(storage, files).catch(asLogoRefusal)
  return replaceLogo(db, storage, id, logo, trail)
}

/** DELETE /api/agency/logo. */
export async function removeAgencyLogo(db: Database, storage: FileStorage, actor: Actor, trail: AuditTrail): Promise<AgencyDetails> {
  return replaceLogo(db, storage, managedAgencyOf(actor), null, trail)
}

/** `perAgent` of a manager's dashboard: each member's listings, inquiries and views. */
export async function perAgentStats(db: Database, agencyId: number): Promise<AgentStats[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      properties: sql<number>`(select count(*)::int from properties p where p.owner_id = users.id)`,
      activeProperties: sql<number>`(select count(*)::int from properties p where p.owner_id = users.id and p.is_active)`,
      views: sql<number>`(select coalesce(sum(p.views), 0)::int from properties p where p.owner_id = users.id)`,
      inquiries: sql<number>`(select count(*)::int from inquiries i join properties p on p.id = i.property_id where p.owner_id = users.id)`,
      unreadInquiries: sql<number>`(select count(*)::int from inquiries i join properties p on p.id = i.property_id where p.owner_id = users.id and not i.is_read)`,
    })
    .from(users)
    .where(eq(users.advertiserId, agencyId))
    .orderBy(sql`(${users.agencyRole} = 'manager') desc`, asc(users.name), asc(users.id))
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    properties: Number(row.properties),
    activeProperties: Number(row.activeProperties),
    inquiries: Number(row.inquiries),
    unreadInquiries: Number(row.unreadInquiries),
    views: Number(row.views),
  }))
}

/** The dashboard's figures, with `perAgent` beside them for an agency's manager. */
export async function withPerAgent<T extends object>(db: Database, actor: Actor, stats: T): Promise<T & { perAgent?: AgentStats[] }> {
  return isAgencyManager(actor) ? { ...stats, perAgent: await perAgentStats(db, actor.advertiserId as number) } : stats
}

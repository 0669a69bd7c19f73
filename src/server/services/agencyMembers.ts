import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { INVITATION_DAYS } from '../../shared/advertisers.ts'
import type { Language } from '../../shared/constants.ts'
import { localePrefix } from '../../shared/locale.ts'
import type { AgencyMember, Invitation } from '../../shared/schemas/agency.ts'
import type { Property } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { accountTokens, advertisers, properties, users } from '../db/schema.ts'
import { ROLE_IDS } from '../db/seed/reference.ts'
import { AppError, conflict, forbidden, notFound } from '../errors.ts'
import { invitationMail } from '../mail/agencyMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { isSuperadmin, type Actor } from './actor.ts'
import { issueAccountToken } from './accountTokens.ts'
import { managedAgencyOf, membersOf } from './agency.ts'
import type { AuditTrail } from './audit.ts'
import { listingTarget } from './listingAudit.ts'
import { getProperty, idOrSlugCondition } from './listings/singleReads.ts'
import { managesOwnerId } from './ownership.ts'
import { endAllSessions } from './sessions.ts'

// An agency's members (issue 27): the manager invites agents, sends an invitation again, removes an
// agent (whose listings pass to the manager) and hands a listing to another member.

const emailTaken = () => new AppError('CONFLICT', 'errors.user.emailTaken', { issues: [{ path: 'email', message: 'errors.user.emailTaken' }] })

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/** No password opens it: not a scrypt hash, so every check fails until the invitation sets one. */
const unusablePasswordHash = () => `invited$${randomBytes(24).toString('base64url')}`

async function memberOf(db: Database, agencyId: number, memberId: number): Promise<AgencyMember> {
  const [member] = await membersOf(db, agencyId, memberId)
  if (!member) throw notFound('errors.agency.memberNotFound')
  return member
}

/** Mails a fresh invitation link (earlier ones stop working), in the language the manager uses. */
async function sendInvitation(db: Database, actor: Actor, agencyId: number, member: { id: number; name: string; email: string }, lang: Language, siteUrl: string): Promise<void> {
  const token = await issueAccountToken(db, member.id, 'invitation', INVITATION_DAYS * 24)
  const [agency] = await db.select({ name: advertisers.name }).from(advertisers).where(eq(advertisers.id, agencyId))
  const url = `${siteUrl}${localePrefix(lang)}/invitacion#token=${token}`
  await queueMail(db, [invitationMail({ email: member.email, name: member.name, lang }, { agency: agency.name, manager: actor.name, url, days: INVITATION_DAYS })])
}

const languageOf = async (db: Database, userId: number): Promise<Language> => {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId))
  return row.language
}

/** POST /api/agency/invitations: a new agent, inactive until the mailed link sets their password. */
export async function inviteMember(db: Database, actor: Actor, data: Invitation, siteUrl: string, trail: AuditTrail): Promise<AgencyMember> {
  const agencyId = managedAgencyOf(actor)
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, data.email.toLowerCase()))
    .limit(1)
  if (taken) throw emailTaken()
  try {
    const id = await db.transaction(async (tx) => {
      const lang = await languageOf(tx as Database, actor.id)
      const [row] = await tx
        .insert(users)
        .values({ name: data.name, email: data.email, roleId: ROLE_IDS.admin, passwordHash: unusablePasswordHash(), isActive: false, advertiserId: agencyId, agencyRole: 'agent', language: lang })
        .returning({ id: users.id, name: users.name, email: users.email })
      await sendInvitation(tx as Database, actor, agencyId, row, lang, siteUrl)
      await trail(tx as Database, { action: 'agency.invite', targetType: 'user', targetId: row.id, targetLabel: row.email, details: { agencyId } })
      return row.id
    })
    return memberOf(db, agencyId, id)
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}

/** POST /api/agency/invitations/{id}/resend: a new 7-day link for a member who has not joined yet. */
export async function resendInvitation(db: Database, actor: Actor, memberId: number, siteUrl: string): Promise<AgencyMember> {
  const agencyId = managedAgencyOf(actor)
  const member = await memberOf(db, agencyId, memberId)
  if (!member.invited) throw conflict('errors.agency.notInvited')
  await db.transaction(async (tx) => sendInvitation(tx as Database, actor, agencyId, member, await languageOf(tx as Database, actor.id), siteUrl))
  return memberOf(db, agencyId, memberId)
}

/**
 * DELETE /api/agency/members/{id}: the agent can no longer sign in (every session ends, any
 * invitation link stops working) and their listings pass to the manager. Not the manager.
 */
export async function removeMember(db: Database, actor: Actor, memberId: number, trail: AuditTrail): Promise<void> {
  const agencyId = managedAgencyOf(actor)
  const member = await memberOf(db, agencyId, memberId)
  if (member.id === actor.id || member.agencyRole === 'manager') throw conflict('errors.agency.removeSelf')
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isActive: false }).where(eq(users.id, member.id))
    await endAllSessions(tx as Database, member.id)
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.userId, member.id), isNull(accountTokens.usedAt)))
    const moved = await tx.update(properties).set({ ownerId: actor.id, updatedAt: new Date() }).where(eq(properties.ownerId, member.id)).returning({ id: properties.id })
    await trail(tx as Database, { action: 'agency.member_remove', targetType: 'user', targetId: member.id, targetLabel: member.email, details: { listingsTo: actor.id, listings: moved.length } })
  })
}

/**
 * PUT /api/properties/{id}/owner: a superadmin, or the manager of the owner's agency, hands the
 * listing to another active member of that agency. A listing or member outside it is a 404.
 */
export async function reassignListing(db: Database, actor: Actor, idOrSlug: string, userId: number, trail: AuditTrail): Promise<Property> {
  const [listing] = await db
    .select({ id: properties.id, title: properties.title, ownerId: properties.ownerId, advertiserId: users.advertiserId })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(idOrSlugCondition(idOrSlug))
    .limit(1)
  if (!listing || !(await managesOwnerId(db, actor, listing.ownerId))) throw notFound('errors.propertyNotFound')
  if (!isSuperadmin(actor) && actor.agencyRole !== 'manager') throw forbidden()
  const [owner] =
    listing.advertiserId === null
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.advertiserId, listing.advertiserId), eq(users.isActive, true)))
          .limit(1)
  if (!owner) throw notFound('errors.agency.memberNotFound')
  if (owner.id !== listing.ownerId) {
    await db.transaction(async (tx) => {
      await tx.update(properties).set({ ownerId: owner.id, updatedAt: new Date() }).where(eq(properties.id, listing.id))
      await trail(tx as Database, { action: 'listing.reassign', ...listingTarget(listing), details: { from: listing.ownerId, to: owner.id } })
    })
  }
  return getProperty(db, String(listing.id), actor)
}

import { and, asc, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm'
import type { ManagedSearch } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { outbox, properties, savedSearches } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import { CONFIRM_LINK_MS, manageLink, readConfirmLink, readLink, readManageLink, revokeManageLinks } from './alertLinks.ts'
import type { LinkSettings } from './alertUrls.ts'

// What the links in alert mails do: confirm, list and delete an address's alerts, forget it, unsubscribe.

/**
 * POST /api/saved-searches/confirm: the address owner opened the mail; alerts start from now. The
 * link confirms the rows its mail named (a search, or the follows it listed) and works for a week.
 */
export async function confirmSavedSearch(db: Database, token: unknown, settings: LinkSettings): Promise<{ manageToken: string }> {
  const { ids, madeAt } = readConfirmLink(settings.linkSecret, token)
  const rows = await db
    .update(savedSearches)
    .set({ confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, now())`, checkedUntil: sql`case when ${savedSearches.confirmedAt} is null then now() else ${savedSearches.checkedUntil} end` })
    .where(and(inArray(savedSearches.id, ids), madeAt === null ? sql`${savedSearches.createdAt} > now() - ${`${CONFIRM_LINK_MS} milliseconds`}::interval` : undefined))
    .returning()
  if (rows.length === 0) throw notFound('errors.savedSearch.notFound')
  return { manageToken: manageLink(settings.linkSecret, rows[0].email) }
}

/** GET /api/saved-searches?token=: every alert of the address the manage link was made for. */
export async function listSavedSearches(db: Database, token: unknown, settings: LinkSettings): Promise<{ email: string; data: ManagedSearch[] }> {
  const email = await readManageLink(db, settings.linkSecret, token)
  const rows = await db
    .select({ search: savedSearches, slug: properties.slug, title: properties.title })
    .from(savedSearches)
    .leftJoin(properties, eq(properties.id, savedSearches.propertyId))
    .where(eq(savedSearches.email, email))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
  return {
    email,
    data: rows.map(({ search: r, slug, title }) => ({
      id: r.id,
      query: r.query,
      listing: r.propertyId !== null && slug !== null && title !== null ? { id: r.propertyId, slug, title } : null,
      frequency: r.frequency,
      confirmed: r.confirmedAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}

/** DELETE /api/saved-searches/{id}?token=: one alert of the manage link's address. */
export async function deleteSavedSearch(db: Database, token: unknown, id: number, settings: LinkSettings): Promise<void> {
  const email = await readManageLink(db, settings.linkSecret, token)
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.email, email)))
    .returning({ id: savedSearches.id })
  if (gone.length === 0) throw notFound('errors.savedSearch.notFound')
}

/** DELETE /api/saved-searches?token=: everything kept about the address: its alerts and their mail. */
export async function forgetAddress(db: Database, token: unknown, settings: LinkSettings): Promise<void> {
  const email = await readManageLink(db, settings.linkSecret, token)
  await db.transaction(async (tx) => {
    await tx.delete(savedSearches).where(eq(savedSearches.email, email))
    await tx.delete(outbox).where(and(eq(outbox.recipient, email), like(outbox.kind, 'alert.%')))
    // The links in mail already sent stop working: deleting everything is for good.
    await revokeManageLinks(tx as Database, email)
  })
}

/** POST /api/saved-searches/unsubscribe?token=: this alert stops; already stopped is fine. */
export async function unsubscribe(db: Database, token: unknown, settings: LinkSettings): Promise<void> {
  const id = Number(readLink(settings.linkSecret, 'unsubscribe', token))
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(savedSearches).where(eq(savedSearches.id, id)).returning()
    // A follow's confirmation stood for all the address's pending follows: its cancel link drops them all.
    if (gone?.propertyId != null && gone.confirmedAt === null) {
      await tx.delete(savedSearches).where(and(eq(savedSearches.email, gone.email), isNotNull(savedSearches.propertyId), isNull(savedSearches.confirmedAt)))
    }
  })
}

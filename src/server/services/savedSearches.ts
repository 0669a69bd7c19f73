import { and, asc, count, eq, inArray, isNotNull, isNull, like, lt, sql } from 'drizzle-orm'
import { ALERTS_PER_ADDRESS, FAVOURITES_MAX, type Language } from '../../shared/constants.ts'
import { localizePath } from '../../shared/locale.ts'
import type { FollowListingsData, SavedSearchData } from '../../shared/schemas/savedSearch.ts'
import type { ManagedSearch } from '../../shared/types.ts'
import { parseSearch, serializeSearch } from '../../shared/searchQuery.ts'
import type { Database } from '../db/client.ts'
import { outbox, properties, savedSearches } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import { confirmationMail, type AlertLinks } from '../mail/alertMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { CONFIRM_LINK_MS, confirmLink, manageLink, readConfirmLink, readLink, readManageLink, revokeManageLinks, signLink } from './alertLinks.ts'
import { countInWindow } from './rateCounters.ts'
import { searchWords } from './searchWords.ts'

const MINUTE = 60_000
export const DAY = 24 * 60 * MINUTE
const CONFIRMATIONS_PER_DAY = 3
const UNCONFIRMED_DAYS = 7
export interface LinkSettings {
  siteUrl: string
  linkSecret: string
}

/**
 * The search page's address (`?country=…&minBedrooms=2`) in one canonical form, without its page, order
 * and view (those are the page's, not the alert's); what is malformed is dropped, as the page does.
 */
export function canonicalQuery(raw: string): string {
  return serializeSearch({ ...parseSearch(raw.startsWith('?') ? raw : `?${raw}`), page: 1, sort: 'newest', view: 'list' }).replace(/^\?/, '')
}

export const pageUrl = (settings: LinkSettings, lang: Language, params: Record<string, string>) => `${settings.siteUrl}${localizePath(lang, '/alertas')}?${new URLSearchParams(params)}`
const searchUrl = (settings: LinkSettings, lang: Language, canonical: string) => `${settings.siteUrl}${localizePath(lang, '/propiedades')}${canonical ? `?${canonical}` : ''}`
const favouritesUrl = (settings: LinkSettings, lang: Language, ids: number[]) => `${settings.siteUrl}${localizePath(lang, '/favoritos')}?${new URLSearchParams({ ids: ids.join(',') })}`

/** The links of a saved search's mails; `search` defaults to the search itself (a followed listing's is its page). */
export function alertLinksOf(settings: LinkSettings, row: { id: number; email: string; language: Language; query: string }, search = searchUrl(settings, row.language, row.query)): AlertLinks {
  const unsubscribe = signLink(settings.linkSecret, 'unsubscribe', row.id)
  return {
    search,
    manage: pageUrl(settings, row.language, { gestionar: manageLink(settings.linkSecret, row.email) }),
    unsubscribePage: pageUrl(settings, row.language, { baja: unsubscribe }),
    unsubscribePost: `${settings.siteUrl}/api/saved-searches/unsubscribe?${new URLSearchParams({ token: unsubscribe })}`,
  }
}

/**
 * POST /api/saved-searches: keeps the search unconfirmed and mails the confirmation. The answer is
 * the same whatever happened (a new alert, one already there, an address at its limit), so nobody
 * learns what an address has; an address gets at most a few confirmations a day.
 */
export async function createSavedSearch(db: Database, input: SavedSearchData, settings: LinkSettings): Promise<boolean> {
  const email = input.email.toLowerCase()
  const query = canonicalQuery(input.query)
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.email, email), eq(savedSearches.query, query), eq(savedSearches.frequency, input.frequency)))
      .limit(1)
    if (existing?.confirmedAt) return false
    let row = existing
    if (!row) {
      const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.email, email))
      if (n >= ALERTS_PER_ADDRESS) return false
      ;[row] = await tx.insert(savedSearches).values({ email, query, frequency: input.frequency, language: input.lang }).returning()
    }
    const { hits } = await countInWindow(tx as Database, `alert:confirm:${email}`, DAY)
    if (hits > CONFIRMATIONS_PER_DAY) return false
    const { search, unsubscribePage: cancel } = alertLinksOf(settings, row)
    const confirm = pageUrl(settings, row.language, { confirmar: confirmLink(settings.linkSecret, [row.id]) })
    const words = await searchWords(tx as Database, row.language, row.query)
    await queueMail(tx as Database, [confirmationMail(email, row.language, { confirm, cancel, search }, 'search', words)])
    return true
  })
}

/**
 * POST /api/saved-searches/follow: follows listings (a visitor's favourites) for their price cuts and
 * status changes, unconfirmed until the address opens the confirmation mail, which confirms every
 * listing the address asked to follow so far (one mail for a list followed one by one). Answers
 * alike whatever the address already had; listings not on the portal are passed over.
 */
export async function followListings(db: Database, input: FollowListingsData, settings: LinkSettings): Promise<boolean> {
  const email = input.email.toLowerCase()
  const ids = [...new Set(input.propertyIds)]
  return db.transaction(async (tx) => {
    const listed = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.id, ids), eq(properties.isActive, true)))
    const [{ n }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(and(eq(savedSearches.email, email), isNotNull(savedSearches.propertyId)))
    const room = Math.max(0, FAVOURITES_MAX - n)
    const rows = listed.slice(0, room).map(({ id }) => ({ email, query: '', propertyId: id, frequency: 'instant' as const, language: input.lang }))
    if (rows.length > 0) await tx.insert(savedSearches).values(rows).onConflictDoNothing()
    const pending = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.email, email), isNull(savedSearches.confirmedAt), isNotNull(savedSearches.propertyId)))
      .orderBy(asc(savedSearches.id))
    if (pending.length === 0) return false
    const { hits } = await countInWindow(tx as Database, `alert:confirm:${email}`, DAY)
    if (hits > CONFIRMATIONS_PER_DAY) return false
    const row = pending[0]
    const { unsubscribePage: cancel } = alertLinksOf(settings, row)
    // The link confirms exactly the follows this mail lists, not ones asked for after it was sent.
    const confirm = pageUrl(settings, input.lang, {
      confirmar: confirmLink(
        settings.linkSecret,
        pending.map((p) => p.id),
      ),
    })
    const search = favouritesUrl(
      settings,
      input.lang,
      pending.map((p) => p.propertyId!),
    )
    await queueMail(tx as Database, [confirmationMail(email, input.lang, { confirm, cancel, search }, 'listings')])
    return true
  })
}

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

/** Unconfirmed addresses are kept 7 days at most. */
export async function purgeUnconfirmed(db: Database): Promise<number> {
  const gone = await db
    .delete(savedSearches)
    .where(and(isNull(savedSearches.confirmedAt), lt(savedSearches.createdAt, sql`now() - ${`${UNCONFIRMED_DAYS} days`}::interval`)))
    .returning({ id: savedSearches.id })
  return gone.length
}

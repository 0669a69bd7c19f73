import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { ALERTS_PER_ADDRESS, FAVOURITES_MAX } from '../../shared/constants.ts'
import type { FollowListingsData, SavedSearchData } from '../../shared/schemas/savedSearch.ts'
import type { Database } from '../db/client.ts'
import { properties, savedSearches } from '../db/schema.ts'
import { confirmationMail } from '../mail/alertMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { confirmLink } from './alertLinks.ts'
import { alertLinksOf, canonicalQuery, favouritesUrl, pageUrl, type LinkSettings } from './alertUrls.ts'
import { countInWindow } from './rateCounters.ts'
import { searchWords } from './searchWords.ts'

const MINUTE = 60_000
export const DAY = 24 * 60 * MINUTE
const CONFIRMATIONS_PER_DAY = 3
const UNCONFIRMED_DAYS = 7
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

/** Unconfirmed addresses are kept 7 days at most. */
export async function purgeUnconfirmed(db: Database): Promise<number> {
  const gone = await db
    .delete(savedSearches)
    .where(and(isNull(savedSearches.confirmedAt), lt(savedSearches.createdAt, sql`now() - ${`${UNCONFIRMED_DAYS} days`}::interval`)))
    .returning({ id: savedSearches.id })
  return gone.length
}

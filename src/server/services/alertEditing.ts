import { and, count, eq, isNull, ne, sql } from 'drizzle-orm'
import type { ManageLinkRequest, SavedSearchChange } from '../../shared/schemas/savedSearch.ts'
import type { Database } from '../db/client.ts'
import { savedSearches } from '../db/schema.ts'
import { AppError, notFound } from '../errors.ts'
import { manageLinkMail } from '../mail/alertMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { manageLink, readManageLink } from './alertLinks.ts'
import { countInWindow } from './rateCounters.ts'
import { canonicalQuery, pageUrl, type LinkSettings } from './alertUrls.ts'
import { DAY } from './savedSearches.ts'

// Issue 22: a saved search changed from its manage link, and the manage link sent again on request.

/** An address gets at most this many "send me my link" mails a day, however many clients ask. */
const LINK_MAILS_PER_DAY = 3

/**
 * PATCH /api/saved-searches/{id}?token=: new filters and/or frequency for one saved search of the
 * manage link's address (a followed listing has neither: 404 like another address's alert). New
 * filters tell what is new from now on; a changed alert is looked at again on the next run.
 */
export async function changeSavedSearch(db: Database, token: unknown, id: number, change: SavedSearchChange, settings: LinkSettings): Promise<void> {
  const email = await readManageLink(db, settings.linkSecret, token)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.email, email), isNull(savedSearches.propertyId)))
      .for('update')
    if (!row) throw notFound('errors.savedSearch.notFound')
    const query = change.query === undefined ? row.query : canonicalQuery(change.query)
    const frequency = change.frequency ?? row.frequency
    if (query === row.query && frequency === row.frequency) return
    const [{ n }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(and(eq(savedSearches.email, email), eq(savedSearches.query, query), eq(savedSearches.frequency, frequency), isNull(savedSearches.propertyId), ne(savedSearches.id, id)))
    if (n > 0) throw new AppError('CONFLICT', 'errors.savedSearch.duplicate')
    await tx
      .update(savedSearches)
      .set({ query, frequency, nextRunAt: sql`now()`, ...(query !== row.query && row.confirmedAt ? { checkedUntil: sql`now()` } : {}) })
      .where(eq(savedSearches.id, id))
  })
}

/**
 * POST /api/saved-searches/link: mails the manage link when the address has alerts. The caller is
 * answered alike either way, and the same work is done either way (the address's daily count is
 * kept for any address), so neither the answer nor its timing tells whether an address is known.
 */
export async function sendManageLink(db: Database, input: ManageLinkRequest, settings: LinkSettings): Promise<boolean> {
  const email = input.email.toLowerCase()
  return db.transaction(async (tx) => {
    const { hits } = await countInWindow(tx as Database, `alert:link:${email}`, DAY)
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.email, email))
    if (n === 0 || hits > LINK_MAILS_PER_DAY) return false
    const manage = pageUrl(settings, input.lang, { gestionar: manageLink(settings.linkSecret, email) })
    await queueMail(tx as Database, [manageLinkMail(email, input.lang, manage)])
    return true
  })
}

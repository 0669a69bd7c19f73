import { and, asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Language } from '../../shared/constants.ts'
import { localizePath } from '../../shared/locale.ts'
import { PropertyListQuerySchema, type PropertyListQuery } from '../../shared/schemas/queries.ts'
import { apiQuery, parseSearch } from '../../shared/searchQuery.ts'
import type { Database } from '../db/client.ts'
import { savedSearches } from '../db/schema.ts'
import { alertMail } from '../mail/alertMails.ts'
import { followMail } from '../mail/followMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { alertNews, listingNews } from './listings/alertNews.ts'
import { alertLinksOf, type LinkSettings } from './alertUrls.ts'
import { DAY } from './savedSearches.ts'
import { searchWords } from './searchWords.ts'

const MINUTE = 60_000
/** An instant alert gathers what arrived in this span into one mail. */
const INSTANT_BATCH_MS = 5 * MINUTE
/** Listings are told about once their creating transaction has surely committed. */
const SETTLE_MS = MINUTE

/** The saved search as the list's query: what the search page would ask the API for. */
function queryOf(canonical: string): PropertyListQuery {
  const params = Object.entries(apiQuery(parseSearch(`?${canonical}`))).map(([key, value]) => [key, String(value)])
  return v.parse(PropertyListQuerySchema, Object.fromEntries(params))
}

const listingUrl = (settings: LinkSettings, lang: Language, slug: string) => `${settings.siteUrl}${localizePath(lang, `/propiedades/${slug}`)}`

/** The mail a saved search or followed listing has for the span, if anything happened in it. */
async function newsMail(db: Database, row: typeof savedSearches.$inferSelect, since: Date, until: Date, settings: LinkSettings) {
  if (row.propertyId !== null) {
    const news = await listingNews(db, row.propertyId, since, until)
    return news && followMail(row.email, row.language, news, settings.siteUrl, alertLinksOf(settings, row, listingUrl(settings, row.language, news.property.slug)))
  }
  const news = await alertNews(db, queryOf(row.query), since, until)
  if (news.published.length + news.cut.length === 0) return null
  return alertMail(row.email, row.language, news, settings.siteUrl, alertLinksOf(settings, row), await searchWords(db, row.language, row.query))
}

/**
 * One pass of the alert job: claims due confirmed searches (`FOR UPDATE SKIP LOCKED`, so several
 * processes share them), and for each queues one mail with what is new since it last looked, then
 * moves its cursor, in the same transaction: a crash before the commit leaves both undone, after
 * it both done. Returns how many mails were queued.
 */
export async function runAlertsOnce(db: Database, settings: LinkSettings, batch = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(savedSearches)
      .where(and(sql`${savedSearches.confirmedAt} is not null`, sql`${savedSearches.nextRunAt} <= now()`))
      .orderBy(asc(savedSearches.nextRunAt), asc(savedSearches.id))
      .limit(batch)
      .for('update', { skipLocked: true })
    if (due.length === 0) return 0
    const [{ now }] = await tx.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as one`)
    const until = new Date(new Date(now).getTime() - SETTLE_MS)
    let queued = 0
    for (const row of due) {
      // The cursor never goes back: just after confirming, the settled span has not reached it yet.
      const ahead = row.checkedUntil < until
      const mail = ahead ? await newsMail(tx as Database, row, row.checkedUntil, until, settings) : null
      if (mail) {
        await queueMail(tx as Database, [mail])
        queued += 1
      }
      const every = row.frequency === 'instant' ? INSTANT_BATCH_MS : DAY
      await tx
        .update(savedSearches)
        .set({ checkedUntil: ahead ? until : row.checkedUntil, nextRunAt: new Date(new Date(now).getTime() + every) })
        .where(eq(savedSearches.id, row.id))
    }
    return queued
  })
}

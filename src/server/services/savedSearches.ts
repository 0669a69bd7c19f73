import { and, asc, count, eq, inArray, isNotNull, isNull, like, lt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { ALERTS_PER_ADDRESS, FAVOURITES_MAX, type Language } from '../../shared/constants.ts'
import { localizePath } from '../../shared/locale.ts'
import { PropertyListQuerySchema, type PropertyListQuery } from '../../shared/schemas/queries.ts'
import type { FollowListingsData, SavedSearchData } from '../../shared/schemas/savedSearch.ts'
import type { ManagedSearch } from '../../shared/types.ts'
import { apiQuery, parseSearch, serializeSearch } from '../../shared/searchQuery.ts'
import type { Database } from '../db/client.ts'
import { outbox, properties, savedSearches } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import type { JobLog } from '../logger.ts'
import { alertMail, confirmationMail, type AlertLinks } from '../mail/alertMails.ts'
import { followMail } from '../mail/followMails.ts'
import { queueMail } from '../mail/outbox.ts'
import { CONFIRM_LINK_MS, confirmLink, manageLink, readConfirmLink, readLink, readManageLink, revokeManageLinks, signLink } from './alertLinks.ts'
import { alertNews, listingNews } from './listings/alertNews.ts'
import { countInWindow } from './rateCounters.ts'
import { searchWords } from './searchWords.ts'

const MINUTE = 60_000
export const DAY = 24 * 60 * MINUTE
/** An instant alert gathers what arrived in this span into one mail. */
const INSTANT_BATCH_MS = 5 * MINUTE
/** Listings are told about once their creating transaction has surely committed. */
const SETTLE_MS = MINUTE
const CONFIRMATIONS_PER_DAY = 3
const UNCONFIRMED_DAYS = 7
export interface LinkSettings {
  siteUrl: string
  linkSecret: string
}

/**
 * The search page's address (`?country=…&beds=2`) in one canonical form, without its page, order
 * and view (those are the page's, not the alert's); what is malformed is dropped, as the page does.
 */
export function canonicalQuery(raw: string): string {
  return serializeSearch({ ...parseSearch(raw.startsWith('?') ? raw : `?${raw}`), page: 1, sort: 'newest', view: 'list' }).replace(/^\?/, '')
}

/** The saved search as the list's query: what the search page would ask the API for. */
function queryOf(canonical: string): PropertyListQuery {
  const params = Object.entries(apiQuery(parseSearch(`?${canonical}`))).map(([key, value]) => [key, String(value)])
  return v.parse(PropertyListQuerySchema, Object.fromEntries(params))
}

export const pageUrl = (settings: LinkSettings, lang: Language, params: Record<string, string>) => `${settings.siteUrl}${localizePath(lang, '/alertas')}?${new URLSearchParams(params)}`
const searchUrl = (settings: LinkSettings, lang: Language, canonical: string) => `${settings.siteUrl}${localizePath(lang, '/propiedades')}${canonical ? `?${canonical}` : ''}`

const listingUrl = (settings: LinkSettings, lang: Language, slug: string) => `${settings.siteUrl}${localizePath(lang, `/propiedades/${slug}`)}`
const favouritesUrl = (settings: LinkSettings, lang: Language, ids: number[]) => `${settings.siteUrl}${localizePath(lang, '/favoritos')}?${new URLSearchParams({ ids: ids.join(',') })}`

/** The links of a saved search's mails; `search` defaults to the search itself (a followed listing's is its page). */
function alertLinksOf(settings: LinkSettings, row: { id: number; email: string; language: Language; query: string }, search = searchUrl(settings, row.language, row.query)): AlertLinks {
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
    const listed = await tx.select({ id: properties.id }).from(properties).where(and(inArray(properties.id, ids), eq(properties.isActive, true)))
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(and(eq(savedSearches.email, email), isNotNull(savedSearches.propertyId)))
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
    const confirm = pageUrl(settings, input.lang, { confirmar: confirmLink(settings.linkSecret, pending.map((p) => p.id)) })
    const search = favouritesUrl(settings, input.lang, pending.map((p) => p.propertyId!))
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
  const gone = await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.email, email))).returning({ id: savedSearches.id })
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

/**
 * The alert job in a server process: every minute, passes until nothing is due (each pass is one
 * transaction of claimed searches), then tells the mail worker. Several processes run it safely.
 */
export function startAlertJob(db: Database, settings: LinkSettings, options: { everyMs?: number; kick?: () => void; log: JobLog }) {
  let running: Promise<void> | null = null
  const run = () =>
    (running ??= (async () => {
      try {
        let queued = 0
        for (let pass = 0; pass < 50; pass++) {
          const n = await runAlertsOnce(db, settings)
          queued += n
          if (n === 0) break
        }
        if (queued > 0) options.kick?.()
      } catch (error) {
        options.log.error({ err: error }, 'alert job failed')
      } finally {
        running = null
      }
    })())
  const timer = setInterval(run, options.everyMs ?? MINUTE)
  timer.unref()
  return { run, stop: () => clearInterval(timer) }
}

import { and, eq, gte, sql } from 'drizzle-orm'
import { LEADS_DAYS, type ContactChannel } from '../../shared/constants.ts'
import type { Leads } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { contactClicks, inquiries, properties } from '../db/schema.ts'
import type { Actor } from './actor.ts'
import { managedBy } from './ownership.ts'
import { firstInWhile } from './onceInWhile.ts'
import { openListing } from './listings/singleReads.ts'

/** POST /api/properties/{id}/contact-clicks: one tap on an active listing's call or WhatsApp button. */
export async function countContactClick(db: Database, idOrSlug: string, channel: ContactChannel, client: string): Promise<void> {
  const row = await openListing(db, idOrSlug)
  // A call and a WhatsApp tap are two ways of reaching out; the same one again within the half hour is not.
  if (!(await firstInWhile(db, `click:${row.id}|${channel}|${client}`))) return
  await db.insert(contactClicks).values({ propertyId: row.id, channel })
}

const dayOf = (column: typeof inquiries.createdAt | typeof contactClicks.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`

/**
 * GET /api/admin/leads: inquiries, calls and WhatsApp taps of the caller's listings (all listings
 * for a superadmin) over the last LEADS_DAYS days, per day and per listing.
 */
export async function leadsOf(db: Database, actor: Actor): Promise<Leads> {
  const since = sql`now() - ${`${LEADS_DAYS} days`}::interval`
  const own = managedBy(actor)
  const [inquiryRows, clickRows] = await Promise.all([
    db
      .select({ propertyId: inquiries.propertyId, title: properties.title, day: dayOf(inquiries.createdAt), n: sql<number>`count(*)::int` })
      .from(inquiries)
      .innerJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(and(own, gte(inquiries.createdAt, since)))
      .groupBy(inquiries.propertyId, properties.title, dayOf(inquiries.createdAt)),
    db
      .select({ propertyId: contactClicks.propertyId, title: properties.title, channel: contactClicks.channel, day: dayOf(contactClicks.createdAt), n: sql<number>`count(*)::int` })
      .from(contactClicks)
      .innerJoin(properties, eq(properties.id, contactClicks.propertyId))
      .where(and(own, gte(contactClicks.createdAt, since)))
      .groupBy(contactClicks.propertyId, properties.title, contactClicks.channel, dayOf(contactClicks.createdAt)),
  ])

  const days = Array.from({ length: LEADS_DAYS }, (_, i) => new Date(Date.now() - (LEADS_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10))
  const daily = new Map(days.map((date) => [date, { date, inquiries: 0, calls: 0, whatsapp: 0 }]))
  const byListing = new Map<number, Leads['byListing'][number]>()
  const listing = (propertyId: number, title: string) => {
    let entry = byListing.get(propertyId)
    if (!entry) byListing.set(propertyId, (entry = { propertyId, title, inquiries: 0, calls: 0, whatsapp: 0, total: 0 }))
    return entry
  }
  for (const row of inquiryRows) {
    if (row.propertyId === null) continue
    const day = daily.get(row.day)
    if (day) day.inquiries += row.n
    const entry = listing(row.propertyId, row.title)
    entry.inquiries += row.n
    entry.total += row.n
  }
  for (const row of clickRows) {
    const field = row.channel === 'call' ? 'calls' : 'whatsapp'
    const day = daily.get(row.day)
    if (day) day[field] += row.n
    const entry = listing(row.propertyId, row.title)
    entry[field] += row.n
    entry.total += row.n
  }
  return { days: LEADS_DAYS, daily: [...daily.values()], byListing: [...byListing.values()].sort((a, b) => b.total - a.total || a.propertyId - b.propertyId) }
}

import { desc, eq, sql } from 'drizzle-orm'
import type { SiteSettings } from '../../shared/schemas/siteSettings.ts'
import type { SiteDraftState, SitePublication } from '../../shared/site/siteDraft.ts'
import { DEFAULT_SITE_SETTINGS } from '../../shared/siteDefaults.ts'
import type { Database } from '../db/client.ts'
import { siteDraft, sitePublications } from '../db/schema.ts'
import { AppError, notFound } from '../errors.ts'
import type { Actor } from './actor.ts'
import type { AuditTrail } from './audit.ts'

export type { SiteDraftState, SitePublication }

// The operator's brand and contacts (issue 26, docs/decisions/024): one draft staff edit, and
// publications that are never changed, the newest being live. Publishing inserts a row, whose
// trigger raises the content version in the same transaction: every process's pages follow within
// one poll of it.

/** JSON with every object's keys sorted: jsonb hands objects back with its own key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  )

/** The fields whose values differ, in the schema's order; page texts by page (`content.about`). */
export const changedFields = (before: SiteSettings, after: SiteSettings): string[] =>
  (Object.keys(DEFAULT_SITE_SETTINGS) as (keyof SiteSettings)[]).flatMap((key) => {
    if (key !== 'content') return canonical(before[key]) === canonical(after[key]) ? [] : [key]
    const pages = Object.keys(DEFAULT_SITE_SETTINGS.content) as (keyof SiteSettings['content'])[]
    return pages.filter((page) => canonical(before.content[page]) !== canonical(after.content[page])).map((page) => `content.${page}`)
  })

/** Settings saved before a field existed read that field from the defaults. */
const withDefaults = (saved: Partial<SiteSettings>): SiteSettings => ({ ...DEFAULT_SITE_SETTINGS, ...saved, content: { ...DEFAULT_SITE_SETTINGS.content, ...saved.content } })

/** What visitors see: the newest publication, or the built-in defaults before the first. */
export async function publishedSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select({ settings: sitePublications.settings }).from(sitePublications).orderBy(desc(sitePublications.id)).limit(1)
  return row ? withDefaults(row.settings) : DEFAULT_SITE_SETTINGS
}

/** GET /api/admin/site-settings: the draft (the published settings while nobody has edited them). */
export async function draftState(db: Database): Promise<SiteDraftState> {
  const [[draft], published] = await Promise.all([db.select().from(siteDraft).limit(1), publishedSettings(db)])
  const settings = draft ? withDefaults(draft.settings) : published
  return { settings, updatedAt: draft?.updatedAt.toISOString() ?? null, unpublished: changedFields(published, settings) }
}

/** PUT /api/admin/site-settings: the whole draft replaced; nothing public changes. */
export async function saveDraft(db: Database, actor: Actor, settings: SiteSettings): Promise<SiteDraftState> {
  await db
    .insert(siteDraft)
    .values({ id: 1, settings, updatedBy: actor.id })
    .onConflictDoUpdate({ target: siteDraft.id, set: { settings, updatedBy: actor.id, updatedAt: sql`now()` } })
  return draftState(db)
}

async function publish(db: Database, actor: Actor, read: (tx: Database) => Promise<SiteSettings>, trail: AuditTrail, restoredFrom: number | null): Promise<SitePublication> {
  return db.transaction(async (tx) => {
    // One publisher at a time, so each publication's "changed" compares with the one before it,
    // and two clicks on "Publicar" make one publication.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_publications'))`)
    const settings = await read(tx as Database)
    const changed = changedFields(await publishedSettings(tx as Database), settings)
    if (restoredFrom === null && changed.length === 0) throw new AppError('CONFLICT', 'errors.site.nothingToPublish')
    const [row] = await tx.insert(sitePublications).values({ settings, changed, publishedBy: actor.id, publisherEmail: actor.email, restoredFrom }).returning()
    // A restore leaves the draft where it published from, so the next edit starts from what is live.
    await tx
      .insert(siteDraft)
      .values({ id: 1, settings, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteDraft.id, set: { settings, updatedBy: actor.id, updatedAt: sql`now()` } })
    await trail(tx as Database, {
      action: restoredFrom === null ? 'site.publish' : 'site.restore',
      targetType: 'site',
      targetId: row.id,
      targetLabel: settings.name,
      details: { changed, restoredFrom },
    })
    return toPublication(row)
  })
}

/** POST /api/admin/site-settings/publish: the draft goes live for everyone. */
export async function publishDraft(db: Database, actor: Actor, trail: AuditTrail): Promise<SitePublication> {
  return publish(db, actor, async (tx) => (await draftState(tx)).settings, trail, null)
}

/** POST /api/admin/site-settings/publications/{id}/restore: an earlier publication goes live again. */
export async function restorePublication(db: Database, actor: Actor, id: number, trail: AuditTrail): Promise<SitePublication> {
  const read = async (tx: Database) => {
    const [row] = await tx.select({ settings: sitePublications.settings }).from(sitePublications).where(eq(sitePublications.id, id))
    if (!row) throw notFound('errors.site.publicationNotFound')
    return withDefaults(row.settings)
  }
  return publish(db, actor, read, trail, id)
}

/** GET /api/admin/site-settings/publications: newest first, the newest being live. */
export async function listPublications(db: Database): Promise<SitePublication[]> {
  const rows = await db.select().from(sitePublications).orderBy(desc(sitePublications.id)).limit(100)
  return rows.map(toPublication)
}

const toPublication = (row: typeof sitePublications.$inferSelect): SitePublication => ({
  id: row.id,
  publishedAt: row.publishedAt.toISOString(),
  publisherEmail: row.publisherEmail,
  changed: row.changed,
  restoredFrom: row.restoredFrom,
})

import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sitePublications } from '../../src/server/db/schema.ts'
import type { SitePublication } from '../../src/server/services/siteSettings.ts'
import type { AuditEntry } from '../../src/shared/audit.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/siteDefaults.ts'
import type { Paged } from '../../src/shared/types.ts'
import { expectError } from '../fixtures/contract.ts'
import { call } from '../fixtures/requests.ts'
import { siteApi, spanish } from '../fixtures/siteSettings.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 26, item 3: any earlier publication can be restored in one call, as a new publication (so
// the history only grows), audited as site.restore; every admin site endpoint is the superadmin's.

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const admin = setUpUser(t, 'admin')
const site = siteApi(() => t.app, root)

const A = { ...DEFAULT_SITE_SETTINGS, name: 'Casa Alfa', phones: ['+593 2 100 0001'] }
const B = { ...DEFAULT_SITE_SETTINGS, name: 'Casa Beta', phones: ['+593 2 200 0002'], brandColor: '#1d4ed8' }
const list = async () => (await (await site.api('GET', '/api/admin/site-settings/publications')).json()) as SitePublication[]

describe('restoring a publication', () => {
  it('publish A, publish B, restore A: A is live again, the history has three rows, the restore is audited', async () => {
    await site.save(A)
    const a = await site.publish()
    await site.save(B)
    const b = await site.publish()
    expect(await site.live()).toEqual(B)

    const res = await site.api('POST', `/api/admin/site-settings/publications/${a.id}/restore`)
    expect(res.status, await res.clone().text()).toBe(201)
    const restored = (await res.json()) as SitePublication
    expect(restored).toMatchObject({ restoredFrom: a.id, publisherEmail: root.email, changed: ['name', 'brandColor', 'phones'] })
    expect(await site.live()).toEqual(A)
    // The draft follows what went live, so the next edit starts from it.
    expect(await site.draft()).toMatchObject({ settings: A, unpublished: [] })

    const history = await list()
    expect(history.map((p) => p.id)).toEqual([restored.id, b.id, a.id])
    expect(history.map((p) => p.restoredFrom)).toEqual([a.id, null, null])

    const audit = await site.api('GET', '/api/admin/audit?action=site.restore')
    expect(audit.status).toBe(200)
    const entries = ((await audit.json()) as Paged<AuditEntry>).data
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ actorId: root.id, actorEmail: root.email, targetType: 'site', targetId: String(restored.id), targetLabel: 'Casa Alfa' })
    expect(entries[0].details).toMatchObject({ restoredFrom: a.id })
  })

  it.each(['999999', '0', '-1', 'abc', '1.5'])('restoring publication %s is a 404 that publishes nothing', async (id) => {
    const before = (await t.db.select({ n: count() }).from(sitePublications))[0].n
    const body = await expectError(await site.api('POST', `/api/admin/site-settings/publications/${id}/restore`), 404)
    expect(body.message).toBe(spanish('errors.site.publicationNotFound'))
    expect((await t.db.select({ n: count() }).from(sitePublications))[0].n).toBe(before)
  })
})

describe('who may use the admin site endpoints', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/admin/site-settings'],
    ['PUT', '/api/admin/site-settings', { ...DEFAULT_SITE_SETTINGS, name: 'Casa Intrusa' }],
    ['POST', '/api/admin/site-settings/publish'],
    ['GET', '/api/admin/site-settings/publications'],
    ['POST', '/api/admin/site-settings/publications/1/restore'],
  ]

  it.each(endpoints)('%s %s: 403 for an admin, 401 for a visitor, and nothing changes', async (method, path, body) => {
    const [draft, history] = [await site.draft(), await list()]
    await expectError(await call(t.app, method, path, body, { token: admin.token }), 403)
    await expectError(await call(t.app, method, path, body), 401)
    expect([await site.draft(), await list()]).toEqual([draft, history])
  })

  it('the public read needs no account', async () => {
    expect((await call(t.app, 'GET', '/api/site-settings')).status).toBe(200)
  })
})

import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, sitePublications } from '../../src/server/db/schema.ts'
import type { SitePublication } from '../../src/server/services/siteSettings.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/siteDefaults.ts'
import { expectError } from '../fixtures/contract.ts'
import { siteApi, spanish } from '../fixtures/siteSettings.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 26, item 3: edits are a draft that visitors do not see until published; publishing a draft
// without changes is refused, and two clicks on "Publicar" at once make one publication.

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const site = siteApi(() => t.app, root)

const publicationCount = async () => (await t.db.select({ n: count() }).from(sitePublications))[0].n
const publishAudits = async () => (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'site.publish')))[0].n

describe('a draft and its publication', () => {
  it('a saved draft shows in the admin read only; publishing makes the public read show it', async () => {
    const draft = await site.save({ ...DEFAULT_SITE_SETTINGS, name: 'Casa Borrador', phones: ['+593 2 111 2222'] })
    expect((await site.draft()).settings).toMatchObject({ name: 'Casa Borrador', phones: ['+593 2 111 2222'] })
    expect(draft.unpublished).toEqual(['name', 'phones'])
    expect(await site.live(), 'a draft is not public').toEqual(DEFAULT_SITE_SETTINGS)

    const publication = await site.publish()
    expect(publication).toMatchObject({ changed: ['name', 'phones'], restoredFrom: null, publisherEmail: root.email })
    expect(await site.live()).toEqual(draft.settings)
    expect((await site.draft()).unpublished).toEqual([])
  })

  it('a second draft leaves the first publication live until it is published in turn', async () => {
    const first = await site.live()
    await site.save({ ...first, whatsapp: '+593 99 888 7777', content: { ...first.content, contact: { ...first.content.contact, title: { es: 'Escríbenos', en: 'Write to us', pt: '' } } } })
    expect((await site.draft()).unpublished).toEqual(['whatsapp', 'content.contact'])
    expect(await site.live()).toEqual(first)
    await site.publish()
    expect(await site.live()).toMatchObject({ whatsapp: '+593 99 888 7777', content: { contact: { title: { es: 'Escríbenos' } } } })
  })

  it('publishing again without changes is a 409 nothingToPublish, and records nothing', async () => {
    const [publications, audits] = [await publicationCount(), await publishAudits()]
    const body = await expectError(await site.api('POST', '/api/admin/site-settings/publish'), 409)
    expect(body.message).toBe(spanish('errors.site.nothingToPublish'))
    expect([await publicationCount(), await publishAudits()]).toEqual([publications, audits])
  })

  it('saving a draft equal to what is live again leaves nothing to publish', async () => {
    const live = await site.live()
    await site.save({ ...live, name: 'Casa Intermedia' })
    const back = await site.save(live)
    expect(back.unpublished).toEqual([])
    await expectError(await site.api('POST', '/api/admin/site-settings/publish'), 409)
  })

  it('two publish requests at once make exactly one publication (one 201, one 409)', async () => {
    await site.save({ ...(await site.live()), name: 'Casa Concurrente' })
    const [publications, audits] = [await publicationCount(), await publishAudits()]
    const answers = await Promise.all([1, 2].map(() => site.api('POST', '/api/admin/site-settings/publish')))
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    const created = (await answers.find((res) => res.status === 201)!.json()) as SitePublication
    expect(created.changed).toEqual(['name'])
    await expectError(
      answers.find((res) => res.status === 409)!,
      409,
    )
    expect([await publicationCount(), await publishAudits()]).toEqual([publications + 1, audits + 1])
    expect((await site.live()).name).toBe('Casa Concurrente')
  })
})

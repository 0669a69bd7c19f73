import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { narrowToOwner, prepareDataDir } from '../../src/server/dataDirAccess.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import { auditLog, inquiries, listingReports, outbox, savedSearches } from '../../src/server/db/schema.ts'
import { queueMail } from '../../src/server/mail/outbox.ts'
import { manageLink } from '../../src/server/services/alertLinks.ts'
import { maskLinkTokens, purgeSentBodies } from '../../src/server/services/mailQueue.ts'
import type { OutboxMessage, Paged, VisitorErasure } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { call } from '../fixtures/requests.ts'
import type { TestApp } from '../fixtures/testApp.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 23, item 7: data kept only as long as needed. DATA_DIR is the server user's alone; sent
// mail loses its words after RETENTION_DAYS; a superadmin erases everything kept about a visitor's
// address; the Correo screen does not show the tokens of the visitors' links.

const t = setUpTestApp()
const superadmin = setUpUser(t, 'superadmin')
const admin = setUpUser(t, 'admin')
const listing = setUpListing(t, admin, { title: 'Casa de la visitante' })

const outboxText = async (app: TestApp['app']) => {
  const res = await app.request('/api/admin/outbox?limit=100', { headers: { authorization: `Bearer ${superadmin.token}` } })
  expect(res.status).toBe(200)
  return ((await res.json()) as Paged<OutboxMessage>).data
}

describe('the Correo screen masks the tokens of links', () => {
  const link = 'http://localhost:4321/alertas?gestionar=bWFyaWFAZXhhbXBsZS5jb20KMTc2NDE1.SGVsbG8td29ybGQtc2lnbmF0dXJlLXh4eHh4'
  it('a queued mail shows its links with ••••, the rest of the text as it is', async () => {
    await queueMail(t.db, [
      {
        kind: 'alert.confirm',
        to: 'mask@example.com',
        subject: 'Confirma',
        text: `Confirma: ${link}\nFavoritos: http://localhost:4321/favoritos?ids=1%2C2\nStop: http://x.test/api/saved-searches/unsubscribe?token=abcdefghijklmnop.qrstuvwxyz0123456789`,
        html: '<p>x</p>',
      },
    ])
    const [mail] = (await outboxText(t.app)).filter((m) => m.recipient === 'mask@example.com')
    expect(mail.text).toContain('http://localhost:4321/alertas?gestionar=••••')
    expect(mail.text).toContain('unsubscribe?token=••••')
    expect(mail.text).toContain('favoritos?ids=1%2C2')
    expect(mail.text).not.toContain('bWFyaWFAZXhhbXBsZS5jb20')
    // A development server without SMTP may show them whole (OUTBOX_SHOW_LINKS).
    const shown = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, outboxShowsLinks: true })
    expect((await outboxText(shown)).find((m) => m.recipient === 'mask@example.com')!.text).toContain(link)
  })

  it('masks every long query value and leaves short ones', () => {
    expect(maskLinkTokens('a https://s/x?confirmar=1234567890abcdef.ghij&lang=es b')).toBe('a https://s/x?confirmar=••••&lang=es b')
    expect(maskLinkTokens('https://s/p?page=2&ids=3')).toBe('https://s/p?page=2&ids=3')
  })
})

describe('RETENTION_DAYS', () => {
  it('empties the words of mail sent longer ago than that, and keeps the rest', async () => {
    await t.db.delete(outbox)
    await queueMail(
      t.db,
      ['old', 'recent', 'pending'].map((name) => ({ kind: 'test', to: `${name}@example.com`, replyTo: 'visitor@example.com', subject: name, text: `Texto ${name}`, html: `<p>${name}</p>` })),
    )
    await t.db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now() - interval '91 days'` })
      .where(eq(outbox.recipient, 'old@example.com'))
    await t.db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now() - interval '89 days'` })
      .where(eq(outbox.recipient, 'recent@example.com'))
    await t.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '200 days'` })
      .where(eq(outbox.recipient, 'pending@example.com'))
    expect(await purgeSentBodies(t.db, 90)).toBe(1)
    const rows = Object.fromEntries((await t.db.select().from(outbox)).map((r) => [r.subject, r]))
    expect([rows.old.textBody, rows.old.htmlBody, rows.old.replyTo, rows.old.recipient]).toEqual(['', '', null, 'old@example.com'])
    expect(rows.recent.textBody).toBe('Texto recent')
    expect(rows.pending.textBody).toBe('Texto pending')
    expect(await purgeSentBodies(t.db, 90)).toBe(0)
  })
})

describe('erasing a visitor (POST /api/admin/visitors/erase)', () => {
  const erase = (email: unknown, token = superadmin.token) => call(t.app, 'POST', '/api/admin/visitors/erase', { email }, { token })

  it('removes their inquiries, alerts, follows and mail, the address on their reports, and revokes their links; nobody else is touched', async () => {
    const visitor = 'Erase.Me@Example.com'
    const other = 'keep@example.com'
    for (const email of [visitor, visitor.toLowerCase(), other]) await t.db.insert(inquiries).values({ name: 'Vera', email, message: 'Me interesa esta casa.', propertyId: listing.id })
    await t.db.insert(savedSearches).values([
      { email: visitor.toLowerCase(), query: 'country=country_ec', frequency: 'daily', language: 'es' },
      { email: visitor.toLowerCase(), query: '', propertyId: listing.id, frequency: 'instant', language: 'es' },
      { email: other, query: 'country=country_ec', frequency: 'daily', language: 'es' },
    ])
    await queueMail(t.db, [
      { kind: 'inquiry.visitor', to: visitor, subject: 'a', text: 'a', html: 'a' },
      { kind: 'inquiry.advertiser', to: admin.email, replyTo: visitor.toLowerCase(), subject: 'b', text: 'b', html: 'b' },
      { kind: 'inquiry.advertiser', to: admin.email, replyTo: other, subject: 'c', text: 'c', html: 'c' },
    ])
    await t.db.insert(listingReports).values([
      { propertyId: listing.id, reason: 'fraud', email: visitor },
      { propertyId: listing.id, reason: 'fraud', email: other },
    ])
    const manageToken = manageLink(t.linkSecret, visitor.toLowerCase())
    expect((await call(t.app, 'GET', `/api/saved-searches?token=${encodeURIComponent(manageToken)}`)).status).toBe(200)

    const res = await erase(`  ${visitor} `)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await res.json()) as VisitorErasure).toEqual({ inquiries: 2, alerts: 2, mails: 2, reports: 1 })
    // The audit log keeps that it was done and by whom, not the address itself.
    const [trail] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'visitor.erase'))
    expect(trail).toMatchObject({ actorId: superadmin.id, targetType: 'visitor', targetLabel: 'e•••@example.com', details: { inquiries: 2, alerts: 2, mails: 2, reports: 1 } })
    expect(JSON.stringify(trail)).not.toMatch(/erase\.me/i)

    const left = async (email: string) => ({
      inquiries: (
        await t.db
          .select()
          .from(inquiries)
          .where(sql`lower(${inquiries.email}) = ${email}`)
      ).length,
      alerts: (await t.db.select().from(savedSearches).where(eq(savedSearches.email, email))).length,
      mails: (
        await t.db
          .select()
          .from(outbox)
          .where(sql`lower(${outbox.recipient}) = ${email} or lower(${outbox.replyTo}) = ${email}`)
      ).length,
      reports: (await t.db.select().from(listingReports).where(eq(listingReports.email, email))).length,
    })
    expect(await left('erase.me@example.com')).toEqual({ inquiries: 0, alerts: 0, mails: 0, reports: 0 })
    expect(await left(other)).toEqual({ inquiries: 1, alerts: 1, mails: 1, reports: 1 })
    expect(await t.db.select().from(listingReports)).toHaveLength(2)
    await expectError(await call(t.app, 'GET', `/api/saved-searches?token=${encodeURIComponent(manageToken)}`), 400)
    // Again: nothing left, all zeros.
    expect(await (await erase(visitor)).json()).toEqual({ inquiries: 0, alerts: 0, mails: 0, reports: 0 })
  })

  it('is for a superadmin only, and checks the address', async () => {
    await t.db.insert(inquiries).values({ name: 'Vera', email: 'guarded@example.com', message: 'Me interesa esta casa.', propertyId: listing.id })
    await expectError(await erase('guarded@example.com', admin.token), 403)
    await expectError(await call(t.app, 'POST', '/api/admin/visitors/erase', { email: 'guarded@example.com' }), 401)
    await expectInvalidFields(await erase('no-es-un-correo'), ['email'])
    await expectInvalidFields(await erase(42), ['email'])
    expect(await t.db.select().from(inquiries).where(eq(inquiries.email, 'guarded@example.com'))).toHaveLength(1)
  })
})

describe('DATA_DIR', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'datadir-'))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))
  const modeOf = async (file: string) => (await stat(file)).mode & 0o777

  it('is created 0700 whatever the umask, and an existing open one is narrowed to 0700', async () => {
    const previous = process.umask(0o000)
    try {
      await prepareDataDir(path.join(root, 'fresh', 'data'))
    } finally {
      process.umask(previous)
    }
    expect(await modeOf(path.join(root, 'fresh', 'data'))).toBe(0o700)
    await mkdir(path.join(root, 'open'), { mode: 0o777 })
    await chmod(path.join(root, 'open'), 0o777)
    await prepareDataDir(path.join(root, 'open'))
    expect(await modeOf(path.join(root, 'open'))).toBe(0o700)
  })

  it("the embedded database's files are nobody else's to write or read", async () => {
    const dir = path.join(root, 'pglite')
    const handle = await openDatabase({ pgliteDir: dir })
    try {
      await narrowToOwner(dir)
      const walk = async (at: string): Promise<string[]> =>
        (await readdir(at, { withFileTypes: true }))
          .flatMap((e) => [path.join(at, e.name)])
          .concat(...(await Promise.all((await readdir(at, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => walk(path.join(at, e.name))))))
      const files = await walk(dir)
      expect(files.length).toBeGreaterThan(10)
      const open = []
      for (const file of files) if ((await modeOf(file)) & 0o077) open.push(file)
      expect(open).toEqual([])
    } finally {
      await handle.close()
    }
  })
})
